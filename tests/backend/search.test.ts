import { articles } from '../../backend/reading/schema';
import { indexMissingArticles } from '../../backend/search/searchRepo';
import { defaultSearchClassify, defaultSearchHotWords } from '../../backend/search/searchClassify';
import { searchQuery, searchVector, snippet } from '../../backend/search/searchText';
import { cms, columnIdsByName, expectRefusal, reader, type Json, type Summary } from './readingHelpers';
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';

type Hit = Summary & { highlight: string; articleType: number; content?: string; [key: string]: unknown };
interface Results {
  list: Hit[];
  hasMore: boolean;
  total: number;
}

describe('search text', () => {
  it('indexes CJK runs as characters and overlapping bigrams, Latin words whole, weighted by field', () => {
    const vector = searchVector([
      { text: '智能闸口', weight: 'A' },
      { text: 'Smart Gate', weight: 'C' },
    ]);
    expect(vector.split(' ')).toEqual(
      expect.arrayContaining([
        "'智':1A",
        "'智能':1A",
        "'能闸':2A",
        "'闸口':3A",
        "'口':4A",
        "'smart':7C",
        "'gate':8C",
      ]),
    );
  });

  it('asks for CJK phrases as consecutive bigrams and Latin words as themselves', () => {
    expect(searchQuery('智能闸口')).toBe("('智能' <-> '能闸' <-> '闸口')");
    expect(searchQuery('港 Port')).toBe("'港' & 'port'");
    expect(searchQuery('临江', { field: 'title' })).toBe("'临江':A");
    expect(searchQuery('临江', { field: 'content' })).toBe("'临江':BC");
    expect(searchQuery('ＭＡＲＡ', { prefix: true })).toBe("'mara':*");
    expect(searchQuery('！？…')).toBeNull();
  });

  it('quotes whatever the keyword holds, so it can never break out of the query', () => {
    expect(searchQuery("o'brien \\ x")).toBe("'o' & 'brien' & 'x'");
  });

  it('cuts a snippet around the first match and marks the cuts', () => {
    const text = `${'前文'.repeat(30)}港区上线的智能闸口让通关更快${'后文'.repeat(60)}`;
    const cut = snippet(text, '智能闸口');
    expect(cut).toContain('智能闸口');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(82);
    expect(snippet('短文本', '不在其中')).toBe('短文本');
  });

  it('centres the snippet on a Latin word only where it stands whole, as the index has it', () => {
    const text = `A report on ${'filler '.repeat(20)}the Port of Linjiang`;
    expect(snippet(text, 'port')).toMatch(/^….*the Port of Linjiang$/);
    expect(snippet(text, 'port')).not.toContain('report');
  });
});

describe.each(drivers)('search on $name', (driver) => {
  let t: TestApp;
  let ask: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  beforeAll(async () => {
    t = await startApp(driver);
    ask = reader(t);
    send = cms(t);
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string | number>) => {
    const answer = await ask<Results>('search', query);
    expect(answer.body.status).toBe(0);
    return answer.body.data;
  };

  it('shows the spec tabs and the seeded hot words before anyone searched', async () => {
    const tabs = await ask<{ list: Json[] }>('searchClassify');
    expect(tabs.body.data.list).toEqual(defaultSearchClassify);
    expect(tabs.body.data.list.map((tab) => [tab.name, tab.id, tab.columnID])).toEqual([
      ['新闻', 1, -1],
      ['视频', 3, 2],
      ['专题', 4, 3],
      ['订阅号', 7, 15],
    ]);
    expect(tabs.body.data.list[0]?.extraScreen).toBe('标题,内容,作者');
    expect((await ask<{ list: string[] }>('searchHot')).body.data.list).toEqual(defaultSearchHotWords);
  });

  it('finds a phrase from an article body, with a snippet around it', async () => {
    const { list, total } = await search({ keyword: '智能闸口' });
    expect(total).toBe(1);
    expect(list[0]?.title).toBe('临江港一季度集装箱吞吐量同比增长12.6%');
    expect(list[0]?.highlight).toContain('智能闸口');
    expect(list[0]).not.toHaveProperty('content');
  });

  it('does not find the words of a phrase when they stand apart', async () => {
    expect((await search({ keyword: '闸口智能' })).total).toBe(0);
  });

  it('ranks a title match above body matches', async () => {
    const { list } = await search({ keyword: '青石巷' });
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.title).toContain('青石巷');
  });

  it('finds a reporter by name, and only in the credits when asked for the author', async () => {
    const everywhere = await search({ keyword: '何晓东' });
    const byAuthor = await search({ keyword: '何晓东', field: 'author' });
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.total).toBe(everywhere.total);
    for (const hit of byAuthor.list) expect(JSON.stringify(hit)).toContain('何晓东');
    expect((await search({ keyword: '何晓东', field: 'title' })).total).toBe(0);
  });

  it('restricts to the title or the content', async () => {
    expect((await search({ keyword: '智能闸口', field: 'title' })).total).toBe(0);
    expect((await search({ keyword: '智能闸口', field: 'content' })).total).toBe(1);
    const titles = await search({ keyword: '临江', field: 'title' });
    expect(titles.total).toBeGreaterThan(0);
    for (const hit of titles.list) expect(`${hit.title}${String(hit.listTitle)}`).toContain('临江');
  });

  it('filters by tab: news, videos and lives, topics, and the accounts’ articles', async () => {
    const hits = async (classifyId: number) =>
      (await search({ keyword: '临江', classifyId, pageSize: 50 })).list;
    const kinds = async (classifyId: number) => (await hits(classifyId)).map((hit) => hit.articleType);
    const news = await kinds(1);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((type) => [0, 1, 4, 12].includes(type))).toBe(true);
    const videos = await kinds(3);
    expect(videos).toContain(2);
    expect(videos).toContain(6);
    expect(videos.every((type) => type === 2 || type === 6)).toBe(true);
    const topics = await kinds(4);
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.every((type) => type === 3)).toBe(true);
    const fromAccounts = await hits(7);
    expect(fromAccounts.length).toBeGreaterThan(0);
    expect(fromAccounts.every((hit) => Number(hit.xyAccountID) > 0)).toBe(true);
    expect((await hits(1)).some((hit) => !(Number(hit.xyAccountID) > 0))).toBe(true);

    // A forbidden account counts as empty (spec section 4): its articles leave the tab, and come back with it.
    const account = Number(fromAccounts[0]?.xyAccountID);
    await send('PUT', `/ingest/xys/${account}`, { xyForbidden: 1 });
    expect((await hits(7)).some((hit) => Number(hit.xyAccountID) === account)).toBe(false);
    await send('PUT', `/ingest/xys/${account}`, { xyForbidden: 0 });
    expect((await hits(7)).some((hit) => Number(hit.xyAccountID) === account)).toBe(true);
    expectRefusal(await ask('search', { keyword: '临江', classifyId: 99 }), '搜索分类不存在');
  });

  it('pages with the real total', async () => {
    const first = await search({ keyword: '临江', pageSize: 3 });
    expect(first.total).toBeGreaterThan(6);
    expect(first.list).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = await search({ keyword: '临江', pageSize: 3, page: 2 });
    expect(second.list.map((hit) => hit.fileId)).not.toEqual(
      expect.arrayContaining(first.list.map((hit) => hit.fileId)),
    );
    const lastPage = Math.ceil(first.total / 3);
    const last = await search({ keyword: '临江', pageSize: 3, page: lastPage });
    expect(last.list.length).toBe(first.total - (lastPage - 1) * 3);
    expect(last.hasMore).toBe(false);
  });

  it('never finds an unpublished article, and finds it once published', async () => {
    expect((await search({ keyword: '更名征集' })).total).toBe(0);
    const columns = await columnIdsByName(t);
    const draft = await send<{ fileId: number }>('POST', '/ingest/articles', {
      title: '紫藤长廊夜景提升方案',
      columnID: columns['城事'],
      articleType: 0,
      aStatus: 0,
      content: '<p>方案拟在江滩公园新增观景平台。</p>',
      reporter: '岑溪',
    });
    expect((await search({ keyword: '紫藤长廊' })).total).toBe(0);
    expect((await search({ keyword: '岑溪', field: 'author' })).total).toBe(0);
    await send('PUT', `/ingest/articles/${draft.body.data.fileId}`, { aStatus: 1 });
    expect((await search({ keyword: '紫藤长廊' })).list.map((hit) => hit.fileId)).toEqual([
      draft.body.data.fileId,
    ]);
    expect((await search({ keyword: '岑溪', field: 'author' })).total).toBe(1);
  });

  it('follows an update of the text', async () => {
    const columns = await columnIdsByName(t);
    const created = await send<{ fileId: number }>('POST', '/ingest/articles', {
      title: 'Riverside Marathon Expo 开幕',
      columnID: columns['文旅'],
      articleType: 0,
      content: '<p>Runners collect their bibs at the &ldquo;expo&rdquo; hall.</p>',
    });
    const fileId = created.body.data.fileId;
    expect((await search({ keyword: 'MARATHON' })).list.map((hit) => hit.fileId)).toContain(fileId);
    expect((await search({ keyword: 'ｂｉｂｓ' })).list.map((hit) => hit.fileId)).toEqual([fileId]);
    await send('PUT', `/ingest/articles/${fileId}`, { content: '<p>改为线上领物。</p>' });
    expect((await search({ keyword: 'bibs' })).total).toBe(0);
    expect((await search({ keyword: '线上领物' })).list.map((hit) => hit.fileId)).toEqual([fileId]);
  });

  it('indexes at start the articles written past articleRepo', async () => {
    const columns = await columnIdsByName(t);
    const [row] = await t.database.db
      .insert(articles)
      .values({ title: '导入的旧稿：老电厂烟囱拆除', columnId: columns['城事']!, articleType: 0 })
      .returning();
    expect((await search({ keyword: '烟囱拆除' })).total).toBe(0);
    expect(await indexMissingArticles(t.database.db)).toBe(1);
    expect((await search({ keyword: '烟囱拆除' })).list.map((hit) => hit.fileId)).toEqual([row?.fileId]);
    expect(await indexMissingArticles(t.database.db)).toBe(0);
  });

  it.each([[''], ['   '], ['临'.repeat(51)]])('asks for a keyword when given %j', async (keyword) => {
    expectRefusal(await ask('search', { keyword }), '请输入搜索关键词');
    expectRefusal(await ask('searchSuggest', { keyword }), '请输入搜索关键词');
  });

  it('refuses an unknown field and an oversized page', async () => {
    expectRefusal(await ask('search', { keyword: '临江', field: 'editor' }), '参数 field 格式错误');
    expectRefusal(await ask('search', { keyword: '临江', pageSize: 51 }), '参数 pageSize 不能大于 50');
  });

  it('answers nothing, not an error, for a keyword of punctuation only', async () => {
    expect(await search({ keyword: '！？' })).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('suggests up to 8 matching titles, completing a Latin word being typed', async () => {
    const { body } = await ask<{ list: string[] }>('searchSuggest', { keyword: '临江' });
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeLessThanOrEqual(8);
    for (const title of body.data.list) expect(title).toContain('临江');
    expect((await ask<{ list: string[] }>('searchSuggest', { keyword: 'Maratho' })).body.data.list).toEqual([
      'Riverside Marathon Expo 开幕',
    ]);
  });

  it('uses the tabs the site config sets, filling in what a tab leaves out', async () => {
    const video = { id: 3, name: '短视频', tclass: 3, order: 2, columnID: 2, extraScreen: '标题' };
    await send('PATCH', '/ingest/config', {
      searchClassify: [video, { id: 4, name: '专题' }, { name: '没有 id 的分类' }],
    });
    expect((await ask<{ list: Json[] }>('searchClassify')).body.data.list).toEqual([
      video,
      { id: 4, name: '专题', tclass: 4, order: 2, columnID: -1, extraScreen: '' },
    ]);
    const topics = await search({ keyword: '临江', classifyId: 4 });
    expect(topics.list.every((hit) => hit.articleType === 3)).toBe(true);
    expectRefusal(await ask('search', { keyword: '临江', classifyId: 1 }), '搜索分类不存在');
    await send('PATCH', '/ingest/config', { searchClassify: defaultSearchClassify });
  });
});

describe.each(drivers)('hot words on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  it('ranks what readers searched first, counting only keywords that found something, then the configured words', async () => {
    const ask = reader(t);
    for (let i = 0; i < 3; i++) await ask('search', { keyword: '地铁' });
    await ask('search', { keyword: '夜市' });
    // Paging through results and searching in vain are not searches of a new keyword.
    await ask('search', { keyword: '夜市', page: 2 });
    await ask('search', { keyword: '夜市', page: 3 });
    await ask('search', { keyword: '查无此词的关键字' });
    const { list } = (await ask<{ list: string[] }>('searchHot')).body.data;
    expect(list).toEqual(['地铁', '夜市', ...defaultSearchHotWords]);
  });
});
