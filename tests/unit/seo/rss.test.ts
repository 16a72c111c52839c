import { rssDate, rssFeed, type RssChannel } from '@/lib/seo/rss';

const channel: RssChannel = {
  title: '临江新闻 & 本地',
  link: 'https://news.example.cn/home.html',
  description: '最新报道',
  feedUrl: 'https://news.example.cn/rss.xml?column=1&page=1',
  locale: 'cn',
  ttlMinutes: 10,
};
const MAY_1 = Date.UTC(2024, 4, 1, 2, 30);

describe('rssFeed', () => {
  it('writes an RSS 2.0 channel with the self link, language and last build date', () => {
    const xml = rssFeed(channel, [
      { title: 'a', link: 'https://news.example.cn/1.html', publishedMs: MAY_1 },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<channel><title>临江新闻 &amp; 本地</title><link>https://news.example.cn/home.html</link>' +
        '<description>最新报道</description><language>zh-cn</language>' +
        '<lastBuildDate>Wed, 01 May 2024 02:30:00 GMT</lastBuildDate><ttl>10</ttl>' +
        '<atom:link href="https://news.example.cn/rss.xml?column=1&amp;page=1" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('writes items with guid, date, escaped text, authors, categories and CDATA-safe content', () => {
    const xml = rssFeed(channel, [
      {
        title: '<标题> & "引号"',
        link: 'https://news.example.cn/1.html?a=1&b=2',
        description: '摘要 <b>不是标签</b>',
        contentHtml: '<p>正文 ]]> 之后</p>',
        publishedMs: MAY_1,
        authorNames: ['王小明'],
        categories: ['本地'],
      },
    ]);
    expect(xml).toContain(
      '<item><title>&lt;标题&gt; &amp; &quot;引号&quot;</title>' +
        '<link>https://news.example.cn/1.html?a=1&amp;b=2</link>' +
        '<guid isPermaLink="true">https://news.example.cn/1.html?a=1&amp;b=2</guid>' +
        '<pubDate>Wed, 01 May 2024 02:30:00 GMT</pubDate>' +
        '<description>摘要 &lt;b&gt;不是标签&lt;/b&gt;</description>' +
        '<dc:creator>王小明</dc:creator><category>本地</category>' +
        '<content:encoded><![CDATA[<p>正文 ]]]]><![CDATA[> 之后</p>]]></content:encoded></item>',
    );
  });

  it('leaves optional item fields out and keeps required channel fields even when empty', () => {
    const xml = rssFeed({ ...channel, description: '', ttlMinutes: undefined }, [
      { title: 't', link: 'https://news.example.cn/2.html' },
    ]);
    expect(xml).toContain('<description></description>');
    expect(xml).not.toContain('<ttl>');
    expect(xml).toContain(
      '<item><title>t</title><link>https://news.example.cn/2.html</link>' +
        '<guid isPermaLink="true">https://news.example.cn/2.html</guid></item>',
    );
  });

  it('takes the newest item as last build date unless one is given', () => {
    const items = [
      { title: 'a', link: 'https://x.example/a', publishedMs: MAY_1 },
      { title: 'b', link: 'https://x.example/b', publishedMs: MAY_1 + 60_000 },
    ];
    expect(rssFeed(channel, items)).toContain('<lastBuildDate>Wed, 01 May 2024 02:31:00 GMT</lastBuildDate>');
    expect(rssFeed({ ...channel, lastBuildMs: 0 }, items)).not.toContain('<lastBuildDate>');
  });
});

describe('rssDate', () => {
  it('formats RFC 822 dates in GMT and refuses invalid times', () => {
    expect(rssDate(MAY_1)).toBe('Wed, 01 May 2024 02:30:00 GMT');
    expect(rssDate(NaN)).toBe('');
    expect(rssDate(null)).toBe('');
  });
});
