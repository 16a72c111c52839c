import { loadSitePage, toSitePage } from '@/lib/api/sitePages';

const call = jest.fn();
jest.mock('@/lib/api/serverApi', () => ({ serverApi: { call: (...args: unknown[]) => call(...args) } }));
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const about = {
  id: 3,
  kind: 'about',
  title: '关于临江日报',
  summary: '简介',
  content: '<p>正文</p>',
  image: '/demo/skyline.svg',
  publishtime: 1_750_000_000_000,
  updatedAt: 1_750_000_000_000,
};

describe('site pages', () => {
  beforeEach(() => call.mockReset());

  it('maps a page, its HTML left for the page to sanitise', () => {
    expect(toSitePage(about)).toEqual({
      id: 3,
      title: '关于临江日报',
      summary: '简介',
      html: '<p>正文</p>',
      image: '/demo/skyline.svg',
      publishtime: 1_750_000_000_000,
    });
    expect(toSitePage({ title: '无 id' })).toBeNull();
  });

  it('asks getSitePage by kind and optional id, noticeDetail by id', async () => {
    call.mockResolvedValue(about);
    await loadSitePage('about', undefined);
    expect(call).toHaveBeenLastCalledWith('getSitePage', { kind: 'about', id: undefined });
    await loadSitePage('product', 4);
    expect(call).toHaveBeenLastCalledWith('getSitePage', { kind: 'product', id: 4 });
    await loadSitePage('notice', 9);
    expect(call).toHaveBeenLastCalledWith('noticeDetail', { id: 9 });
  });

  it('finds no notice without an id and never asks for one', async () => {
    expect(await loadSitePage('notice', undefined)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
