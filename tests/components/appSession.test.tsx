import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { configureBrowserApi } from '@/lib/auth/browserApi';
import type { BrowserSession } from '@/lib/auth/browserSession';
import { APP_SESSION_SYNCED_KEY, applyAppSession } from '@/lib/auth/appSession';
import { DEVICE_ID_KEY } from '@/lib/auth/identity';
import { readToken } from '@/lib/auth/tokens';
import { TOAST_EVENT, type ToastDetail } from '@/lib/shellEvents';
import { AppSession } from '@/components/member/AppSession.island';

type AppWindow = Window & {
  XYAppBridge?: { postMessage(message: string): void };
  xyAppSession?: (session: unknown) => void;
};
const win = window as AppWindow;
const API = 'http://localhost/api';
const APP_UA = 'Mozilla/5.0 (iPhone) Mobile XYNewsApp/5.2.0 xyuid/5';
const appMember = { uid: '5', token: 'app-acc-1', refreshToken: 'app-ref-1', device: 'xy-app-device-1' };

const stores = () => ({ local: localStorage, session: sessionStorage });

/** What the page sent the app, and what it sent the site's session route. */
const toApp: { type: string }[] = [];
const sessionCalls: { method: string; body: Record<string, string> }[] = [];
const refreshes: string[] = [];
let sessionStatus = 200;

let session: BrowserSession;
beforeAll(async () => {
  session = await startBrowserSession({ inApp: true });
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toApp.length = 0;
  sessionCalls.length = 0;
  refreshes.length = 0;
  sessionStatus = 200;
  // The fake bridge: an Android app's XYAppBridge, answering getSession with its member.
  win.XYAppBridge = {
    postMessage: (message) => {
      const parsed = JSON.parse(message) as { type: string };
      toApp.push(parsed);
      if (parsed.type === 'getSession') setTimeout(() => win.xyAppSession?.(appMember), 0);
    },
  };
  const record = async (request: Request) => {
    sessionCalls.push({ method: request.method, body: (await request.json()) as Record<string, string> });
    return HttpResponse.json({}, { status: sessionStatus });
  };
  server.use(
    http.post('http://localhost/api/session', ({ request }) => record(request)),
    http.delete('http://localhost/api/session', ({ request }) => record(request)),
    http.get(`${API}/sso/refreshAccessToken`, ({ request }) => {
      refreshes.push(request.url);
      return HttpResponse.json({ status: 0, data: {} });
    }),
  );
});
afterEach(() => {
  delete win.XYAppBridge;
  jest.useRealTimers();
});

describe('the app webview session', () => {
  it('asks the app for its member and signs them in on the site without a login page', async () => {
    const view = render(<AppSession />);
    await waitFor(() => expect(sessionCalls).toHaveLength(1));
    expect(toApp).toEqual([{ type: 'getSession', payload: {} }]);
    // The server's copy: the session route takes the app's tokens.
    expect(sessionCalls[0]).toEqual({
      method: 'POST',
      body: { token: 'app-acc-1', refreshToken: 'app-ref-1', userid: '5' },
    });
    expect(readToken(localStorage, 'security')).toBe('app-acc-1');
    expect(readToken(localStorage, 'member')).toBe('5');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe('xy-app-device-1');

    // Calls now go out as the app's member on the app's device.
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/main/getColumns`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ status: 0, data: { list: [{ columnId: 1 }] } });
      }),
    );
    await configureBrowserApi(session).call('getColumns');
    expect(seen?.headers.get('token')).toBe('app-acc-1');
    expect(new URL(seen?.url ?? '').searchParams.get('device')).toBe('xy-app-device-1');
    view.unmount();
    expect(win.xyAppSession).toBeUndefined();
  });

  it('never renews the tokens itself: the app does', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await expect(applyAppSession(appMember, stores(), APP_UA)).resolves.toBe('signedIn');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
    });
    expect(refreshes).toEqual([]);
  });

  it('sends the same session once, and a refreshed one again', async () => {
    await expect(applyAppSession(appMember, stores(), APP_UA)).resolves.toBe('signedIn');
    await expect(applyAppSession(JSON.stringify(appMember), stores(), APP_UA)).resolves.toBe('unchanged');
    const refreshed = { ...appMember, token: 'app-acc-2', refreshToken: 'app-ref-2' };
    await expect(applyAppSession(refreshed, stores(), APP_UA)).resolves.toBe('signedIn');
    expect(sessionCalls.map((call) => call.body.token)).toEqual(['app-acc-1', 'app-acc-2']);
    expect(sessionStorage.getItem(APP_SESSION_SYNCED_KEY)).toBe('app-acc-2');
  });

  it("takes the member id from the user agent's xyuid when the app leaves it out", async () => {
    const withoutUid = {
      token: appMember.token,
      refreshToken: appMember.refreshToken,
      device: appMember.device,
    };
    await expect(applyAppSession(withoutUid, stores(), APP_UA)).resolves.toBe('signedIn');
    expect(sessionCalls[0]?.body.userid).toBe('5');
  });

  it('signs out on the site when the app has nobody signed in', async () => {
    await applyAppSession(appMember, stores(), APP_UA);
    await expect(applyAppSession({ uid: 0 }, stores(), APP_UA)).resolves.toBe('signedOut');
    expect(sessionCalls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(readToken(localStorage, 'security')).toBeNull();
    expect(readToken(localStorage, 'member')).toBeNull();
    // Nobody there and nobody here: nothing to do.
    await expect(applyAppSession({ uid: 0, token: '' }, stores(), APP_UA)).resolves.toBe('unchanged');
  });

  it('ignores a malformed session', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['not json', { ...appMember, token: 'a b' }, { ...appMember, device: '' }, 42]) {
      await expect(applyAppSession(bad, stores(), APP_UA)).resolves.toBe('refused');
    }
    expect(sessionCalls).toEqual([]);
    expect(errors).toHaveBeenCalledWith('xyAppSession: a malformed session was ignored');
    errors.mockRestore();
  });

  it('tells the reader, through the app, when the site refuses the token', async () => {
    sessionStatus = 401;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const toasts: ToastDetail[] = [];
    const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastDetail>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    await expect(applyAppSession(appMember, stores(), APP_UA)).resolves.toBe('refused');
    expect(toasts).toEqual([{ messageKey: 'errors.loginExpired' }]);
    expect(sessionStorage.getItem(APP_SESSION_SYNCED_KEY)).toBeNull();
    window.removeEventListener(TOAST_EVENT, onToast);
    errors.mockRestore();
  });
});
