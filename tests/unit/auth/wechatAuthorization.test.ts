import {
  runWeChatSignIn,
  waitForWeChatAuthorization,
  type WeChatFlowDeps,
  type WeixinInit,
} from '@/lib/auth/wechatAuthorization';
import type { WeChatLoginAnswer } from '@/lib/auth/wechatLoginRoute';
import { AUTH_STATUS, type AuthStatus } from '@/lib/auth/wechatOauth';

const SIGNED_IN: WeChatLoginAnswer = {
  result: 'signedIn',
  token: 'acc-1',
  accessToken: 'acc-1',
  refreshToken: 'ref-1',
  userid: '7',
};

/** The flow's effects, recorded in order; sleep is setTimeout, so fake timers drive it. */
function harness(search: string, answer: () => Promise<WeChatLoginAnswer>, retries = 0) {
  const log: string[] = [];
  const state = { retries, statuses: [] as AuthStatus[], weixinInit: [] as WeixinInit[] };
  const exchange = jest.fn((code: string, st: string) => {
    log.push(`exchange ${code} ${st}`);
    return answer();
  });
  const completeSignIn = jest.fn(async () => {
    log.push('completeSignIn');
  });
  const deps: WeChatFlowDeps = {
    query: new URLSearchParams(search),
    readRetries: () => state.retries,
    writeRetries: (count) => {
      state.retries = count;
    },
    setWeixinInit: (value) => void state.weixinInit.push(value),
    setStatus: (status) => void state.statuses.push(status),
    exchange,
    completeSignIn,
    toast: (key) => void log.push(`toast ${key}`),
    forgetReturn: () => void log.push('forgetReturn'),
    reauthorize: () => void log.push('reauthorize'),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return { deps, log, state, exchange, completeSignIn };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the WeChat sign-in flow', () => {
  it('does nothing on a page WeChat did not return to', async () => {
    const h = harness('?share=1', () => Promise.resolve(SIGNED_IN));
    await expect(runWeChatSignIn(h.deps)).resolves.toBe(AUTH_STATUS.initial);
    expect(h.log).toEqual([]);
    expect(h.state.statuses).toEqual([]);
  });

  it('authorizes at once, trades the code 200 ms later, then stores the sign-in and cleans the address', async () => {
    const h = harness('?code=c1&state=S1', () => Promise.resolve(SIGNED_IN), 1);
    const run = runWeChatSignIn(h.deps);
    expect(h.state.statuses).toEqual([AUTH_STATUS.authorizing]);
    expect(h.state.weixinInit).toEqual([0]);
    await jest.advanceTimersByTimeAsync(199);
    expect(h.exchange).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toBe(AUTH_STATUS.success);
    expect(h.log).toEqual(['exchange c1 S1', 'completeSignIn', 'forgetReturn']);
    expect(h.completeSignIn).toHaveBeenCalledWith({
      token: 'acc-1',
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
      userid: '7',
    });
    expect(h.state.statuses).toEqual([AUTH_STATUS.authorizing, AUTH_STATUS.success]);
    expect(h.state.weixinInit).toEqual([0, 1]);
    expect(h.state.retries).toBe(0);
  });

  it('without an openid, below 2 retries drops the code and authorizes again', async () => {
    const h = harness('?code=c1&state=S1', () => Promise.resolve({ result: 'noOpenid' }), 1);
    const run = runWeChatSignIn(h.deps);
    await jest.advanceTimersByTimeAsync(200);
    await expect(run).resolves.toBe(AUTH_STATUS.authorizing);
    expect(h.log).toEqual(['exchange c1 S1', 'reauthorize']);
    expect(h.state.retries).toBe(2);
    // The popup stays up while the page leaves for WeChat; nothing failed.
    expect(h.state.statuses).toEqual([AUTH_STATUS.authorizing]);
    expect(h.state.weixinInit).toEqual([0]);
  });

  it('without an openid after 2 retries fails with 微信授权失败', async () => {
    const h = harness('?code=c3&state=S3', () => Promise.resolve({ result: 'noOpenid' }), 2);
    const run = runWeChatSignIn(h.deps);
    await jest.advanceTimersByTimeAsync(200);
    await expect(run).resolves.toBe(AUTH_STATUS.failure);
    expect(h.log).toEqual(['exchange c3 S3', 'forgetReturn', 'toast errors.wxAuthFailed']);
    expect(h.state.retries).toBe(2);
    expect(h.state.statuses).toEqual([AUTH_STATUS.authorizing, AUTH_STATUS.failure]);
    expect(h.state.weixinInit).toEqual([0, -1]);
  });

  it('shows 微信授权获取用户信息失败 when the fetch is rejected', async () => {
    const h = harness('?code=c1&state=S1', () => Promise.reject(new TypeError('Failed to fetch')));
    const run = runWeChatSignIn(h.deps);
    await jest.advanceTimersByTimeAsync(200);
    await expect(run).resolves.toBe(AUTH_STATUS.failure);
    expect(h.log).toEqual(['exchange c1 S1', 'forgetReturn', 'toast errors.wxUserInfoFailed']);
    expect(h.state.weixinInit).toEqual([0, -1]);
  });

  it('tells a refused user-information step from a refused login', async () => {
    const info = harness('?code=c1&state=S1', () =>
      Promise.resolve({ result: 'failed', stage: 'userInfo', message: '授权状态已使用，请重新授权' }),
    );
    const infoRun = runWeChatSignIn(info.deps);
    const login = harness('?code=c2&state=S2', () =>
      Promise.resolve({ result: 'failed', stage: 'login', message: '签名错误' }),
    );
    const loginRun = runWeChatSignIn(login.deps);
    await jest.advanceTimersByTimeAsync(200);
    await expect(infoRun).resolves.toBe(AUTH_STATUS.failure);
    await expect(loginRun).resolves.toBe(AUTH_STATUS.failure);
    expect(info.log).toContain('toast errors.wxUserInfoFailed');
    expect(login.log).toContain('toast errors.wxAuthFailed');
    expect(login.completeSignIn).not.toHaveBeenCalled();
  });

  it('fails when the site cannot keep the sign-in', async () => {
    const h = harness('?code=c1&state=S1', () => Promise.resolve(SIGNED_IN));
    h.completeSignIn.mockRejectedValueOnce(new Error('502'));
    const run = runWeChatSignIn(h.deps);
    await jest.advanceTimersByTimeAsync(200);
    await expect(run).resolves.toBe(AUTH_STATUS.failure);
    expect(h.log.at(-1)).toBe('toast errors.wxAuthFailed');
    expect(h.state.weixinInit).toEqual([0, -1]);
  });

  it('takes a state without a code as the reader refusing, without asking the site', async () => {
    const h = harness('?state=S1', () => Promise.resolve(SIGNED_IN));
    await expect(runWeChatSignIn(h.deps)).resolves.toBe(AUTH_STATUS.failure);
    expect(h.exchange).not.toHaveBeenCalled();
    expect(h.log).toEqual(['forgetReturn', 'toast errors.wxAuthFailed']);
    expect(h.state.weixinInit).toEqual([-1]);
  });
});

describe('the authorization wait loop', () => {
  it('polls every 300 ms while authorizing and answers how it ended', async () => {
    let status: AuthStatus = AUTH_STATUS.authorizing;
    const reads = jest.fn(() => status);
    let done: AuthStatus | undefined;
    void waitForWeChatAuthorization(reads).then((result) => {
      done = result;
    });
    expect(reads).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(reads).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(reads).toHaveBeenCalledTimes(2);
    status = AUTH_STATUS.success;
    await jest.advanceTimersByTimeAsync(300);
    expect(done).toBe(AUTH_STATUS.success);
  });

  it('does not wait when nothing is authorizing', async () => {
    await expect(waitForWeChatAuthorization(() => AUTH_STATUS.initial)).resolves.toBe(AUTH_STATUS.initial);
    await expect(waitForWeChatAuthorization(() => AUTH_STATUS.failure)).resolves.toBe(AUTH_STATUS.failure);
  });
});
