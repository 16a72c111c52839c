import type { ArticleSummary } from '@/lib/api/articleModel';
import type { ColumnView } from '@/lib/api/articles';
import { shownOnce } from '@/lib/api/shownOnce';

const story = (fileId: number): ArticleSummary => ({
  fileId,
  columnId: 1,
  articleType: 0,
  title: `稿件${fileId}`,
  abstract: '',
  source: '',
  publishtime: 0,
  picType: 0,
  image: '',
  images: [],
  liveStatus: 0,
  href: `/newsDetail/1/${fileId}.html`,
  external: false,
});
const stories = (...ids: number[]) => ids.map(story);
const ids = (list: readonly ArticleSummary[]) => list.map((item) => item.fileId);
const topModule = (moduleId: number, list: ArticleSummary[]) => ({
  moduleId,
  name: `模块${moduleId}`,
  type: 0,
  cmDisplayStyle: 1,
  moreColumnId: 0,
  list,
});

describe('shownOnce', () => {
  const view: ColumnView = {
    carousel: stories(1, 2, 3),
    liveArticles: stories(9, 2),
    modules: [topModule(10, stories(4, 1, 5)), topModule(11, stories(3, 2)), topModule(12, stories(5, 6, 6))],
  };

  it('leaves a story out of every block below the first that shows it, keeping each block’s order', () => {
    const { view: shown, firstPage } = shownOnce(view, { list: stories(7, 1, 4, 8, 6, 9), hasMore: true });
    expect(ids(shown!.carousel)).toEqual([1, 2, 3]);
    expect(ids(shown!.liveArticles)).toEqual([9]);
    expect(shown!.modules.map((m) => [m.moduleId, ids(m.list)])).toEqual([
      [10, [4, 5]],
      [12, [6]],
    ]);
    expect(ids(firstPage.list)).toEqual([7, 8]);
    expect(firstPage.hasMore).toBe(true);
  });

  it('names every story drawn, for the list’s later pages to leave out', () => {
    const { shown } = shownOnce(view, { list: stories(7, 1), hasMore: true });
    expect(new Set(shown)).toEqual(new Set([1, 2, 3, 9, 4, 5, 6, 7]));
  });

  it('keeps a list of its own when the column has no blocks', () => {
    const { view: shown, firstPage } = shownOnce(null, { list: stories(1, 2, 1), hasMore: false });
    expect(shown).toBeNull();
    expect(ids(firstPage.list)).toEqual([1, 2]);
  });
});
