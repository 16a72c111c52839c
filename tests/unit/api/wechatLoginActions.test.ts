import { oauthLogin, signInResultFrom, thirdLogin, wechatUserInfo } from '@/lib/api/wechatLoginActions';
import { fakeClient } from './fakeClient';

const tokens = { token: 't1', accessToken: 't1', refreshToken: 'r1', userid: 7 };
const address = { 'x-forwarded-for': '203.0.113.9' };

describe('the WeChat sign-in calls', () => {
  it('read the WeChat user, an absent openid as empty', async () => {
    const { api, calls } = fakeClient(() => ({
      openid: 'o-1',
      unionid: 'u-1',
      nickname: ' 读者 ',
      headimgurl: null,
    }));
    expect(await wechatUserInfo(api, { code: 'c1', state: 'S1' }, address)).toEqual({
      openid: 'o-1',
      unionid: 'u-1',
      nickname: ' 读者 ',
      headimgurl: '',
    });
    expect(calls).toEqual([['getWxUserinfoByCode', { code: 'c1', state: 'S1' }]]);
    expect((await wechatUserInfo(fakeClient(() => ({})).api, { code: 'c', state: 's' }, {})).openid).toBe('');
  });

  it('sign in by thirdLogin with the signed fields and the device, or by oauthLogin', async () => {
    const { api, calls } = fakeClient(() => tokens);
    const fields = {
      provider: 'tencent_wechat',
      oid: 'o-1',
      nickname: '读者',
      devid: 'xy1',
      head: '',
      unionid: '',
    };
    expect(await thirdLogin(api, fields, 'xy1', address)).toEqual({ ...tokens, userid: '7' });
    expect(await oauthLogin(api, { code: 'c1', state: 'S1', device: 'xy1' }, address)).toEqual({
      ...tokens,
      userid: '7',
    });
    expect(calls).toEqual([
      ['thirdLogin', { ...fields, device: 'xy1' }],
      ['oauthLogin', { code: 'c1', state: 'S1', device: 'xy1' }],
    ]);
  });

  it('take a login answer only with everything a session needs', () => {
    expect(signInResultFrom({ accessToken: 'a1', refreshToken: 'r1', userid: '8' })).toEqual({
      token: 'a1',
      accessToken: 'a1',
      refreshToken: 'r1',
      userid: '8',
    });
    expect(signInResultFrom({ ...tokens, refreshToken: '' })).toBeNull();
    expect(signInResultFrom({ ...tokens, userid: 'x7' })).toBeNull();
    expect(signInResultFrom(null)).toBeNull();
  });
});
