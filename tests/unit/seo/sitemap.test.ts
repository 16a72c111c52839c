import {
  MAX_NEWS_ENTRIES,
  NEWS_WINDOW_MS,
  newsLanguage,
  newsSitemap,
  type SitemapArticle,
} from '@/lib/seo/sitemap';

const NOW = Date.UTC(2024, 4, 10, 12, 0);
const HOUR = 60 * 60 * 1000;
const options = { publicationName: '临江新闻', nowMs: NOW };

const article = (id: number, ageMs: number, extra: Partial<SitemapArticle> = {}): SitemapArticle => ({
  url: `https://news.example.cn/newsDetail/1/${id}.html`,
  title: `第${id}篇`,
  publishedMs: NOW - ageMs,
  language: 'cn',
  ...extra,
});

const urlBlocks = (xml: string) => xml.match(/<url>.*?<\/url>/g) ?? [];

describe('newsSitemap', () => {
  it('writes the sitemap and news namespaces and one news entry per recent article', () => {
    const xml = newsSitemap([article(1, HOUR)], options);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(urlBlocks(xml)).toEqual([
      '<url><loc>https://news.example.cn/newsDetail/1/1.html</loc><news:news><news:publication>' +
        '<news:name>临江新闻</news:name><news:language>zh-cn</news:language></news:publication>' +
        '<news:publication_date>2024-05-10T11:00:00.000Z</news:publication_date>' +
        '<news:title>第1篇</news:title></news:news></url>',
    ]);
  });

  it('gives news tags only to articles of the last two days; older ones keep a plain entry', () => {
    const xml = newsSitemap([article(1, NEWS_WINDOW_MS + 1), article(2, NEWS_WINDOW_MS)], options);
    const [recent, old] = urlBlocks(xml);
    expect(recent).toContain('/2.html</loc><news:news>');
    expect(old).toBe(
      '<url><loc>https://news.example.cn/newsDetail/1/1.html</loc><lastmod>2024-05-08T11:59:59.999Z</lastmod></url>',
    );
  });

  it('escapes URLs and titles', () => {
    const xml = newsSitemap(
      [article(1, HOUR, { url: 'https://news.example.cn/a?x=1&y=<2>', title: '"A" & <B> \'C\'' })],
      options,
    );
    expect(xml).toContain('<loc>https://news.example.cn/a?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('<news:title>&quot;A&quot; &amp; &lt;B&gt; &apos;C&apos;</news:title>');
  });

  it('sorts newest first, skips unusable entries and caps news entries at 1000', () => {
    const many = Array.from({ length: MAX_NEWS_ENTRIES + 5 }, (_, i) => article(i, i * 1000));
    const xml = newsSitemap(
      [...many, article(9999, HOUR, { url: '/relative.html' }), article(9998, HOUR, { publishedMs: NaN })],
      options,
    );
    const blocks = urlBlocks(xml);
    expect(blocks).toHaveLength(MAX_NEWS_ENTRIES + 5);
    expect(blocks[0]).toContain('/0.html<');
    expect(blocks.filter((block) => block.includes('<news:news>'))).toHaveLength(MAX_NEWS_ENTRIES);
    expect(blocks[MAX_NEWS_ENTRIES]).toContain('<lastmod>');
  });
});

describe('newsLanguage', () => {
  it.each([
    ['cn', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['bo', 'bo'],
    ['de', 'de'],
  ])('%s → %s', (input, expected) => {
    expect(newsLanguage(input)).toBe(expected);
  });
});
