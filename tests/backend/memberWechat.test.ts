import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { issueOauthState } from '../../backend/members/oauthState';
import { members } from '../../backend/members/schema';
import { type FakeWechatOauth, startFakeWechatOauth } from './fakeWechatOauth';
import type { LoginData } from './memberHelpers';
import { get, postForm, sibling, startApp, type TestApp, testConfig } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });
const page = 'https://m.example.com/newsDetail/3/12.html?share=1';

interface StateData {
  state: string;
  expiresAt: number;
  authorizeUrl: string;
}

describe.each(drivers)('WeChat OAuth for the site on $name', (driver) => {
  let t: TestApp;
  let wechat: FakeWechatOauth;
  beforeAll(async () => {
    wechat = await startFakeWechatOauth('wxoauthappid0001', 'oauth-secret');
    t = await startApp(driver, {
      wx: { appId: wechat.appid, secret: wechat.secret, apiBase: wechat.base },
      members: { ...testConfig().members, wxOauthBase: wechat.base },
    });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  const newState = async () =>
    (await get<StateData>(t.app, '/sso/wxOauthState', { redirectUri: page, device: 'xy-wx' })).body.data;
  const userInfo = (code: string, state: string) =>
    get<Record<string, string>>(t.app, '/sso/getWxUserinfoByCode', { code, state });
  const oauthLogin = (code: string, state: string) =>
    postForm<LoginData>(t.app, '/sso/oauthLogin', { code, state, device: 'xy-wx' });

  /** What the reader's browser does: open the authorize URL and come back with a code and the state. */
  async function authorize(authorizeUrl: string) {
    expect(authorizeUrl.endsWith('#wechat_redirect')).toBe(true);
    const response = await fetch(authorizeUrl.replace(/#.*$/, ''), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://m.example.com/newsDetail/3/12.html');
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  it('issues a signed state and the authorize URL with the user-info scope', async () => {
    const { state, expiresAt, authorizeUrl } = await newState();
    expect(state).toMatch(/^[0-9a-zA-Z]{1,128}$/);
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.base}/connect/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: wechat.appid,
      redirect_uri: page,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state,
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it.each([
    [{}, '缺少参数 redirectUri'],
    [{ redirectUri: '/relative.html' }, '参数 redirectUri 格式错误'],
    [{ redirectUri: 'javascript:alert(1)' }, '参数 redirectUri 格式错误'],
    [{ redirectUri: `${page}#frag` }, '参数 redirectUri 格式错误'],
  ])('wxOauthState refuses %j', async (query, message) => {
    expect((await get(t.app, '/sso/wxOauthState', query)).body).toEqual(bad(message));
  });

  it('answers the WeChat user after the real redirect, and refuses the state a second time', async () => {
    const { code, state } = await authorize((await newState()).authorizeUrl);
    expect((await userInfo(code, state)).body).toEqual({
      status: 0,
      message: '成功',
      data: { openid: 'o-fake-openid-1', unionid: 'u-fake-unionid-1', nickname: '微信读者', headimgurl: '' },
    });
    // The replayed state is refused before WeChat is asked again, even with a fresh code.
    const asked = wechat.requests.length;
    expect((await userInfo(wechat.codeFor(), state)).body).toEqual(bad('授权状态已使用，请重新授权'));
    expect(wechat.requests.length).toBe(asked);
  });

  it('refuses forged, expired and missing states', async () => {
    const { state } = await newState();
    const forged = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
    const invalid = bad('授权状态无效或已过期，请重新授权');
    expect((await userInfo(wechat.codeFor(), forged)).body).toEqual(invalid);
    const old = issueOauthState(t.config.members.secret, Date.now() - 11 * 60_000).state;
    expect((await userInfo(wechat.codeFor(), old)).body).toEqual(invalid);
    const otherKey = issueOauthState('another-secret').state;
    expect((await userInfo(wechat.codeFor(), otherKey)).body).toEqual(invalid);
    expect((await get(t.app, '/sso/getWxUserinfoByCode', { code: 'abc' })).body).toEqual(
      bad('缺少参数 state'),
    );
    expect((await get(t.app, '/sso/getWxUserinfoByCode', { state })).body).toEqual(bad('缺少参数 code'));
  });

  it('says clearly when WeChat refuses the code or is unreachable', async () => {
    const used = wechat.codeFor();
    expect((await userInfo(used, (await newState()).state)).body.status).toBe(0);
    expect((await userInfo(used, (await newState()).state)).body).toEqual(
      bad('微信授权失败（错误码 40029）'),
    );

    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadBase = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((done) => dead.close(() => done()));
    const offline = await sibling(t, {
      wx: { appId: wechat.appid, secret: wechat.secret, apiBase: deadBase },
    });
    try {
      const state = issueOauthState(t.config.members.secret).state;
      const answer = await get(offline, '/sso/getWxUserinfoByCode', { code: 'anycode', state });
      expect(answer.body).toEqual(bad('微信服务暂时不可用，请稍后再试'));
    } finally {
      await offline.close();
    }
  });

  it('passes an answer without openid on, so the site can authorize again', async () => {
    wechat.mode = 'noOpenid';
    try {
      const { code, state } = await authorize((await newState()).authorizeUrl);
      expect((await userInfo(code, state)).body).toEqual({
        status: 0,
        message: '成功',
        data: { openid: '', unionid: '', nickname: '', headimgurl: '' },
      });
      const again = await authorize((await newState()).authorizeUrl);
      expect((await oauthLogin(again.code, again.state)).body).toEqual(bad('微信授权失败'));
    } finally {
      wechat.mode = 'normal';
    }
  });

  it('signs the WeChat user in with oauthLogin, the same member every time', async () => {
    wechat.user = {
      openid: 'o-oauth-2',
      unionid: 'u-oauth-2',
      nickname: '江城',
      headimgurl: 'https://wx.qlogo.cn/a/132',
    };
    const first = await authorize((await newState()).authorizeUrl);
    const login = await oauthLogin(first.code, first.state);
    expect(login.body).toMatchObject({
      status: 0,
      message: '登录成功',
      data: {
        isNew: true,
        expiresIn: 7_200_000,
        member: { nickname: '江城', head: 'https://wx.qlogo.cn/a/132', wechatBound: true, phone: '' },
      },
    });
    const second = await authorize((await newState()).authorizeUrl);
    const again = await oauthLogin(second.code, second.state);
    expect(again.body.data).toMatchObject({ isNew: false, userid: login.body.data.userid });
    const rows = await t.database.db.select().from(members).where(eq(members.wxOpenid, 'o-oauth-2'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.wxUnionid).toBe('u-oauth-2');
  });

  it('counts wxOauthState and getWxUserinfoByCode against the per-IP write limit', async () => {
    const strict = await sibling(t, {
      wx: t.config.wx,
      members: t.config.members,
      rateLimit: { max: 1 },
    });
    try {
      expect((await get(strict, '/sso/wxOauthState', { redirectUri: page })).http).toBe(200);
      const second = await get(strict, '/sso/getWxUserinfoByCode', { code: 'c1', state: 'x' });
      expect(second.http).toBe(429);
      expect(second.body.status).toBe(-429);
    } finally {
      await strict.close();
    }
  });

  it('answers 微信登录未配置 without WX_APPID and WX_SECRET', async () => {
    const off = await sibling(t, { wx: { appId: undefined, secret: undefined, apiBase: wechat.base } });
    try {
      expect((await get(off, '/sso/wxOauthState', { redirectUri: page })).body).toEqual(
        bad('微信登录未配置'),
      );
      const state = issueOauthState(t.config.members.secret).state;
      expect((await get(off, '/sso/getWxUserinfoByCode', { code: 'c1', state })).body).toEqual(
        bad('微信登录未配置'),
      );
    } finally {
      await off.close();
    }
  });
});
