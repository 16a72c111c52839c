import { findLayout, paperHref, paperQuery } from '@/lib/routing/paperRoute';

describe('paper route parameters', () => {
  it('means the newest edition without a date', () => {
    expect(paperQuery({})).toEqual({ date: null });
  });

  it('reads the date in either spelling with paper, page, article and month', () => {
    expect(
      paperQuery({ time: '20250501', paperId: '3', layout: '8', article: '42', month: '2025-04' }),
    ).toEqual({ date: '2025-05-01', paperId: 3, layout: 8, articleId: 42, month: '2025-04' });
    expect(paperQuery({ time: ['2025-05-01', 'x'] })).toEqual({ date: '2025-05-01' });
  });

  it.each([
    [{ time: '2025-02-30' }],
    [{ time: 'latest' }],
    [{ time: '2025-05-01', paperId: 'x' }],
    [{ time: '2025-05-01', paperId: '3', layout: '0' }],
    [{ article: '-1' }],
    [{ month: '2025-13' }],
  ])('refuses %j', (params) => {
    expect(paperQuery(params)).toBeNull();
  });

  it('treats empty values as absent', () => {
    expect(paperQuery({ time: '', article: '', month: '' })).toEqual({ date: null });
  });
});

describe('finding the page', () => {
  const pages = [
    { layoutId: 11, pageNo: 1 },
    { layoutId: 12, pageNo: 2 },
    { layoutId: 2, pageNo: 3 },
  ];

  it('takes the first page when none is named', () => {
    expect(findLayout(pages, undefined)).toBe(pages[0]);
    expect(findLayout([], undefined)).toBeUndefined();
  });

  it('prefers a layoutId of the edition to a page number', () => {
    expect(findLayout(pages, 12)).toBe(pages[1]);
    expect(findLayout(pages, 2)).toBe(pages[2]);
    expect(findLayout(pages, 1)).toBe(pages[0]);
    expect(findLayout(pages, 9)).toBeUndefined();
  });
});

describe('paper links', () => {
  it('fill the route from the left and carry the article and month', () => {
    expect(paperHref({})).toBe('/paperSharePage.html');
    expect(paperHref({ date: '2025-05-01' })).toBe('/paperSharePage/2025-05-01.html');
    expect(paperHref({ date: '2025-05-01', paperId: 3, layoutId: 8 }, { article: 42 })).toBe(
      '/paperSharePage/2025-05-01/3/8.html?article=42',
    );
    expect(paperHref({ date: '2025-05-01', layoutId: 8 }, { month: '2025-04' })).toBe(
      '/paperSharePage/2025-05-01.html?month=2025-04',
    );
  });
});
