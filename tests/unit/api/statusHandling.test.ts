import { headlessSession, type ApiSession } from '@/lib/api/apiSession';
import { EMPTY } from '@/lib/api/envelope';
import { memoryTokens } from '@/lib/api/memoryTokens';
import { OPERATIONS, type OperationName } from '@/lib/api/operations';
import type { Envelope } from '@/lib/api/status';
import { APP_LOGIN_DELAY_MS, FIRST_TRY, settle, type Tried } from '@/lib/api/statusHandling';

interface Call {
  name?: OperationName;
  sentToken?: string | null;
  tried?: Tried;
}

function setUp(overrides: Partial<ApiSession> = {}) {
  const tokens = memoryTokens();
  const session = headlessSession(tokens, overrides);
  const renewOnce = jest.fn(async () => tokens.write('security', 'renewed'));
  const run = (envelope: Envelope, { name = 'getColumns', sentToken = null, tried = FIRST_TRY }: Call = {}) =>
    settle({ name, operation: OPERATIONS[name], envelope, sentToken, tried }, session, renewOnce);
  return { tokens, renewOnce, run };
}

describe('what a call does with its answer', () => {
  it('hands data and empty answers to the caller', async () => {
    const { run } = setUp();
    await expect(run({ status: 0, data: { list: [1] } })).resolves.toEqual({ reply: { list: [1] } });
    await expect(run({ status: 0, data: [] })).resolves.toEqual({ reply: EMPTY });
  });

  it('throws a status error with the operation and the server message', async () => {
    const { run } = setUp();
    await expect(run({ status: -1, message: '栏目不存在' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'status',
      operation: 'getColumns',
      message: '栏目不存在',
    });
  });
});

describe('1004', () => {
  it('clears the app auth and goes again once when the session says retry', async () => {
    const onAuthReset = jest.fn(() => 'retry' as const);
    const { tokens, run } = setUp({ onAuthReset });
    tokens.write('authToken', 'stale');
    tokens.write('authSecret', 'secret');
    await expect(run({ status: 1004 })).resolves.toEqual({ retry: { renewed: false, reauthorized: true } });
    expect(tokens.read('authToken')).toBeNull();
    expect(tokens.read('authSecret')).toBeNull();
    await expect(
      run({ status: 1004 }, { tried: { renewed: false, reauthorized: true } }),
    ).rejects.toMatchObject({
      kind: 'authReset',
      status: 1004,
    });
    expect(onAuthReset).toHaveBeenCalledTimes(1);
  });

  it('gives up when the session says so, and on a session operation', async () => {
    await expect(setUp({ onAuthReset: () => 'ignore' }).run({ status: 1004 })).rejects.toMatchObject({
      kind: 'authReset',
    });
    const onAuthReset = jest.fn(() => 'retry' as const);
    await expect(setUp({ onAuthReset }).run({ status: 1004 }, { name: 'auth' })).rejects.toMatchObject({
      kind: 'authReset',
    });
    expect(onAuthReset).not.toHaveBeenCalled();
  });

  it('leaves the caller waiting while the page reloads', async () => {
    const { run } = setUp({ onAuthReset: () => 'reload' });
    const outcome = await Promise.race([
      run({ status: 1004 }).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 20)),
    ]);
    expect(outcome).toBe('waiting');
  });
});

describe('10111', () => {
  it('renews the token the call went out with, then goes again once', async () => {
    const { tokens, run, renewOnce } = setUp();
    tokens.write('security', 'old');
    await expect(run({ status: 10111 }, { sentToken: 'old' })).resolves.toEqual({
      retry: { renewed: true, reauthorized: false },
    });
    expect(renewOnce).toHaveBeenCalledTimes(1);
    await expect(
      run({ status: 10111 }, { tried: { renewed: true, reauthorized: false } }),
    ).rejects.toMatchObject({
      kind: 'tokenExpired',
      status: 10111,
      messageKey: 'loginExpired',
    });
  });

  it('only goes again when someone renewed the token since the call left', async () => {
    const { tokens, run, renewOnce } = setUp();
    tokens.write('security', 'renewed-meanwhile');
    await expect(run({ status: 10111 }, { sentToken: 'old' })).resolves.toHaveProperty('retry');
    expect(renewOnce).not.toHaveBeenCalled();
  });

  it('ends the call where nobody here renews: a session operation, or a session that does not renew', async () => {
    await expect(setUp().run({ status: 10111 }, { name: 'anonymousToken' })).rejects.toMatchObject({
      kind: 'tokenExpired',
    });
    const { run, renewOnce } = setUp({ renewsToken: false });
    await expect(run({ status: 10111 })).rejects.toMatchObject({ kind: 'tokenExpired' });
    expect(renewOnce).not.toHaveBeenCalled();
  });

  it('in the app asks the app to refresh and tells the reader', async () => {
    const askAppToRefresh = jest.fn();
    const notify = jest.fn();
    const { run, renewOnce } = setUp({ inApp: () => true, askAppToRefresh, notify });
    await expect(run({ status: 10111 })).rejects.toMatchObject({ kind: 'tokenExpired' });
    expect(askAppToRefresh).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('loginExpired');
    expect(renewOnce).not.toHaveBeenCalled();
  });
});

describe('10102 and 10103', () => {
  afterEach(() => jest.useRealTimers());

  it('throws loginRequired at once and tells the session a second later', async () => {
    jest.useFakeTimers();
    const onLoginRequired = jest.fn();
    const { run } = setUp({ onLoginRequired });
    await expect(run({ status: 10103, message: '账号已被停用，请重新登录' })).rejects.toMatchObject({
      kind: 'loginRequired',
      status: 10103,
    });
    jest.advanceTimersByTime(APP_LOGIN_DELAY_MS - 1);
    expect(onLoginRequired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onLoginRequired).toHaveBeenCalledWith({ status: 10103, message: '账号已被停用，请重新登录' });
  });
});
