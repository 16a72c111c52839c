import { createVirtualDeviceId, createVirtualUid, DEVICE_ID_KEY, ensureIdentity } from '@/lib/auth/identity';
import { memoryStore } from '@/lib/auth/keyValueStore';
import { readToken, TOKEN_KEYS } from '@/lib/auth/tokens';
import { TOKEN_LIFETIME_MS } from '@/lib/api/apiSession';
import { clearTokens, storedTokens, writeToken } from '@/lib/auth/tokenWrites';
import {
  appUserIdFromUserAgent,
  isAppWebview,
  isInternetExplorer,
  isMobile,
  isWeChat,
} from '@/lib/device/environment.mjs';

describe('local identity', () => {
  it('makes a device id of xy, random digits and the timestamp', () => {
    const id = createVirtualDeviceId('xy', () => 0.55, 1700000000123);
    expect(id).toBe('xy555555551700000000123');
    expect(createVirtualDeviceId()).toMatch(/^xy\d{8}\d{13}$/);
  });

  it('supports the UUID reading of the spec', () => {
    expect(createVirtualDeviceId('uuid')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('derives the virtual uid from a random number and the timestamp', () => {
    expect(createVirtualUid(() => 0.1, 42)).toBe('11111142');
  });

  it('keeps the identity once made', () => {
    const store = memoryStore();
    const first = ensureIdentity(store);
    expect(ensureIdentity(store)).toEqual(first);
    store.removeItem(DEVICE_ID_KEY);
    expect(ensureIdentity(store).deviceId).not.toBe(first.deviceId);
  });
});

describe('tokens', () => {
  it('live 7,200,000 ms', () => {
    expect(TOKEN_LIFETIME_MS).toBe(7_200_000);
    const store = memoryStore();
    writeToken(store, 'security', 'abc', undefined, 1000);
    expect(readToken(store, 'security', 1000 + TOKEN_LIFETIME_MS - 1)).toBe('abc');
    expect(readToken(store, 'security', 1000 + TOKEN_LIFETIME_MS)).toBeNull();
    expect(store.getItem(TOKEN_KEYS.security)).toBeNull();
  });

  it('ignores and removes a corrupt entry', () => {
    const store = memoryStore();
    store.setItem(TOKEN_KEYS.refresh, '{not json');
    expect(readToken(store, 'refresh')).toBeNull();
    store.setItem(TOKEN_KEYS.refresh, JSON.stringify({ value: 1, expiresAt: 'x' }));
    expect(readToken(store, 'refresh')).toBeNull();
  });

  it('clears only the named tokens', () => {
    const store = memoryStore();
    writeToken(store, 'authToken', 'a');
    writeToken(store, 'security', 's');
    clearTokens(store, ['authToken']);
    expect(readToken(store, 'authToken')).toBeNull();
    expect(readToken(store, 'security')).toBe('s');
  });

  it("are what the API client reads and writes through the session's tokens", () => {
    const store = memoryStore();
    const tokens = storedTokens(store);
    tokens.write('refresh', 'r1');
    tokens.write('authToken', 'a1', 1);
    expect(readToken(store, 'refresh')).toBe('r1');
    expect(JSON.parse(store.getItem(TOKEN_KEYS.authToken) ?? '{}').expiresAt).toBeLessThanOrEqual(
      Date.now() + 1,
    );
    writeToken(store, 'security', 's1');
    expect(tokens.read('security')).toBe('s1');
    tokens.clear(['security', 'refresh']);
    expect([readToken(store, 'security'), readToken(store, 'refresh')]).toEqual([null, null]);
  });
});

describe('environment', () => {
  it('recognises WeChat, the app webview, IE and phones', () => {
    expect(isWeChat('Mozilla/5.0 MicroMessenger/8.0.40')).toBe(true);
    expect(isWeChat('Mozilla/5.0 Chrome/120')).toBe(false);
    expect(isAppWebview('Mozilla/5.0 XYNewsApp/5.2')).toBe(true);
    expect(isAppWebview('Mozilla/5.0 XYNewsApplication')).toBe(false);
    expect(isInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isMobile('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });

  it('reads the signed-in member from the app user agent', () => {
    expect(appUserIdFromUserAgent('XYNewsApp/5.2 xyuid/1234')).toBe('1234');
    expect(appUserIdFromUserAgent('XYNewsApp/5.2 xyuid/0')).toBeNull();
    expect(appUserIdFromUserAgent('XYNewsApp/5.2')).toBeNull();
  });
});
