import {
  articleHref,
  toArticle,
  toArticlePage,
  toArticleSummary,
  toArticleCounts,
} from '@/lib/api/articleModel';

const raw = {
  fileId: 7,
  columnID: 3,
  articleType: 0,
  title: '市人代会开幕',
  listTitle: '人代会开幕',
  abstract: '十项民生实事',
  source: '临江日报',
  publishtime: 1_700_000_000_000,
  picType: 1,
  picSmall: '/s.jpg',
  picMiddle: '/m.jpg',
  picBig: '/b.jpg',
  pic_list: ['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg'],
  pic_list_title: ['一', '二'],
  content: '<p>正文</p>',
  wordCount: 1234,
  editor: '王婧',
  reporter: ' 陈思远 ',
  proofreader: '',
  aStatus: 1,
  tags: [{ tagId: 2, name: '民生' }, { tagId: 0, name: '坏' }, 'junk'],
  config: { videos: [{ videoUrl: '/v.m3u8', poster: '/p.jpg', duration: 30 }, { poster: '/none.jpg' }] },
};

describe('article summaries', () => {
  it('take the list title, the middle picture and the route of the type', () => {
    expect(toArticleSummary(raw)).toMatchObject({
      fileId: 7,
      columnId: 3,
      title: '人代会开幕',
      image: '/m.jpg',
      images: ['/1.jpg', '/2.jpg', '/3.jpg'],
      href: '/newsDetail/3/7.html',
      external: false,
    });
  });

  it('drop anything without a positive fileId', () => {
    expect(toArticleSummary({ title: 'x' })).toBeNull();
    expect(toArticleSummary('nonsense')).toBeNull();
    expect(toArticleSummary({ fileId: -1 })).toBeNull();
  });

  it.each([
    [{ articleType: 1 }, '/imageDetail/3/7.html', false],
    [{ articleType: 2 }, '/videoDetail/3/7.html', false],
    [{ articleType: 3 }, '/specDetail/7.html', false],
    [{ articleType: 6 }, '/liveDetail/7.html', false],
    [{ articleType: 12 }, '/newsDetail/3/7.html', false],
    [{ articleType: 4, linkUrl: 'https://www.12377.cn/' }, 'https://www.12377.cn/', true],
    [{ articleType: 4, linkUrl: '/aboutUs.html' }, '/aboutUs.html', false],
    [{ articleType: 4 }, '/linkDetail/7.html', false],
    [{ articleType: 99 }, '/newsDetail/3/7.html', false],
  ])('route %j to %s', (extra, href, external) => {
    expect(articleHref({ fileId: 7, columnId: 3, ...extra })).toEqual({ href, external });
  });
});

describe('full articles', () => {
  const article = toArticle(raw);

  it('list only credits that have a value, trimmed, in byline order', () => {
    expect(article?.credits).toEqual([
      { role: 'reporter', names: '陈思远' },
      { role: 'editor', names: '王婧' },
    ]);
  });

  it('pair pictures with their captions and keep only playable video entries', () => {
    expect(article?.pictures.slice(0, 3)).toEqual([
      { src: '/1.jpg', caption: '一' },
      { src: '/2.jpg', caption: '二' },
      { src: '/3.jpg', caption: '' },
    ]);
    expect(article?.videos).toEqual([{ url: '/v.m3u8', poster: '/p.jpg', duration: 30 }]);
  });

  it('keep well-formed tags and the full title', () => {
    expect(article?.tags).toEqual([{ tagId: 2, name: '民生' }]);
    expect(article?.title).toBe('市人代会开幕');
    expect(article?.youngReporter).toBeNull();
  });

  it('know the account (订阅号) that published them, 0 for none or nonsense', () => {
    expect(article?.accountId).toBe(0);
    expect(toArticle({ ...raw, xyAccountID: 7 })?.accountId).toBe(7);
    expect(toArticle({ ...raw, xyAccountID: -3 })?.accountId).toBe(0);
  });

  it('carry the state line showStatusType asked for, else none', () => {
    expect(article?.statusText).toBe('');
    expect(toArticle({ ...raw, statusText: ' 已发布 · 直播中 ' })?.statusText).toBe('已发布 · 直播中');
  });

  it('read young-reporter fields when a card number is there', () => {
    expect(
      toArticle({ ...raw, cardNo: 'XJZ-01', school: '实验小学', className: '五(2)班' })?.youngReporter,
    ).toEqual({
      cardNo: 'XJZ-01',
      school: '实验小学',
      className: '五(2)班',
    });
  });
});

describe('pages', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ fileId: i + 1 }));

  it('believe the server when it says hasMore', () => {
    expect(toArticlePage({ list: items(3), hasMore: true }).hasMore).toBe(true);
    expect(toArticlePage({ list: items(20), hasMore: false }).hasMore).toBe(false);
  });

  it('otherwise count a full page of 20 as maybe more (spec section 4)', () => {
    expect(toArticlePage({ list: items(20) }).hasMore).toBe(true);
    expect(toArticlePage({ list: items(19) }).hasMore).toBe(false);
    expect(toArticlePage(null)).toEqual({ list: [], hasMore: false });
  });
});

it('counts default to 0 for missing or mistyped fields', () => {
  expect(toArticleCounts({ readCount: '12', praiseCount: 'x' })).toEqual({
    readCount: 12,
    praiseCount: 0,
    shareCount: 0,
    discussCount: 0,
  });
});
