import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiPaper } from '../../backend/paper/paperRepo';
import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { cms, columnIdsByName, expectRefusal, reader, type Json } from './readingHelpers';
import { drivers } from './testDb';
import { call, startApp, type TestApp } from './testApp';

type PaperArticle = Json & { fileId: number; title: string; aStatus: number; content: string } & {
  paperId: number;
  layoutId: number;
  pageNo: number;
};

const publicDir = join(__dirname, '..', '..', 'public');
const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

it('tells the site which cache tags paper and ad ingest touch', () => {
  expect(tagsForIngestPath('/ingest/papers')).toEqual(['papers']);
  expect(tagsForIngestPath('/ingest/ads/3')).toEqual(['ads']);
});

describe.each(drivers)('paper edition on $name', (driver) => {
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

  it('answers the newest edition with its four pages in order', () => {
    expect(latest.name).toBe('临江日报');
    expect(latest.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest.layouts.map((layout) => [layout.pageNo, layout.name])).toEqual([
      [1, '第01版：要闻'],
      [2, '第02版：经济'],
      [3, '第03版：城事'],
      [4, '第04版：副刊'],
    ]);
  });

  it('draws every page image at its stated size, with each linked headline on it and each region inside it', async () => {
    const editions = [
      latest,
      ...(await Promise.all(
        [1, 2].map(
          async (days) => (await ask<ApiPaper>('getPaper', { date: dayBefore(latest.date, days) })).body.data,
        ),
      )),
    ];
    for (const layout of editions.flatMap((edition) => edition.layouts)) {
      const svg = readFileSync(join(publicDir, layout.image), 'utf8');
      expect(svg).toContain(`width="${layout.width}" height="${layout.height}"`);
      expect(layout.articles).toHaveLength(2);
      for (const article of layout.articles) {
        expect(svg).toContain([...article.title].slice(0, 6).join(''));
        expect(article.mapping.length).toBeGreaterThanOrEqual(4);
        for (const [x, y] of article.mapping) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(layout.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(layout.height);
        }
      }
    }
  });

  it('lists the dates of a month, the newest month by default', async () => {
    const month = latest.date.slice(0, 7);
    const byDefault = await ask<{ month: string; dates: string[] }>('getPaperDates');
    expect(byDefault.body.data.month).toBe(month);
    expect(byDefault.body.data.dates).toContain(latest.date);
    const dates = [0, 1, 2].map((days) => dayBefore(latest.date, days));
    const months = [...new Set(dates.map((date) => date.slice(0, 7)))].sort();
    const listed = (
      await Promise.all(
        months.map(
          async (m) => (await ask<{ dates: string[] }>('getPaperDates', { month: m })).body.data.dates,
        ),
      )
    ).flat();
    expect(listed).toEqual([...dates].reverse());
    expect((await ask<{ dates: string[] }>('getPaperDates', { month: '2001-01' })).body.data.dates).toEqual(
      [],
    );
    expectRefusal(await ask('getPaperDates', { month: '2025-13' }), '参数 month 格式错误');
  });

  it('answers the edition of a date, and only the one asked for', async () => {
    const earlier = dayBefore(latest.date, 2);
    const edition = (await ask<ApiPaper>('getPaper', { date: earlier })).body.data;
    expect(edition.date).toBe(earlier);
    expect(edition.paperId).not.toBe(latest.paperId);
    expect(edition.layouts.map((layout) => layout.name)).toEqual([
      '第01版：要闻',
      '第02版：区县',
      '第03版：交通',
      '第04版：副刊',
    ]);
    const sameId = await ask<ApiPaper>('getPaper', { date: earlier, paperId: edition.paperId });
    expect(sameId.body.data.paperId).toBe(edition.paperId);
    expectRefusal(await ask('getPaper', { date: earlier, paperId: latest.paperId }), '当日无报纸');
    expectRefusal(await ask('getPaper', { date: '2001-01-01' }), '当日无报纸');
    expectRefusal(await ask('getPaper', { date: '2025-02-30' }), '参数 date 格式错误');
    expectRefusal(await ask('getPaper', { date: '20250101' }), '参数 date 格式错误');
    expectRefusal(await ask('getPaper'), '缺少参数 date');
  });

  it('answers a paper article with where it was printed', async () => {
    const page = latest.layouts[1]!;
    const placed = page.articles[0]!;
    const { body } = await ask<PaperArticle>('getPaperArticle', { fileId: placed.fileId });
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({
      fileId: placed.fileId,
      title: placed.title,
      aStatus: 1,
      paperId: latest.paperId,
      layoutId: page.layoutId,
      pageNo: 2,
    });
    expect(body.data.content).toContain('<p>');
    expectRefusal(await ask('getPaperArticle', { fileId: 'x' }), '参数 fileId 必须是正整数');
    expectRefusal(await ask('getPaperArticle', { fileId: 999999 }), '稿件不存在');
  });

  describe('a draft placed on a page', () => {
    let draftId: number;
    let edition: ApiPaper;
    beforeAll(async () => {
      const columns = await columnIdsByName(t);
      const draft = await send<{ fileId: number }>('POST', '/ingest/articles', {
        title: '夜间经济发展报告（待发）',
        columnID: columns['财经'],
        articleType: 0,
        aStatus: 0,
        content: '<p>尚未发布的版面稿。</p>',
      });
      draftId = draft.body.data.fileId;
      const stored = await send<ApiPaper>('POST', '/ingest/papers', {
        name: '临江晚报',
        date: latest.date,
        layouts: [
          {
            pageNo: 1,
            name: '第01版：头版',
            image: '/demo/paper/linjiang-1-1.svg',
            width: 1000,
            height: 1440,
            articles: [
              {
                fileId: latest.layouts[0]!.articles[0]!.fileId,
                mapping: [
                  [40, 210],
                  [960, 210],
                  [960, 770],
                  [40, 770],
                ],
              },
              {
                fileId: draftId,
                mapping: [
                  [40, 790],
                  [640, 790],
                  [640, 1400],
                  [40, 1400],
                ],
              },
            ],
          },
        ],
      });
      expect(stored.http).toBe(200);
      edition = stored.body.data;
    });

    it('is in what the CMS stored but never on the reader page', async () => {
      expect(edition.layouts[0]!.articles.map((article) => article.fileId)).toContain(draftId);
      const readerView = await ask<ApiPaper>('getPaper', { date: latest.date, paperId: edition.paperId });
      expect(readerView.body.data.name).toBe('临江晚报');
      expect(readerView.body.data.layouts[0]!.articles.map((article) => article.fileId)).not.toContain(
        draftId,
      );
      // Two papers on one date: without paperId the first one published that day answers.
      expect((await ask<ApiPaper>('getPaper', { date: latest.date })).body.data.paperId).toBe(latest.paperId);
      expectRefusal(await ask('getPaperArticle', { fileId: draftId }), '稿件不存在');
    });

    it('is shown to a valid preview token for exactly that article', async () => {
      const issued = await send<{ previewToken: string }>('POST', `/ingest/articles/${draftId}/preview`);
      const { previewToken } = issued.body.data;
      const preview = await ask<PaperArticle>('getPaperArticlePreview', { fileId: draftId, previewToken });
      expect(preview.body.data).toMatchObject({
        fileId: draftId,
        aStatus: 0,
        paperId: edition.paperId,
        pageNo: 1,
      });
      const refused = '预览链接无效或已过期';
      expectRefusal(await ask('getPaperArticlePreview', { fileId: draftId }), refused);
      expectRefusal(
        await ask('getPaperArticlePreview', {
          fileId: draftId,
          previewToken: `${previewToken.slice(0, -2)}xx`,
        }),
        refused,
      );
      const otherId = latest.layouts[0]!.articles[0]!.fileId;
      expectRefusal(await ask('getPaperArticlePreview', { fileId: otherId, previewToken }), refused);
    });

    it('is replaced with the whole edition when the CMS posts it again', async () => {
      const again = await send<ApiPaper>('POST', '/ingest/papers', {
        name: '临江晚报',
        date: latest.date,
        layouts: [
          {
            pageNo: 8,
            name: '第08版：体育',
            image: '/demo/paper/linjiang-1-4.svg',
            width: 1000,
            height: 1440,
            articles: [],
          },
        ],
      });
      expect(again.body.data.paperId).toBe(edition.paperId);
      expect(again.body.data.layouts.map((layout) => [layout.pageNo, layout.articles.length])).toEqual([
        [8, 0],
      ]);
      const placement = await ask<PaperArticle>('getPaperArticlePreview', {
        fileId: draftId,
        previewToken: (await send<{ previewToken: string }>('POST', `/ingest/articles/${draftId}/preview`))
          .body.data.previewToken,
      });
      expect(placement.body.data).toMatchObject({ paperId: 0, layoutId: 0, pageNo: 0 });
    });
  });

  const edition = (layouts: Json[]) => ({ name: '临江日报', date: '2025-06-01', layouts });
  const page = (articles: Json[] = [], extra: Json = {}) => ({
    pageNo: 1,
    name: '一版',
    image: '/a.svg',
    width: 100,
    height: 100,
    articles,
    ...extra,
  });
  const triangle = (fileId: number, corner: number) => ({
    fileId,
    mapping: [
      [0, 0],
      [corner, 0],
      [0, 1],
    ],
  });

  it.each([
    [{ date: '2025-06-01', layouts: [] }, '缺少字段 name'],
    [{ ...edition([]), date: '2025-02-30' }, '字段 date 必须是 yyyy-MM-dd 格式的日期'],
    [edition([]), '字段 layouts 不能为空'],
    [{ ...edition([page()]), pages: [] }, '不支持的字段 pages'],
    [edition([page([], { image: 'javascript:x' })]), '字段 layouts[0].image 格式错误'],
    [
      edition([page([triangle(1, 101)])]),
      '字段 layouts[0].articles[0].mapping 必须是 3 到 200 个 [x, y] 点，且在 100×100 的版面图内',
    ],
    [edition([page([triangle(1, 1), triangle(1, 2)])]), '稿件 1 在同一版面上出现了两次'],
    [edition([page(), page([], { name: '又一版' })]), '字段 layouts 中的 pageNo 重复'],
    [edition([page([triangle(999999, 1)])]), '稿件不存在：999999'],
  ])('refuses the edition %j', async (payload, message) => {
    expectRefusal(await send('POST', '/ingest/papers', payload), message, 400);
  });

  it('takes editions only from the CMS', async () => {
    const answer = await call(t.app, { method: 'POST', url: '/ingest/papers', payload: {} });
    expect(answer.http).toBe(401);
  });
});
