import type { ApiPaper, LayoutMapping } from '../../backend/paper/paperRepo';
import { cms, columnIdsByName, reader, type Json } from './readingHelpers';
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';

type Content = Json & { fileId: number; layoutMapping?: LayoutMapping };

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)('layoutMapping of article content on $name', (driver) => {
  let t: TestApp;
  let ask: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  let latest: ApiPaper;
  beforeAll(async () => {
    t = await startApp(driver);
    ask = reader(t);
    send = cms(t);
    latest = (await ask<ApiPaper>('getLatestPaper')).body.data;
  });
  afterAll(() => t.close());

  const content = async (fileId: number) => {
    const { body } = await ask<Content>('getArticleContent', { fileId });
    expect(body.status).toBe(0);
    return body.data;
  };

  it('places a seeded article the paper printed on its page, outline and picture included', async () => {
    const page = latest.layouts.find((layout) => layout.pageNo === 2)!;
    const printed = page.articles.find((article) => article.title.startsWith('临江港一季度'))!;
    expect(printed).toBeDefined();
    expect((await content(printed.fileId)).layoutMapping).toEqual({
      paperId: latest.paperId,
      paperName: '临江日报',
      date: latest.date,
      layoutId: page.layoutId,
      pageNo: 2,
      pageName: '第02版：经济',
      image: page.image,
      width: 1000,
      height: 1440,
      mapping: printed.mapping,
    });
  });

  it('answers none for an article no edition prints, and a stored one as it was written', async () => {
    const columns = await columnIdsByName(t);
    const created = await send<{ fileId: number }>('POST', '/ingest/articles', {
      title: '只在网上发布的稿件',
      columnID: columns['财经'],
      articleType: 0,
      content: '<p>网络稿。</p>',
    });
    const fileId = created.body.data.fileId;
    expect(await content(fileId)).not.toHaveProperty('layoutMapping');
    const stored = { mapping: [[1, 2]] };
    const updated = await send('PUT', `/ingest/articles/${fileId}`, { layoutMapping: stored });
    expect(updated.http).toBe(200);
    expect((await content(fileId)).layoutMapping).toEqual(stored);
  });

  it('follows the newest edition that prints the article, whatever the CMS stored', async () => {
    const printed = latest.layouts[0]!.articles[0]!;
    await send('PUT', `/ingest/articles/${printed.fileId}`, { layoutMapping: { mapping: [[1, 2]] } });
    const mapping = [
      [0, 0],
      [500, 0],
      [500, 700],
    ];
    const posted = await send<ApiPaper>('POST', '/ingest/papers', {
      name: '临江晚报',
      date: dayAfter(latest.date),
      layouts: [
        {
          pageNo: 3,
          name: '第03版：回顾',
          image: '/demo/paper/linjiang-1-3.svg',
          width: 1000,
          height: 1440,
          articles: [{ fileId: printed.fileId, mapping }],
        },
      ],
    });
    expect(posted.http).toBe(200);
    expect((await content(printed.fileId)).layoutMapping).toMatchObject({
      paperId: posted.body.data.paperId,
      paperName: '临江晚报',
      date: dayAfter(latest.date),
      pageNo: 3,
      pageName: '第03版：回顾',
      mapping,
    });
  });
});
