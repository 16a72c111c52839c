import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { signInHere } from './browserPage';
import { startBrowserSession } from './browserSession';
import { browserApi } from '@/lib/auth/browserApi';
import { storage } from '@/lib/auth/browserSession';
import { loadPage } from '@/lib/auth/loadPage';
import { LOGIN_NOTICE_KEY } from '@/lib/auth/loginRequired';
import { isSignedIn } from '@/lib/auth/signIn';
import { readToken } from '@/lib/auth/tokens';
import { LoginFlow } from '@/components/member/LoginFlow.island';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

const DISABLED = { status: 10103, message: '账号已被停用，请重新登录', data: null };

/** What the site's session route was asked, in order. */
const sessionCalls: { method: string; body: Record<string, string> }[] = [];

beforeAll(startBrowserSession);
beforeEach(() => {
  sessionCalls.length = 0;
  server.use(
    http.delete('http://localhost/api/session', async ({ request }) => {
      sessionCalls.push({ method: 'DELETE', body: (await request.json()) as Record<string, string> });
      return HttpResponse.json({ signedIn: false });
    }),
  );
  window.history.replaceState(null, '', '/newsDetail/2/40.html?share=1');
});

describe('a disabled member (10103) in a normal browser', () => {
  it('is signed out here and on the server a second later, then sent to login and back, once', async () => {
    signInHere();
    server.use(
      http.post('http://localhost/api/main/fav', () => HttpResponse.json(DISABLED)),
      http.get('http://localhost/api/main/favStatus', () => HttpResponse.json(DISABLED)),
    );
    const refused = { kind: 'loginRequired', status: 10103, message: '账号已被停用，请重新登录' };
    await expect(browserApi().call('fav', { fileId: 40, type: 1 })).rejects.toMatchObject(refused);
    await expect(browserApi().call('favStatus', { fileIds: 40 })).rejects.toMatchObject(refused);
    expect(isSignedIn()).toBe(true);
    await waitFor(() => expect(loadPage).toHaveBeenCalled(), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/login.html?redirect=%2FnewsDetail%2F2%2F40.html%3Fshare%3D1');
    expect(sessionCalls).toEqual([
      { method: 'DELETE', body: { token: 'member-access', refreshToken: 'member-refresh' } },
    ]);
    expect(isSignedIn()).toBe(false);
    expect(readToken(localStorage, 'security')).toBeNull();
    expect(readToken(localStorage, 'member')).toBeNull();
  });

  it('finds the backend’s words on the login page, in the reader’s language, once', async () => {
    const notices = storage('sessionStorage');
    // Another page load: this page has left already.
    await jest.isolateModulesAsync(async () => {
      const { leaveForLogin } = await import('@/lib/auth/loginRequired');
      await leaveForLogin({ basePath: '', notices, refusal: { status: 10103, message: DISABLED.message } });
    });
    expect(notices.getItem(LOGIN_NOTICE_KEY)).toBe('账号已被停用，请重新登录');

    render(<LoginFlow destination="/home.html" initialStep="signIn" member={null} />, {
      locale: 'en',
      messages: en as typeof cn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been disabled; sign in again',
    );
    expect(notices.getItem(LOGIN_NOTICE_KEY)).toBeNull();
  });
});
