import TripleDES from 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { md5 } from '@/lib/api/md5';
import { memoryTokens } from '@/lib/api/memoryTokens';
import { createAppAuthorization } from '@/lib/api/appAuthorization';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';

const DES_KEY = 'xy-demo-3des-key-24bytes';
const NOW = 1_700_000_000_000;
const apiData = (credentials: unknown) =>
  TripleDES.encrypt(JSON.stringify(credentials), Utf8.parse(DES_KEY), {
    mode: ECB,
    padding: Pkcs7,
  }).toString();

function setUp({
  header = apiData({ appKey: 'ak', appSecret: 'as' }),
  auth = { status: 0, data: { authToken: 'at-1', authTime: NOW + 60_000 } } as {
    status: number;
    data?: unknown;
  },
} = {}) {
  let now = NOW;
  const tokens = memoryTokens(() => now);
  const sent: [OperationName, CallParams][] = [];
  const appAuth = createAppAuthorization({
    send: async (name, params) => {
      sent.push([name, params]);
      return name === 'authinfo'
        ? { envelope: { status: 0, data: {} }, headers: new Headers({ 'api-data': header }) }
        : { envelope: auth, headers: new Headers() };
    },
    tokens,
    desKey: DES_KEY,
    now: () => now,
  });
  return { tokens, sent, appAuth, later: (ms: number) => (now += ms) };
}

describe('the app auth of the xyAuth modes', () => {
  it('asks authinfo, then auth with the signed appKey, once for concurrent calls, and signs the headers', async () => {
    const { tokens, sent, appAuth } = setUp();
    const [first, second] = await Promise.all([appAuth.headers(), appAuth.headers()]);
    expect(sent.map(([name]) => name)).toEqual(['authinfo', 'auth']);
    expect(sent[1]?.[1]).toEqual({ appKey: 'ak', time: String(NOW), sign: await md5(`akas${NOW}`) });
    expect(first).toEqual({ authToken: 'at-1', time: String(NOW), sign: await md5(`at-1as${NOW}`) });
    expect(second).toEqual(first);
    expect([tokens.read('authToken'), tokens.read('authSecret')]).toEqual(['at-1', 'as']);
  });

  it('keeps the auth until the authTime the backend gave, then authorizes again', async () => {
    const { sent, appAuth, later } = setUp();
    await appAuth.headers();
    later(59_999);
    await appAuth.headers();
    expect(sent).toHaveLength(2);
    later(1);
    await appAuth.headers();
    expect(sent).toHaveLength(4);
  });

  it('fails with authFailed on a header it cannot decrypt, or an auth answer without a token', async () => {
    await expect(setUp({ header: 'garbage' }).appAuth.headers()).rejects.toMatchObject({
      operation: 'authinfo',
      messageKey: 'authFailed',
    });
    await expect(setUp({ auth: { status: -1 } }).appAuth.headers()).rejects.toMatchObject({
      operation: 'auth',
      messageKey: 'authFailed',
    });
    await expect(
      setUp({ auth: { status: 0, data: { authTime: 1 } } }).appAuth.headers(),
    ).rejects.toMatchObject({
      operation: 'auth',
    });
  });
});
