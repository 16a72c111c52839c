import { ApiError, isUnreachable } from '@/lib/api/apiError';

describe('isUnreachable', () => {
  it.each(['network', 'timeout', 'http'] as const)('is true for a %s failure', (kind) => {
    expect(isUnreachable(new ApiError('getColumns', kind))).toBe(true);
  });

  it.each(['status', 'authReset', 'tokenExpired', 'loginRequired'] as const)(
    'is false for a %s answer, which the backend did give',
    (kind) => {
      expect(isUnreachable(new ApiError('getColumns', kind))).toBe(false);
    },
  );

  it('is false for anything that is not an ApiError', () => {
    expect(isUnreachable(new TypeError('fetch failed'))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});
