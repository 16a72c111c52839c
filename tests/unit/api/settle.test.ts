import { ApiError } from '@/lib/api/apiError';
import { settle } from '@/lib/api/settle';

describe('settle', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('passes a side block its data', async () => {
    await expect(settle(Promise.resolve(['hot']), 'articleHot')).resolves.toEqual(['hot']);
    expect(logged).not.toHaveBeenCalled();
  });

  it('turns a failure into nothing, and logs it so it is not lost', async () => {
    const failure = new ApiError('articleHot', 'network');
    await expect(settle(Promise.reject(failure), 'articleHot')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('articleHot failed', failure);
  });
});
