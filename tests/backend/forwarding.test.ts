// Defect 1 of issue 13: a client-made X-Forwarded-For must not buy a fresh per-address limit. Only the site (the
// shared secret header) or a configured proxy names the client; anyone else is their socket's address.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SITE_FORWARD_SECRET_HEADER } from '@/lib/contract/forwarding';
import { drivers } from './testDb';
import { sibling, startApp, type TestApp } from './testApp';

const WRITES = 200;
const LIMIT = 60;
const SECRET = 'forwarding-test-secret-of-enough-length';

const auth: InjectOptions = {
  method: 'POST',
  url: '/main/auth',
  payload: 'appKey=x&time=1&sign=y',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};
const verifyImage: InjectOptions = {
  method: 'GET',
  url: '/sso/verifyCode',
  query: { device: 'xy-forwarding' },
};

/** How many of `count` calls from one socket address were refused, each with the headers `headersOf(i)` gives. */
async function refusals(
  app: FastifyInstance,
  options: InjectOptions,
  remoteAddress: string,
  headersOf: (i: number) => Record<string, string>,
  count = WRITES,
) {
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const answer = await app.inject({
      ...options,
      remoteAddress,
      headers: { ...(options.headers as Record<string, string>), ...headersOf(i) },
    });
    if (answer.statusCode === 429) refused += 1;
  }
  return refused;
}

// Loopback, where the site relays from: before the fix the backend believed any forwarded header from there.
const forged = (i: number) => ({ 'x-forwarded-for': `10.${i >> 8}.${i & 255}.7` });
const none = () => ({});

describe('forwarded client addresses', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startApp(drivers[0]!);
    app = await sibling(t, {
      siteForwardSecret: SECRET,
      rateLimit: { max: LIMIT, windowMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each([
    ['writes', auth, ['127.0.0.11', '127.0.0.12']],
    ['verify images', verifyImage, ['127.0.0.13', '127.0.0.14']],
  ] as const)(
    'limits %s with a new forged X-Forwarded-For each time exactly as without it',
    async (_name, options, [withHeader, without]) => {
      const forging = await refusals(app, options, withHeader, forged);
      const plain = await refusals(app, options, without, none);
      expect(plain).toBe(WRITES - LIMIT);
      expect(forging).toBe(plain);
    },
  );

  it('ignores the other forwarding headers of a client too', async () => {
    const headersOf = (i: number) => ({
      forwarded: `for=10.1.1.${i & 255}`,
      'x-real-ip': `10.2.2.${i & 255}`,
    });
    expect(await refusals(app, auth, '127.0.0.15', headersOf)).toBe(WRITES - LIMIT);
  });

  it("believes the site's word with the shared secret, and not with a wrong one", async () => {
    const site = (secret: string) => (i: number) => ({ ...forged(i), [SITE_FORWARD_SECRET_HEADER]: secret });
    expect(await refusals(app, auth, '127.0.0.1', site(SECRET))).toBe(0);
    expect(await refusals(app, auth, '127.0.0.2', site('guessed'))).toBe(WRITES - LIMIT);
  });

  it('counts the reader the site names, however many calls the site makes', async () => {
    const reader = { 'x-forwarded-for': '203.0.113.50', [SITE_FORWARD_SECRET_HEADER]: SECRET };
    expect(await refusals(app, auth, '127.0.0.1', () => reader)).toBe(WRITES - LIMIT);
  });

  it('believes a configured proxy for the address it saw, and not a client-made entry before it', async () => {
    const behindProxy = await sibling(t, {
      trustProxy: '192.0.2.0/24',
      rateLimit: { max: 2, windowMs: 3_600_000 },
    });
    try {
      const through = (chain: string) =>
        refusals(behindProxy, auth, '192.0.2.10', () => ({ 'x-forwarded-for': chain }), 3);
      // The proxy appended the address it saw; what the client claimed before it changes nothing.
      expect(await through('10.0.0.1, 203.0.113.60')).toBe(1);
      expect(await through('10.0.0.2, 203.0.113.60')).toBe(3);
      expect(await through('10.0.0.3, 203.0.113.61')).toBe(1);
    } finally {
      await behindProxy.close();
    }
  });
});
