import { toPaper, toPaperArticle, toPaperDates } from '@/lib/api/paper';
import { polygonPoints } from '@/lib/api/printedPage';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));

const region = (
  fileId: number,
  title: string,
  mapping: unknown = [
    [10, 20],
    [110, 20],
    [110, 80],
    [10, 80],
  ],
) => ({
  fileId,
  title,
  mapping,
});

const layout = (layoutId: number, pageNo: number, extra: object = {}) => ({
  layoutId,
  pageNo,
  name: `第0${pageNo}版：要闻`,
  image: `/demo/paper/p-${pageNo}.svg`,
  width: 1000,
  height: 1440,
  articles: [region(layoutId * 10, `稿件${layoutId}`)],
  ...extra,
});

describe('paper mapper', () => {
  it('maps an edition with its pages in page order and regions as SVG points', () => {
    const paper = toPaper({
      paperId: 3,
      name: ' 临江日报 ',
      date: '2025-05-01',
      layouts: [layout(8, 2), layout(7, 1)],
    });
    expect(paper).toEqual({
      paperId: 3,
      name: '临江日报',
      date: '2025-05-01',
      layouts: [
        {
          layoutId: 7,
          pageNo: 1,
          name: '第01版：要闻',
          image: '/demo/paper/p-1.svg',
          width: 1000,
          height: 1440,
          articles: [{ fileId: 70, title: '稿件7', points: '10,20 110,20 110,80 10,80' }],
        },
        expect.objectContaining({ layoutId: 8, pageNo: 2 }),
      ],
    });
  });

  it('is null for an answer that is not an edition', () => {
    expect(toPaper(null)).toBeNull();
    expect(toPaper({ paperId: 0, date: '2025-05-01' })).toBeNull();
    expect(toPaper({ paperId: 1, date: '2025-02-30' })).toBeNull();
    expect(toPaper({ paperId: 1, date: 'yesterday' })).toBeNull();
  });

  it('drops pages without an id and keeps a page whose picture is unsafe or unsized, without the picture', () => {
    const paper = toPaper({
      paperId: 1,
      date: '2025-05-01',
      layouts: [
        layout(0, 1),
        layout(2, 2, { image: 'javascript:alert(1)' }),
        layout(3, 3, { width: 0 }),
        layout(4, 4, { image: 'https://cdn.example.cn/p4.jpg' }),
      ],
    });
    expect(paper?.layouts.map((page) => [page.layoutId, page.image, page.width, page.height])).toEqual([
      [2, '', 1000, 1440],
      [3, '', 0, 0],
      [4, 'https://cdn.example.cn/p4.jpg', 1000, 1440],
    ]);
  });

  it('drops regions without an article, a title or a drawable outline', () => {
    const paper = toPaper({
      paperId: 1,
      date: '2025-05-01',
      layouts: [
        layout(1, 1, {
          articles: [
            region(0, '无编号'),
            region(2, '  '),
            region(3, '两个点', [
              [0, 0],
              [1, 1],
            ]),
            region(4, '坏坐标', [
              [0, 0],
              [1, 'x'],
              [2, 2],
            ]),
            region(5, '好的', [
              [0, 0],
              [5.5, 0],
              [5.5, 9],
            ]),
          ],
        }),
      ],
    });
    expect(paper?.layouts[0]?.articles).toEqual([{ fileId: 5, title: '好的', points: '0,0 5.5,0 5.5,9' }]);
  });

  it('turns outlines into points only when every point is a pair of finite numbers', () => {
    expect(
      polygonPoints([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toBe('1,2 3,4 5,6');
    expect(
      polygonPoints([
        [1, 2],
        [3, 4],
        [5, 6, 7],
      ]),
    ).toBeNull();
    expect(
      polygonPoints([
        [1, 2],
        [3, 4],
        [5, Infinity],
      ]),
    ).toBeNull();
    expect(polygonPoints([[1, 2], [3, 4], '5,6'])).toBeNull();
    expect(polygonPoints('1,2 3,4 5,6')).toBeNull();
  });
});

describe('paper dates mapper', () => {
  it('keeps the month and its real dates, once each, in calendar order', () => {
    expect(
      toPaperDates({
        month: '2025-05',
        dates: ['2025-05-03', '2025-05-01', '2025-05-03', '2025-04-30', '2025-05-32', 'x', 7],
      }),
    ).toEqual({ month: '2025-05', dates: ['2025-05-01', '2025-05-03'] });
  });

  it('has no dates without a valid month', () => {
    expect(toPaperDates({ month: '', dates: [] })).toEqual({ month: '', dates: [] });
    expect(toPaperDates({ month: '2025-13', dates: ['2025-13-01'] })).toEqual({ month: '', dates: [] });
    expect(toPaperDates(null)).toEqual({ month: '', dates: [] });
  });
});

describe('paper article mapper', () => {
  it('is the article with where it was printed', () => {
    const article = toPaperArticle({
      fileId: 42,
      title: '临江港一季度集装箱吞吐量同比增长12.6%',
      columnID: 5,
      articleType: 0,
      aStatus: 1,
      content: '<p>正文</p>',
      source: '临江日报',
      editor: '王婧',
      paperId: 3,
      layoutId: 8,
      pageNo: 2,
    });
    expect(article).toMatchObject({
      fileId: 42,
      title: '临江港一季度集装箱吞吐量同比增长12.6%',
      source: '临江日报',
      html: '<p>正文</p>',
      credits: [{ role: 'editor', names: '王婧' }],
      paperId: 3,
      layoutId: 8,
      pageNo: 2,
    });
  });

  it('reads an article printed nowhere as placed at 0, and a non-article as null', () => {
    expect(toPaperArticle({ fileId: 9, title: 't' })).toMatchObject({ paperId: 0, layoutId: 0, pageNo: 0 });
    expect(toPaperArticle({ title: 'no id' })).toBeNull();
  });
});
