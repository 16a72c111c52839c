import { getArticle } from '@/lib/api/articles';

const call = jest.fn();
jest.mock('@/lib/api/serverApi', () => ({ serverApi: { call: (...args: unknown[]) => call(...args) } }));
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const token = '45.1795356214458.zmHhg-Rh9aqNG49LNmd8mFALb4GC1RmGoeN6Pk3kRZo';

describe('loading an article', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockResolvedValue({ fileId: 45, title: '体育中心更名', aStatus: 0, statusText: '未发布' });
  });

  it('asks getArticleContent with only the fileId for a plain reader', async () => {
    expect((await getArticle(45))?.title).toBe('体育中心更名');
    expect(call).toHaveBeenLastCalledWith('getArticleContent', { fileId: 45 });
  });

  it('passes showStatusType and innerEditor on, and maps the state line', async () => {
    const article = await getArticle(45, { showStatusType: 1, innerEditor: 1 });
    expect(call).toHaveBeenLastCalledWith('getArticleContent', {
      fileId: 45,
      showStatusType: 1,
      innerEditor: 1,
    });
    expect(article?.statusText).toBe('未发布');
  });

  it('takes the unreleased call with a credential, the own-article call for a poster, options kept', async () => {
    await getArticle(45, { previewToken: token, showStatusType: 3 });
    expect(call).toHaveBeenLastCalledWith('getArticleContentPreview', {
      fileId: 45,
      previewToken: token,
      showStatusType: 3,
    });
    await getArticle(45, { previewToken: token, poster: true });
    expect(call).toHaveBeenLastCalledWith('getOwnArticle', { fileId: 45, previewToken: token });
  });
});
