import { toModulePage } from '@/lib/api/modules';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const article = (fileId: number) => ({ fileId, title: `稿件${fileId}`, columnID: 3, articleType: 0 });

describe('module page mapper', () => {
  it('reads the heading and the first page, has-more as the backend says', () => {
    expect(
      toModulePage({
        module: { moduleId: 7, columnId: 2, name: '时政要闻', type: 0, cmDisplayStyle: 3 },
        list: [article(11), article(12)],
        hasMore: true,
      }),
    ).toMatchObject({
      moduleId: 7,
      columnId: 2,
      name: '时政要闻',
      cmDisplayStyle: 3,
      hasMore: true,
      list: [{ fileId: 11 }, { fileId: 12 }],
    });
  });

  it('treats a module of a type the reader does not show as missing (spec section 9)', () => {
    const page = (type: unknown) => toModulePage({ module: { moduleId: 7, name: 'x', type }, list: [] });
    for (const kept of [0, 7, 8, 9, 10, 11]) expect(page(kept)).not.toBeNull();
    for (const dropped of [5, 12, undefined, '0x']) expect(page(dropped)).toBeNull();
  });

  it('refuses an answer without a module', () => {
    expect(toModulePage({ list: [article(1)] })).toBeNull();
    expect(toModulePage(null)).toBeNull();
  });
});
