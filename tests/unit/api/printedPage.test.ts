import { toArticle } from '@/lib/api/articleModel';
import { toPrintedPage } from '@/lib/api/printedPage';

const layoutMapping = {
  paperId: 3,
  paperName: ' 临江日报 ',
  date: '2025-06-01',
  layoutId: 12,
  pageNo: 2,
  pageName: '第02版：经济',
  image: '/demo/paper/linjiang-1-2.svg',
  width: 1000,
  height: 1440,
  mapping: [
    [40, 110],
    [960, 110],
    [960, 710],
    [40, 710],
  ],
};

describe('the printed page of an article', () => {
  it('maps the backend layoutMapping onto the page and the outline to draw', () => {
    expect(toPrintedPage(layoutMapping)).toEqual({
      paperId: 3,
      paperName: '临江日报',
      date: '2025-06-01',
      layoutId: 12,
      pageNo: 2,
      pageName: '第02版：经济',
      image: '/demo/paper/linjiang-1-2.svg',
      width: 1000,
      height: 1440,
      points: '40,110 960,110 960,710 40,710',
    });
  });

  it.each([
    ['no edition', { paperId: 0 }],
    ['no page', { layoutId: 'x' }],
    ['a date that does not exist', { date: '2025-02-30' }],
    ['a picture that could run script', { image: 'javascript:alert(1)' }],
    ['a picture of unknown size', { width: 0 }],
    [
      'an outline of two points',
      {
        mapping: [
          [0, 0],
          [1, 1],
        ],
      },
    ],
    ['only the outline, as some CMSs store it', { paperId: undefined, layoutId: undefined, date: undefined }],
  ])('is none with %s', (_, change) => {
    expect(toPrintedPage({ ...layoutMapping, ...change })).toBeNull();
  });

  it('comes with a full article, null when the article was not printed', () => {
    expect(toArticle({ fileId: 7, title: '稿件', layoutMapping })?.printedPage?.layoutId).toBe(12);
    expect(toArticle({ fileId: 7, title: '稿件' })?.printedPage).toBeNull();
    expect(toArticle({ fileId: 7, title: '稿件', layoutMapping: 'nonsense' })?.printedPage).toBeNull();
  });
});
