import { http, HttpResponse } from 'msw';
import { server } from './server';
import { anonymousSession } from './anonymousSession';
import { readToken } from '@/lib/auth/tokens';
import { writeToken } from '@/lib/auth/tokenWrites';

const API = 'http://localhost/api';
const SESSION = 'http://localhost/api/session';
const envelope = (data: unknown, status = 0) => HttpResponse.json({ status, message: '', data });
const login = { token: 'access-1', accessToken: 'access-1', refreshToken: 'refresh-1', userid: 7 };

/** A fresh page: the browser's API client and the sign-in module share one module registry. */
async function freshPage() {
  localStorage.clear();
  sessionStorage.clear();
  let api!: typeof import('@/lib/auth/browserApi');
  let signIn!: typeof import('@/lib/auth/signIn');
  await jest.isolateModulesAsync(async () => {
    api = await import('@/lib/auth/browserApi');
    signIn = await import('@/lib/auth/signIn');
  });
  const session = anonymousSession();
  const client = api.configureBrowserApi(session);
  await api.runRouteGuard(session);
  return { client, signIn };
}

function recordSessionCalls(status = 200) {
  const calls: { method: string; body: Record<string, string> }[] = [];
  server.use(
    http.all(SESSION, async ({ request }) => {
      calls.push({ method: request.method, body: (await request.json()) as Record<string, string> });
      return HttpResponse.json({}, { status });
    }),
  );
  return calls;
}

afterEach(() => jest.useRealTimers());

describe('completeSignIn', () => {
  it('replaces the stored tokens with the login’s and hands them to the server’s session', async () => {
    const calls = recordSessionCalls();
    const { signIn } = await freshPage();
    writeToken(localStorage, 'security', 'anonymous-token');
    writeToken(localStorage, 'refresh', 'anonymous-refresh');
    expect(signIn.isSignedIn()).toBe(false);

    await signIn.completeSignIn(login);

    expect(readToken(localStorage, 'security')).toBe('access-1');
    expect(readToken(localStorage, 'access')).toBe('access-1');
    expect(readToken(localStorage, 'refresh')).toBe('refresh-1');
    expect(signIn.isSignedIn()).toBe(true);
    expect(calls).toEqual([
      { method: 'POST', body: { token: 'access-1', refreshToken: 'refresh-1', userid: '7' } },
    ]);
  });

  it('rejects when the server does not confirm the login', async () => {
    recordSessionCalls(401);
    const { signIn } = await freshPage();
    await expect(signIn.completeSignIn(login)).rejects.toMatchObject({ kind: 'tokenExpired' });
  });
});

describe('signOut', () => {
  it('asks the server to revoke the tokens, then forgets them', async () => {
    const calls = recordSessionCalls();
    const { signIn } = await freshPage();
    await signIn.completeSignIn(login);
    await signIn.signOut();
    expect(calls[1]).toEqual({ method: 'DELETE', body: { token: 'access-1', refreshToken: 'refresh-1' } });
    expect(readToken(localStorage, 'security')).toBeNull();
    expect(readToken(localStorage, 'refresh')).toBeNull();
    expect(signIn.isSignedIn()).toBe(false);
  });

  it('keeps everything when the backend could not be told', async () => {
    recordSessionCalls();
    const { signIn } = await freshPage();
    await signIn.completeSignIn(login);
    server.use(http.delete(SESSION, () => HttpResponse.json({}, { status: 502 })));
    await expect(signIn.signOut()).rejects.toMatchObject({ messageKey: 'network' });
    expect(signIn.isSignedIn()).toBe(true);
  });
});

describe('token rotation', () => {
  it('on 10111 renews once with the refresh token and gives the server the rotated pair', async () => {
    const calls = recordSessionCalls();
    let refreshes = 0;
    server.use(
      http.get(`${API}/sso/refreshAccessToken`, ({ request }) => {
        refreshes += 1;
        expect(new URL(request.url).searchParams.get('refreshToken')).toBe('refresh-1');
        return envelope({ token: 'access-2', accessToken: 'access-2', refreshToken: 'refresh-2' });
      }),
      http.get(`${API}/main/getUserInfo`, ({ request }) =>
        request.headers.get('token') === 'access-2' ? envelope({ userid: 7 }) : envelope(null, 10111),
      ),
    );
    const { client, signIn } = await freshPage();
    await signIn.completeSignIn(login);
    const replies = await Promise.all([client.call('getUserInfo'), client.call('getUserInfo')]);
    expect(replies).toEqual([{ userid: 7 }, { userid: 7 }]);
    expect(refreshes).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      body: { token: 'access-2', refreshToken: 'refresh-2', userid: '7' },
    });
  });

  it('renews a member’s tokens five minutes before they expire, while the page is open', async () => {
    const calls = recordSessionCalls();
    server.use(
      http.get(`${API}/sso/refreshAccessToken`, () =>
        envelope({ token: 'access-2', accessToken: 'access-2', refreshToken: 'refresh-2' }),
      ),
    );
    const { signIn } = await freshPage();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await signIn.completeSignIn(login);
    jest.advanceTimersByTime(7_200_000 - 5 * 60_000 - 1000);
    expect(readToken(localStorage, 'security')).toBe('access-1');
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readToken(localStorage, 'security')).toBe('access-2');
    expect(calls.at(-1)?.body).toEqual({ token: 'access-2', refreshToken: 'refresh-2', userid: '7' });
  });
});
