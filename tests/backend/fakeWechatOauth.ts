// A local stand-in for WeChat's web OAuth: the authorize page (open.weixin.qq.com) and the two API calls
// (api.weixin.qq.com) in WeChat's own shapes. Backend tests drive it directly; end-to-end tests can point
// WX_OAUTH_BASE and WX_API_BASE at it and let the browser follow the authorize redirect.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl: string;
}

export interface FakeWechatOauth {
  base: string;
  appid: string;
  secret: string;
  /** Who authorizes next at the authorize page. */
  user: FakeWechatUser;
  /** `noOpenid`: the token answer leaves the openid out (the case the site retries). */
  mode: 'normal' | 'noOpenid';
  /** A code as the authorize redirect would hand it out, for `user` unless another is given. */
  codeFor(user?: FakeWechatUser): string;
  requests: string[];
  close(): Promise<void>;
}

/** On a free port by default; end-to-end runs give the one the backend's WX_OAUTH_BASE and WX_API_BASE name. */
export async function startFakeWechatOauth(
  appid: string,
  secret: string,
  port = 0,
): Promise<FakeWechatOauth> {
  const codes = new Map<string, FakeWechatUser>();
  const tokens = new Map<string, FakeWechatUser>();
  let serial = 0;
  const fake: FakeWechatOauth = {
    base: '',
    appid,
    secret,
    user: { openid: 'o-fake-openid-1', unionid: 'u-fake-unionid-1', nickname: '微信读者', headimgurl: '' },
    mode: 'normal',
    codeFor(user = fake.user) {
      serial += 1;
      const code = `fakecode${serial}`;
      codes.set(code, user);
      return code;
    },
    requests: [],
    close: () => Promise.resolve(),
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    fake.requests.push(url.pathname);
    const json = (answer: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (url.pathname === '/connect/oauth2/authorize') {
      const redirect = query.get('redirect_uri');
      if (query.get('appid') !== appid || query.get('scope') !== 'snsapi_userinfo' || !redirect) {
        response.writeHead(400).end('bad authorize request');
        return;
      }
      const back = new URL(redirect);
      back.searchParams.set('code', fake.codeFor());
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
    } else if (url.pathname === '/sns/oauth2/access_token') {
      if (query.get('appid') !== appid || query.get('secret') !== secret) {
        json({ errcode: 40125, errmsg: 'invalid appsecret' });
        return;
      }
      const user = codes.get(query.get('code') ?? '');
      // A code works once, as WeChat's do.
      codes.delete(query.get('code') ?? '');
      if (!user || query.get('grant_type') !== 'authorization_code') {
        json({ errcode: 40029, errmsg: 'invalid code' });
        return;
      }
      serial += 1;
      const accessToken = `fake-access-${serial}`;
      tokens.set(accessToken, user);
      json({
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: `fake-refresh-${serial}`,
        ...(fake.mode === 'noOpenid' ? {} : { openid: user.openid }),
        scope: 'snsapi_userinfo',
      });
    } else if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(query.get('access_token') ?? '');
      if (!user || query.get('openid') !== user.openid) {
        json({ errcode: 40003, errmsg: 'invalid openid' });
        return;
      }
      json({ ...user, sex: 0, province: '', city: '', country: '', privilege: [] });
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((done) => server.close(() => done()));
  return fake;
}
