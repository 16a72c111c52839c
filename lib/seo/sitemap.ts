/**
 * The Google News sitemap (https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap):
 * a standard sitemap whose recent articles carry <news:news> with publication, date and title.
 *
 * Google's rules applied here: news tags only for articles published in the last two days (older URLs may
 * stay without them, and do, so one sitemap serves both), at most 1,000 news entries (the newest), at most
 * 50,000 URLs in all, Chinese as zh-cn or zh-tw.
 */
import 'server-only';
import { HTML_LANG, isLocale } from '@/lib/i18n/locales';
import { isoTime } from '@/lib/seo/pageMeta';
import { xmlElement, XML_DECLARATION } from '@/lib/seo/xml';

export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const MAX_NEWS_ENTRIES = 1000;
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapArticle {
  /** Absolute URL of the article. */
  url: string;
  title: string;
  publishedMs: number;
  /** A site locale id (cn, en ...) or a BCP 47 tag. */
  language: string;
}

export interface NewsSitemapOptions {
  /** The publication name, exactly as in Google News (the site name). */
  publicationName: string;
  /** Now, injected so the two-day window is testable. */
  nowMs: number;
}

/** The language code Google News accepts: ISO 639, with Chinese as zh-cn or zh-tw. */
export function newsLanguage(language: string): string {
  const tag = (isLocale(language) ? HTML_LANG[language] : language).trim().toLowerCase();
  if (tag === 'zh' || tag.startsWith('zh-hans') || tag.startsWith('zh-cn') || tag.startsWith('zh-sg')) {
    return 'zh-cn';
  }
  if (tag.startsWith('zh-')) return 'zh-tw';
  return tag.split('-')[0] ?? tag;
}

const isAbsoluteHttp = (url: string) => /^https?:\/\/[^/\s]+/i.test(url);

function newsTags(article: SitemapArticle, publicationName: string, published: string): string {
  return (
    '<news:news><news:publication>' +
    xmlElement('news:name', publicationName) +
    xmlElement('news:language', newsLanguage(article.language)) +
    '</news:publication>' +
    xmlElement('news:publication_date', published) +
    xmlElement('news:title', article.title.trim()) +
    '</news:news>'
  );
}

/** The sitemap XML for `articles`, newest first. */
export function newsSitemap(articles: readonly SitemapArticle[], options: NewsSitemapOptions): string {
  const usable = articles
    .filter((article) => isAbsoluteHttp(article.url) && isoTime(article.publishedMs) !== undefined)
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .slice(0, MAX_SITEMAP_URLS);
  let newsEntries = 0;
  const urls = usable.map((article) => {
    const published = isoTime(article.publishedMs) ?? '';
    const recent = options.nowMs - article.publishedMs <= NEWS_WINDOW_MS && article.title.trim() !== '';
    const withNews = recent && newsEntries < MAX_NEWS_ENTRIES;
    if (withNews) newsEntries += 1;
    const details = withNews
      ? newsTags(article, options.publicationName, published)
      : xmlElement('lastmod', published);
    return `<url>${xmlElement('loc', article.url)}${details}</url>`;
  });
  return (
    `${XML_DECLARATION}\n` +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
