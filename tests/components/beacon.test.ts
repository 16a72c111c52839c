import { http, HttpResponse } from 'msw';
import { server } from './server';
import { anonymousSession } from './anonymousSession';
import { routeGuardHasWork, type BrowserSession } from '@/lib/auth/browserSession';
import { md5 } from '@/lib/api/md5';
import { writeToken } from '@/lib/auth/tokenWrites';

const API = 'http://localhost/api';
const envelope = (data: unknown, status = 0) => HttpResponse.json({ status, message: '', data });

interface Seen {
  path: string;
  token: string | null;
  form: Record<string, string>;
}

/** Each test is a fresh page: new modules (no API client yet), empty storage, the session ClientRuntime sets. */
async function freshPage(overrides: Partial<BrowserSession> = {}, env: Record<string, string> = {}) {
  localStorage.clear();
  sessionStorage.clear();
  // Reset rather than isolated: the client the beacon imports later must come from the same fresh registry.
  jest.resetModules();
  const { setBrowserSession } = await import('@/lib/auth/browserSession');
  setBrowserSession(anonymousSession(overrides, env));
  return import('@/lib/auth/beacon');
}

function recordRequests(eventReplies: Array<{ status: number }> = [{ status: 0 }]) {
  const seen: Seen[] = [];
  server.use(
    http.post(`${API}/main/event`, async ({ request }) => {
      seen.push({
        path: 'event',
        token: request.headers.get('token'),
        form: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return envelope(null, (eventReplies.shift() ?? { status: 0 }).status);
    }),
    http.get(`${API}/sso/anonymousToken`, () => {
      seen.push({ path: 'anonymousToken', token: null, form: {} });
      return envelope({ token: 'anon-new', accessToken: 'anon-new', refreshToken: 'r-new', expiresIn: 7200 });
    }),
  );
  return seen;
}

describe('the beacon', () => {
  it('posts a signed form with the request context and no API client round trips', async () => {
    const seen = recordRequests();
    const { sendBeacon } = await freshPage({}, { API_SIGN_KEY: 'beacon-key' });
    await sendBeacon('event', { id: 47, type: 3, appID: 1 });
    expect(seen.map((s) => s.path)).toEqual(['event']);
    const [{ form, token }] = seen as [Seen];
    const { signature, ...rest } = form;
    const canonical = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    expect(signature).toBe(await md5(`${canonical}beacon-key`));
    expect(rest).toMatchObject({ siteId: '1', apiVersion: '3', id: '47', type: '3' });
    expect(rest.device).toMatch(/^xy\d{21}$/);
    expect(token).toBeNull();
  });

  it("sends the reader's stored token in token mode without asking for a new one", async () => {
    const seen = recordRequests();
    const { sendBeacon } = await freshPage({ tokenEnable: true });
    writeToken(localStorage, 'security', 'held-token');
    await sendBeacon('event', { id: 1, type: 3 });
    expect(seen.map((s) => [s.path, s.token])).toEqual([['event', 'held-token']]);
  });

  it('in token mode without a token lets the API client fetch one first', async () => {
    const seen = recordRequests();
    const { sendBeacon } = await freshPage({ tokenEnable: true });
    await sendBeacon('event', { id: 1, type: 3 });
    expect(seen.map((s) => [s.path, s.token])).toEqual([
      ['anonymousToken', null],
      ['event', 'anon-new'],
    ]);
  });

  it('hands a 10111 answer to the API client, which renews the token and sends again', async () => {
    const seen = recordRequests([{ status: 10111 }, { status: 10111 }, { status: 0 }]);
    const { sendBeacon } = await freshPage({ tokenEnable: true });
    writeToken(localStorage, 'security', 'stale-token');
    await sendBeacon('event', { id: 1, type: 3 });
    expect(seen.map((s) => [s.path, s.token])).toEqual([
      ['event', 'stale-token'],
      ['event', 'stale-token'],
      ['anonymousToken', null],
      ['event', 'anon-new'],
    ]);
  });

  it('rejects a refused call, so the caller can drop it', async () => {
    recordRequests([{ status: -1 }]);
    const { sendBeacon } = await freshPage();
    await expect(sendBeacon('event', { id: 1, type: 3 })).rejects.toThrow('event refused: -1');
  });
});

describe('the route guard before the first call', () => {
  beforeEach(() => localStorage.clear());

  it('has no work for an anonymous reader outside token mode, so the page need not load the client', () => {
    expect(routeGuardHasWork(anonymousSession())).toBe(false);
  });

  it('has work in token mode until the reader holds a token', () => {
    expect(routeGuardHasWork(anonymousSession({ tokenEnable: true }))).toBe(true);
    writeToken(localStorage, 'security', 'held');
    expect(routeGuardHasWork(anonymousSession({ tokenEnable: true }))).toBe(false);
  });

  it("has work keeping a member's tokens renewed, except in the app, which renews its own", () => {
    writeToken(localStorage, 'member', '7');
    writeToken(localStorage, 'refresh', 'r');
    expect(routeGuardHasWork(anonymousSession())).toBe(true);
    expect(routeGuardHasWork(anonymousSession({ inApp: true }))).toBe(false);
  });

  it('has work in xyAuth 2 before api version 3', () => {
    expect(routeGuardHasWork(anonymousSession({}, { XY_AUTH: '2', API_VERSION: '2' }))).toBe(true);
  });
});
