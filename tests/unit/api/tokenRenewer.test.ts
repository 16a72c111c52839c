import { memoryTokens } from '@/lib/api/memoryTokens';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';
import { createTokenRenewer, RENEWAL_POLL_MS, storeTokens } from '@/lib/api/tokenRenewer';

type Answers = Partial<Record<OperationName, { status: number; data?: unknown }>>;

function setUp(answers: Answers) {
  const tokens = memoryTokens();
  const sent: [OperationName, CallParams][] = [];
  const slept: number[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const onRenewed = jest.fn();
  const renewer = createTokenRenewer({
    send: async (name, params) => {
      sent.push([name, params]);
      await gate;
      return { envelope: answers[name] ?? { status: -1 }, headers: new Headers() };
    },
    tokens,
    device: () => 'xy-device',
    sleep: async (ms) => {
      slept.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
    onRenewed,
  });
  return { tokens, sent, slept, release, onRenewed, renewer };
}

const issued = { token: 't2', accessToken: 't2', refreshToken: 'r2' };

describe('renewing the security token', () => {
  it('trades the refresh token when there is one, and stores the rotated pair', async () => {
    const { tokens, sent, release, onRenewed, renewer } = setUp({
      refreshAccessToken: { status: 0, data: issued },
    });
    tokens.write('security', 't1');
    tokens.write('refresh', 'r1');
    release();
    await renewer.renewOnce();
    expect(sent).toEqual([['refreshAccessToken', { device: 'xy-device', refreshToken: 'r1' }]]);
    expect([tokens.read('security'), tokens.read('access'), tokens.read('refresh')]).toEqual([
      't2',
      't2',
      'r2',
    ]);
    expect(onRenewed).toHaveBeenCalledTimes(1);
  });

  it('asks for a new anonymous token without one', async () => {
    const { sent, release, renewer } = setUp({ anonymousToken: { status: 0, data: issued } });
    release();
    await renewer.renewOnce();
    expect(sent).toEqual([['anonymousToken', { device: 'xy-device' }]]);
  });

  it('runs one renewal at a time: a second caller polls once a second until it is over', async () => {
    const { sent, slept, release, renewer } = setUp({ anonymousToken: { status: 0, data: issued } });
    const first = renewer.renewOnce();
    const second = renewer.renewOnce();
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect(slept.length).toBeGreaterThan(0);
    expect(slept.every((ms) => ms === RENEWAL_POLL_MS)).toBe(true);
  });

  it('drops the old tokens and rejects with tokenExpired when the backend refuses', async () => {
    const { tokens, release, onRenewed, renewer } = setUp({ refreshAccessToken: { status: -1 } });
    tokens.write('security', 't1');
    tokens.write('refresh', 'r1');
    release();
    await expect(renewer.renewOnce()).rejects.toMatchObject({
      kind: 'tokenExpired',
      messageKey: 'loginExpired',
    });
    expect([tokens.read('security'), tokens.read('refresh')]).toEqual([null, null]);
    expect(onRenewed).not.toHaveBeenCalled();
  });
});

describe('the anonymous token of token mode', () => {
  it('is fetched only when the session holds no token', async () => {
    const { tokens, sent, release, renewer } = setUp({ anonymousToken: { status: 0, data: issued } });
    release();
    await renewer.ensureAnonymousToken();
    expect(tokens.read('security')).toBe('t2');
    await renewer.ensureAnonymousToken();
    expect(sent).toHaveLength(1);
  });
});

describe('a token answer', () => {
  it('makes token, else accessToken, the security token', () => {
    const tokens = memoryTokens();
    storeTokens(tokens, { accessToken: 'a1', refreshToken: 'r1' });
    expect(tokens.read('security')).toBe('a1');
    storeTokens(tokens, { token: 's2', accessToken: 'a2' });
    expect([tokens.read('security'), tokens.read('access')]).toEqual(['s2', 'a2']);
    storeTokens(tokens, null);
    expect(tokens.read('security')).toBe('s2');
  });
});
