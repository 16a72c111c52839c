import { ApiError } from '@/lib/api/apiError';
import { memoryStore } from '@/lib/auth/keyValueStore';
import { tokenExpiry } from '@/lib/auth/tokens';
import { writeToken } from '@/lib/auth/tokenWrites';
import {
  configureTokenRenewal,
  renewalDelay,
  RENEW_AHEAD_MS,
  RENEW_RETRY_MS,
  scheduleTokenRenewal,
} from '@/lib/auth/tokenRenewal';

const HOUR = 3_600_000;

function member(store = memoryStore(), now = Date.now()) {
  writeToken(store, 'security', 'access', 2 * HOUR, now);
  writeToken(store, 'refresh', 'refresh', 2 * HOUR, now);
  writeToken(store, 'member', '7', 2 * HOUR, now);
  return store;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('when a token is renewed', () => {
  it('is a few minutes before it expires, at once when that has passed, never without a token', () => {
    expect(renewalDelay(10 * HOUR, 8 * HOUR)).toBe(2 * HOUR - RENEW_AHEAD_MS);
    expect(renewalDelay(10 * HOUR, 10 * HOUR - 60_000)).toBe(0);
    expect(renewalDelay(null, 0)).toBeNull();
  });

  it('reads the expiry stored with the token', () => {
    const store = memoryStore();
    writeToken(store, 'security', 'x', 1000, 5000);
    expect(tokenExpiry(store, 'security', 5500)).toBe(6000);
    expect(tokenExpiry(store, 'security', 6000)).toBeNull();
  });
});

describe('the renewal timer', () => {
  it('renews a member’s session before it expires and starts over with the new tokens', async () => {
    const store = member();
    const renew = jest.fn(async () => {
      member(store);
    });
    configureTokenRenewal({ store, renew, onRefused: jest.fn() });
    scheduleTokenRenewal();
    jest.advanceTimersByTime(2 * HOUR - RENEW_AHEAD_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * HOUR - RENEW_AHEAD_MS);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('leaves anonymous readers alone', async () => {
    const store = memoryStore();
    writeToken(store, 'security', 'anonymous');
    writeToken(store, 'refresh', 'refresh');
    const renew = jest.fn(async () => {});
    configureTokenRenewal({ store, renew, onRefused: jest.fn() });
    scheduleTokenRenewal();
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(renew).not.toHaveBeenCalled();
  });

  it('ends the session when the backend refuses, and tries again later when it was unreachable', async () => {
    const store = member();
    const onRefused = jest.fn();
    const renew = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new ApiError('refreshAccessToken', 'network'))
      .mockRejectedValueOnce(new ApiError('refreshAccessToken', 'tokenExpired'));
    configureTokenRenewal({ store, renew, onRefused });
    scheduleTokenRenewal();
    await jest.advanceTimersByTimeAsync(2 * HOUR - RENEW_AHEAD_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(RENEW_RETRY_MS + 1);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(onRefused).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
