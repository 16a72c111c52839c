import { ApiError } from '@/lib/api/apiError';
import {
  DEFAULT_RESEND_MS,
  requestSmsCode,
  signInWithPassword,
  signInWithSms,
} from '@/lib/api/signInActions';
import { fakeClient } from './fakeClient';

const loginAnswer = {
  token: 't1',
  accessToken: 't1',
  refreshToken: 'r1',
  userid: 7,
  isNew: 1,
  member: { userid: 7, nickname: '临江读者' },
};

describe('asking for an SMS code', () => {
  it('sends the phone and the image code, and says when another may be asked for', async () => {
    const { api, calls } = fakeClient(() => ({ expiresIn: 300000, resendAfter: 30000 }));
    expect(await requestSmsCode(api, { phone: '13800138000', verifyCode: '1234' })).toEqual({
      resendAfterMs: 30000,
    });
    expect(calls).toEqual([['sendSmsCode', { phone: '13800138000', verifyCode: '1234' }]]);
  });

  it('waits the default minute when the answer does not say', async () => {
    const { api } = fakeClient(() => ({ resendAfter: 'soon' }));
    expect(await requestSmsCode(api, { phone: '13800138000', verifyCode: '1234' })).toEqual({
      resendAfterMs: DEFAULT_RESEND_MS,
    });
  });
});

describe('signing in', () => {
  it('by SMS code answers the tokens and the member', async () => {
    const { api, calls } = fakeClient(() => loginAnswer);
    const reply = await signInWithSms(api, { phone: '13800138000', code: '123456' });
    expect(reply).toMatchObject({ token: 't1', refreshToken: 'r1', userid: '7', isNew: true });
    expect(reply.member?.nickname).toBe('临江读者');
    expect(calls).toEqual([['smsLogin', { phone: '13800138000', code: '123456' }]]);
  });

  it('by password sends phone and password', async () => {
    const { api, calls } = fakeClient(() => loginAnswer);
    await signInWithPassword(api, { phone: '13800138000', password: 'abc12345' });
    expect(calls).toEqual([['passwordLogin', { phone: '13800138000', password: 'abc12345' }]]);
  });

  it('refuses an answer without what a session needs, and passes refusals on', async () => {
    await expect(
      signInWithSms(fakeClient(() => ({ accessToken: 't1' })).api, { phone: '1', code: '2' }),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'status', operation: 'smsLogin' });
    const refused = new ApiError('passwordLogin', 'status', { message: '手机号或密码错误' });
    await expect(
      signInWithPassword(fakeClient(() => refused).api, { phone: '1', password: '2' }),
    ).rejects.toBe(refused);
  });
});
