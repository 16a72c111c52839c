import {
  articleMetadata,
  headline,
  HEADLINE_CHARS,
  newsArticleJsonLd,
  type ArticleMetaInput,
} from '@/lib/seo/articleMeta';
import { shareCardImages } from '@/lib/seo/shareCard';

const article: ArticleMetaInput = {
  title: '临江大桥  今日通车',
  description: '  全长 3.2 公里，\n双向六车道。 ',
  url: 'https://news.example.cn/newsDetail/12/345.html',
  image: '/media/bridge.jpg',
  publishedMs: Date.UTC(2024, 4, 1, 2, 30),
  modifiedMs: Date.UTC(2024, 4, 1, 3, 0),
  authorNames: ['王小明', ' 李华 ', '', '王小明'],
  section: '本地新闻',
  siteName: '临江新闻',
  logoUrl: 'https://news.example.cn/logo.png',
  locale: 'cn',
  keywords: ['交通', '大桥', ' ', '交通'],
};

describe('articleMetadata', () => {
  it('builds title, description, canonical, Open Graph article and the large Twitter card', () => {
    const meta = articleMetadata(article);
    expect(meta.title).toBe('临江大桥  今日通车');
    expect(meta.description).toBe('全长 3.2 公里， 双向六车道。');
    expect(meta.keywords).toEqual(['交通', '大桥']);
    expect(meta.alternates).toEqual({ canonical: article.url });
    expect(meta.openGraph).toEqual({
      type: 'article',
      title: article.title,
      description: '全长 3.2 公里， 双向六车道。',
      url: article.url,
      siteName: '临江新闻',
      locale: 'zh_CN',
      images: [{ url: 'https://news.example.cn/media/bridge.jpg', alt: article.title }],
      publishedTime: '2024-05-01T02:30:00.000Z',
      modifiedTime: '2024-05-01T03:00:00.000Z',
      authors: ['王小明', '李华'],
      section: '本地新闻',
      tags: ['交通', '大桥'],
    });
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      title: article.title,
      description: '全长 3.2 公里， 双向六车道。',
      images: ['https://news.example.cn/media/bridge.jpg'],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('marks previews noindex, nofollow', () => {
    expect(articleMetadata({ ...article, preview: true }).robots).toEqual({ index: false, follow: false });
  });

  it('falls back to the body text for the description and cuts it to 120 characters', () => {
    const meta = articleMetadata({ ...article, description: ' ', fallbackText: '正文'.repeat(100) });
    expect(meta.description).toBe('正文'.repeat(60));
  });

  it('uses the small Twitter card and no image without a usable image', () => {
    const meta = articleMetadata({ ...article, image: 'javascript:alert(1)' });
    expect(meta.twitter).toEqual({ card: 'summary', title: article.title, description: expect.any(String) });
    expect(meta.openGraph).not.toHaveProperty('images');
  });

  it('names the drawn PNG cards with their sizes when the article’s own picture is not raster', () => {
    const cards = shareCardImages('https://news.example.cn', 345, 'v1');
    const meta = articleMetadata({ ...article, image: '/demo/skyline.svg', cards });
    expect(meta.openGraph?.images).toEqual([
      {
        url: 'https://news.example.cn/shareCard/345.png?v=v1',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: article.title,
      },
      {
        url: 'https://news.example.cn/shareCard/345-square.png?v=v1',
        width: 600,
        height: 600,
        type: 'image/png',
        alt: article.title,
      },
    ]);
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://news.example.cn/shareCard/345.png?v=v1'],
    });
    // No picture at all: the cards too.
    expect(articleMetadata({ ...article, image: '', cards }).openGraph?.images).toHaveLength(2);
    // A raster picture of its own is shown as it is.
    expect(articleMetadata({ ...article, cards }).openGraph?.images).toEqual([
      { url: 'https://news.example.cn/media/bridge.jpg', alt: article.title },
    ]);
  });

  it('takes the published time as modified time when there is none, and drops invalid times', () => {
    expect(articleMetadata({ ...article, modifiedMs: null }).openGraph).toMatchObject({
      modifiedTime: '2024-05-01T02:30:00.000Z',
    });
    expect(articleMetadata({ ...article, publishedMs: NaN, modifiedMs: undefined }).openGraph).toMatchObject({
      publishedTime: undefined,
      modifiedTime: undefined,
    });
  });
});

describe('headline', () => {
  it('keeps titles up to 110 characters and cuts longer ones with an ellipsis', () => {
    expect(HEADLINE_CHARS).toBe(110);
    expect(headline('字'.repeat(110))).toBe('字'.repeat(110));
    const cut = headline('字'.repeat(111));
    expect(Array.from(cut)).toHaveLength(110);
    expect(cut.endsWith('字…')).toBe(true);
  });

  it('never splits an emoji', () => {
    const cut = headline('😀'.repeat(200));
    expect(Array.from(cut)).toHaveLength(110);
    expect(cut).toBe(`${'😀'.repeat(109)}…`);
  });
});

describe('newsArticleJsonLd', () => {
  it('gives the NewsArticle shape Google asks for', () => {
    expect(newsArticleJsonLd(article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '临江大桥 今日通车',
      description: '全长 3.2 公里， 双向六车道。',
      image: ['https://news.example.cn/media/bridge.jpg'],
      datePublished: '2024-05-01T02:30:00.000Z',
      dateModified: '2024-05-01T03:00:00.000Z',
      author: [
        { '@type': 'Person', name: '王小明' },
        { '@type': 'Person', name: '李华' },
      ],
      publisher: {
        '@type': 'Organization',
        name: '临江新闻',
        logo: { '@type': 'ImageObject', url: 'https://news.example.cn/logo.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
      url: article.url,
      inLanguage: 'zh-CN',
      articleSection: '本地新闻',
      keywords: '交通, 大桥',
    });
  });

  it('names the publisher as author when the article has no author', () => {
    const ld = newsArticleJsonLd({ ...article, authorNames: [] });
    expect(ld.author).toEqual([{ '@type': 'Organization', name: '临江新闻' }]);
  });

  it('leaves out what is missing instead of writing empty values', () => {
    const ld = newsArticleJsonLd({
      title: 'T',
      url: 'https://news.example.cn/a.html',
      siteName: 'S',
      locale: 'en',
    });
    for (const key of [
      'description',
      'image',
      'datePublished',
      'dateModified',
      'articleSection',
      'keywords',
    ]) {
      expect(ld).not.toHaveProperty(key);
    }
    expect(ld.publisher).toEqual({ '@type': 'Organization', name: 'S' });
    expect(ld.inLanguage).toBe('en');
  });
});
