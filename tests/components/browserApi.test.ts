import TripleDES from 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { anonymousSession } from './anonymousSession';
import { md5 } from '@/lib/api/md5';
import { TOAST_EVENT } from '@/lib/shellEvents';

const API = 'http://localhost/api';
const envelope = (data: unknown, status = 0) => HttpResponse.json({ status, message: '', data });

/** browserApi keeps one client per page; each test gets a fresh page's worth of modules and storage. */
async function freshBrowserApi() {
  localStorage.clear();
  sessionStorage.clear();
  let mod!: typeof import('@/lib/auth/browserApi');
  await jest.isolateModulesAsync(async () => {
    mod = await import('@/lib/auth/browserApi');
  });
  return mod;
}

describe('the route guard in the browser', () => {
  it('fetches the anonymous token in token mode before any other call leaves', async () => {
    const order: string[] = [];
    server.use(
      http.get(`${API}/sso/anonymousToken`, async ({ request }) => {
        order.push('anonymousToken');
        expect(new URL(request.url).searchParams.get('device')).toMatch(/^xy\d{21}$/);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return envelope({ token: 'anon-1', accessToken: 'anon-1', refreshToken: 'r-1', expiresIn: 7200 });
      }),
      http.get(`${API}/main/getColumns`, ({ request }) => {
        order.push(`getColumns token=${request.headers.get('token')}`);
        return envelope({ list: [{ columnId: 1 }] });
      }),
    );
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession({ tokenEnable: true });
    const api = configureBrowserApi(s);
    const call = api.call('getColumns');
    await runRouteGuard(s);
    await expect(call).resolves.toEqual({ list: [{ columnId: 1 }] });
    expect(order).toEqual(['anonymousToken', 'getColumns token=anon-1']);
  });

  it('signs main calls from api version 3 with the configured key', async () => {
    let params: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/main/getColumns`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return envelope({ list: [] });
      }),
    );
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession({}, { API_SIGN_KEY: 'k3' });
    await runRouteGuard(s);
    await configureBrowserApi(s).call('getColumns', { parentColumnId: 0 });
    const all = Object.fromEntries(params!.entries());
    const { signature, ...rest } = all;
    const canonical = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    expect(signature).toBe(await md5(canonical + 'k3'));
    expect(rest).toMatchObject({
      siteId: '1',
      appID: '1',
      apiVersion: '3',
      curVersions: '1.0.0',
      parentColumnId: '0',
    });
  });

  it('with xyAuth 2 fetches auth info, then auth, then sends authToken, time and sign', async () => {
    const desKey = 'another-3des-key-24bytes';
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.get(`${API}/main/authinfo`, () => {
        const header = TripleDES.encrypt(
          JSON.stringify({ appKey: 'ak', appSecret: 'as' }),
          Utf8.parse(desKey),
          {
            mode: ECB,
            padding: Pkcs7,
          },
        ).toString();
        return HttpResponse.json({ status: 0, message: '', data: {} }, { headers: { 'api-data': header } });
      }),
      http.post(`${API}/main/auth`, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        expect(form.get('sign')).toBe(await md5(`akas${form.get('time')}`));
        return envelope({ authToken: 'at-1', authTime: Date.now() + 3_600_000 });
      }),
      http.get(`${API}/main/getConfig`, ({ request }) => {
        seen.push({
          authToken: request.headers.get('authToken'),
          time: request.headers.get('time'),
          sign: request.headers.get('sign'),
        });
        return envelope({ siteName: 'x' });
      }),
    );
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession({}, { XY_AUTH: '2', API_VERSION: '2', AUTHINFO_3DES_KEY: desKey });
    await runRouteGuard(s);
    await configureBrowserApi(s).call('getConfig');
    const [headers] = seen;
    expect(headers?.authToken).toBe('at-1');
    expect(headers?.sign).toBe(await md5(`at-1as${headers?.time}`));
  });
});

describe('status handling in the browser', () => {
  it('in the app webview asks the app to refresh on 10111 and tells the reader', async () => {
    const sent: string[] = [];
    (window as { XYAppBridge?: unknown }).XYAppBridge = { postMessage: (m: string) => sent.push(m) };
    const toasts: unknown[] = [];
    const onToast = (event: Event) => toasts.push((event as CustomEvent).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    server.use(http.get(`${API}/main/getColumns`, () => envelope(null, 10111)));
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession({ inApp: true });
    await runRouteGuard(s);
    await expect(configureBrowserApi(s).call('getColumns')).rejects.toMatchObject({ kind: 'tokenExpired' });
    expect(sent.map((m) => JSON.parse(m).type)).toEqual(['refreshToken']);
    expect(toasts).toEqual([{ messageKey: 'errors.loginExpired' }]);
    window.removeEventListener(TOAST_EVENT, onToast);
    delete (window as { XYAppBridge?: unknown }).XYAppBridge;
  });

  it('on 10102 asks the app, one second later, to clear the user and log in', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const sent: string[] = [];
    (window as { XYAppBridge?: unknown }).XYAppBridge = { postMessage: (m: string) => sent.push(m) };
    server.use(http.get(`${API}/main/getColumns`, () => envelope(null, 10102)));
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession({ inApp: true });
    await runRouteGuard(s);
    await expect(configureBrowserApi(s).call('getColumns')).rejects.toMatchObject({ kind: 'loginRequired' });
    jest.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent.map((m) => JSON.parse(m).type)).toEqual(['clearUser', 'login']);
    jest.useRealTimers();
    delete (window as { XYAppBridge?: unknown }).XYAppBridge;
  });

  it('passes network failures to the caller', async () => {
    server.use(http.get(`${API}/main/getColumns`, () => HttpResponse.error()));
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession();
    await runRouteGuard(s);
    await expect(configureBrowserApi(s).call('getColumns')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      operation: 'getColumns',
    });
  });

  it('cancels the previous getArticlesNew when a new one starts', async () => {
    let served = 0;
    server.use(
      http.get(`${API}/main/getArticlesNew`, async ({ request }) => {
        served += 1;
        const page = new URL(request.url).searchParams.get('page');
        await new Promise((resolve) => setTimeout(resolve, page === '1' ? 200 : 10));
        return envelope({ list: [page] });
      }),
    );
    const { configureBrowserApi, runRouteGuard } = await freshBrowserApi();
    const s = anonymousSession();
    await runRouteGuard(s);
    const api = configureBrowserApi(s);
    const first = api.call('getArticlesNew', { page: 1 });
    const second = api.call('getArticlesNew', { page: 2 });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toEqual({ list: ['2'] });
    expect(served).toBeGreaterThanOrEqual(1);
  });
});
