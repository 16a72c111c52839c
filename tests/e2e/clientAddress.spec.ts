// Defect 1 of issue 13 on the real site and backend: a reader's made-up X-Forwarded-For never buys a fresh
// per-address limit. The backend of this stack keeps the production limit of 60 writes an hour per reader.
import { expect, test } from './test';
import { startSiteStack, type SiteStack } from './siteStack';

const LIMIT = 60;

test.describe('client addresses', () => {
  let stack: SiteStack;

  test.beforeAll(async () => {
    test.setTimeout(270_000);
    stack = await startSiteStack(2, { SITE_WORKERS: '1' }, { RATE_LIMIT_MAX: String(LIMIT) });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('200 writes, each with a new forged address, are limited as 200 without; so are verify images', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const forged = (i: number) => ({
      'x-forwarded-for': `10.${i >> 8}.${i & 255}.9`,
      'x-real-ip': `10.9.${i & 255}.1`,
    });
    let refused = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await request.post(`${stack.url}/api/main/auth`, {
        form: { appKey: 'x', time: '1', sign: 'y' },
        headers: forged(i),
      });
      if (answer.status() === 429) refused += 1;
    }
    expect(refused).toBe(200 - LIMIT);

    // The reader's limit is spent: a verify image is refused whatever address they claim.
    for (let i = 0; i < 20; i++) {
      const image = await request.get(`${stack.url}/api/sso/verifyCode?device=xy-e2e-address`, {
        headers: forged(1000 + i),
      });
      expect(image.status()).toBe(429);
    }
  });
});
