import { columnJsonLd, columnMetadata, type ColumnMetaInput } from '@/lib/seo/columnMeta';

const column: ColumnMetaInput = {
  title: '本地新闻',
  description: '临江本地新闻汇总',
  url: 'https://news.example.cn/columnDetail/12.html',
  siteName: '临江新闻',
  locale: 'cn',
  items: [
    { title: ' 第一篇 ', url: '/newsDetail/12/1.html' },
    { title: '坏链接', url: 'javascript:alert(1)' },
    { title: '第二篇', url: 'https://news.example.cn/newsDetail/12/2.html' },
  ],
};

describe('columnMetadata', () => {
  it('builds a website Open Graph card with the canonical URL', () => {
    const meta = columnMetadata(column);
    expect(meta.title).toBe('本地新闻');
    expect(meta.alternates).toEqual({ canonical: column.url });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: column.url,
      siteName: '临江新闻',
      locale: 'zh_CN',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary' });
  });

  it('marks previews noindex', () => {
    expect(columnMetadata({ ...column, preview: true }).robots).toEqual({ index: false, follow: false });
  });
});

describe('columnJsonLd', () => {
  it('is a CollectionPage whose ItemList holds the usable items, numbered from 1', () => {
    expect(columnJsonLd(column)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: '本地新闻',
      description: '临江本地新闻汇总',
      url: column.url,
      inLanguage: 'zh-CN',
      isPartOf: { '@type': 'WebSite', name: '临江新闻' },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: 'https://news.example.cn/newsDetail/12/1.html',
            name: '第一篇',
          },
          {
            '@type': 'ListItem',
            position: 2,
            url: 'https://news.example.cn/newsDetail/12/2.html',
            name: '第二篇',
          },
        ],
      },
    });
  });

  it('gives an empty list without items', () => {
    expect(columnJsonLd({ ...column, items: undefined }).mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 0,
      itemListElement: [],
    });
  });
});
