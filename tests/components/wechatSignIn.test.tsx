import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { configureBrowserApi } from '@/lib/auth/browserApi';
import { readToken } from '@/lib/auth/tokens';
import { wechatAuthStatus } from '@/lib/auth/wechatAuthorization';
import { AUTH_STATUS } from '@/lib/auth/wechatOauth';
import { WeChatSignIn } from '@/components/member/WeChatSignIn.island';

// One flow per page load (the island runs it once), so one page here; the flow's branches are
// tests/unit/auth/wechatAuthorization.test.ts.
describe('back from WeChat with a code', () => {
  it('shows 授权中..., signs the reader in through the site, and cleans the address', async () => {
    const session = await startBrowserSession();
    window.history.replaceState(null, '', '/home.html?share=1&code=c1&state=S1');
    const exchanged: Record<string, string>[] = [];
    const sealed: Record<string, string>[] = [];
    let columnsToken: string | null = null;
    server.use(
      http.post('http://localhost/api/wechat-login', async ({ request }) => {
        exchanged.push((await request.json()) as Record<string, string>);
        return HttpResponse.json({
          result: 'signedIn',
          token: 'wx-acc',
          accessToken: 'wx-acc',
          refreshToken: 'wx-ref',
          userid: '7',
        });
      }),
      http.post('http://localhost/api/session', async ({ request }) => {
        sealed.push((await request.json()) as Record<string, string>);
        return HttpResponse.json({ signedIn: true, userId: '7' });
      }),
      http.get('http://localhost/api/main/getColumns', ({ request }) => {
        columnsToken = request.headers.get('token');
        return HttpResponse.json({ status: 0, data: { list: [{ columnId: 1 }] } });
      }),
    );

    render(<WeChatSignIn basePath="" deviceIdStyle="xy" reloadAfter={false} authorizingLabel="授权中..." />);
    expect(await screen.findByRole('status')).toHaveTextContent('授权中...');
    expect(wechatAuthStatus()).toBe(AUTH_STATUS.authorizing);
    // A call made while authorizing waits for it, then goes out as the member.
    const columns = configureBrowserApi(session).call('getColumns');

    await waitFor(() => expect(window.location.search).toBe('?share=1'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(wechatAuthStatus()).toBe(AUTH_STATUS.success);
    expect(exchanged).toEqual([
      { code: 'c1', state: 'S1', device: expect.stringMatching(/^xy\d{21}$/), token: '' },
    ]);
    expect(sealed).toEqual([{ token: 'wx-acc', refreshToken: 'wx-ref', userid: '7' }]);
    expect(readToken(localStorage, 'member')).toBe('7');
    expect(document.cookie).toContain('xy-weixin-init=1');
    await expect(columns).resolves.toEqual({ list: [{ columnId: 1 }] });
    expect(columnsToken).toBe('wx-acc');
  });
});
