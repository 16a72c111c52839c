import { loadColumnAds } from '@/lib/api/ads';
import { ApiError } from '@/lib/api/apiError';

const call = jest.fn();
jest.mock('@/lib/api/serverApi', () => ({ serverApi: { call: (...args: unknown[]) => call(...args) } }));
// Outside Next there is no data cache: the fetcher runs as is.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

beforeEach(() => {
  call.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('loadColumnAds', () => {
  it('asks getAdvList for the column and maps the answer', async () => {
    call.mockResolvedValue({
      list: [{ advId: 1, title: 'A', imgUrl: '/a.svg', position: 'top', width: 750, height: 300 }],
    });
    const result = await loadColumnAds(11);
    expect(call).toHaveBeenCalledWith('getAdvList', { columnId: 11 });
    expect(result.failed).toBe(false);
    expect(result.ads.map((ad) => ad.advId)).toEqual([1]);
  });

  it.each([
    ['an unreachable ad service', new ApiError('getAdvList', 'network')],
    ['a refusal', new ApiError('getAdvList', 'status', { message: '栏目不存在' })],
  ])('reports %s as failed, without throwing, and logs it', async (_, error) => {
    call.mockRejectedValue(error);
    await expect(loadColumnAds(12)).resolves.toEqual({ failed: true, ads: [] });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('getAdvList failed'), error);
  });
});
