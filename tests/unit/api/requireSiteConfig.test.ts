import { ApiError } from '@/lib/api/apiError';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { serverApi } from '@/lib/api/serverApi';

jest.mock('server-only', () => ({}));
jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
jest.mock('@/lib/api/serverApi', () => ({ serverApi: { call: jest.fn() } }));

describe('requireSiteConfig', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('gives a screen the site config', async () => {
    jest.mocked(serverApi.call).mockResolvedValue({ siteName: '临江新闻' });
    await expect(requireSiteConfig()).resolves.toMatchObject({ siteName: '临江新闻' });
  });

  it('fails the render with an ApiError when the backend cannot be reached, so error.tsx says so', async () => {
    jest.mocked(serverApi.call).mockRejectedValue(new ApiError('getConfig', 'network'));
    const failure = await requireSiteConfig().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ operation: 'getConfig', kind: 'network' });
  });
});
