import { expect, test, type Page } from './test';
import { startSiteStack, type SiteStack } from './siteStack';

type DebugWindow = Window & { __xy: { api: { call(name: string): Promise<unknown> } } };

/** Calls through the page's own API client, as a support engineer would from the console in debug mode. */
const callInPage = (page: Page, name: string) =>
  page.evaluate(
    (operation) =>
      (window as unknown as DebugWindow).__xy.api.call(operation).then(
        () => 'ok',
        (error: { kind?: string }) => `error:${error.kind}`,
      ),
    name,
  );

test('1004 clears the auth token and secret and reloads, and stops after the fourth time', async ({
  page,
}) => {
  await page.route('**/api/main/getColumns*', (route) =>
    route.fulfill({ json: { status: 1004, message: 'auth reset', data: null } }),
  );
  await page.goto('/home.html?debug=1');
  await page.evaluate(() => {
    const far = Date.now() + 3_600_000;
    localStorage.setItem('xy_auth_token', JSON.stringify({ value: 'old', expiresAt: far }));
    localStorage.setItem('xy_auth_secret', JSON.stringify({ value: 'old', expiresAt: far }));
  });

  let reloads = 0;
  for (let round = 0; round < 4; round += 1) {
    await page.waitForFunction(() => '__xy' in window);
    const navigation = page.waitForEvent('framenavigated');
    void callInPage(page, 'getColumns').catch(() => undefined);
    await navigation;
    await page.waitForLoadState('load');
    reloads += 1;
  }
  expect(reloads).toBe(4);
  expect(await page.evaluate(() => localStorage.getItem('xy_auth_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('xy_auth_secret'))).toBeNull();

  await page.waitForFunction(() => '__xy' in window);
  expect(await callInPage(page, 'getColumns')).toBe('error:authReset');
  expect(await page.evaluate(() => sessionStorage.getItem('xy_auth_reset_count'))).toBe('4');
});

test('concurrent calls that meet 10111 share one renewal and each retries once', async ({ page }) => {
  const seen = { columns: 0, renewals: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/main/getColumns')) seen.columns += 1;
    if (/\/api\/sso\/(anonymousToken|refreshAccessToken)/.test(request.url())) seen.renewals += 1;
  });
  await page.goto('/home.html?debug=1');
  await page.waitForFunction(() => '__xy' in window);
  // A token the real backend no longer knows: it answers 10111.
  await page.evaluate(() =>
    localStorage.setItem(
      'xy_token',
      JSON.stringify({ value: 'revoked-token', expiresAt: Date.now() + 3_600_000 }),
    ),
  );
  seen.columns = 0;
  seen.renewals = 0;

  const results = await page.evaluate(() =>
    Promise.all(
      [1, 2, 3].map(() =>
        (window as unknown as DebugWindow).__xy.api.call('getColumns').then(
          () => 'ok',
          (error: { kind?: string }) => `error:${error.kind}`,
        ),
      ),
    ),
  );
  expect(results).toEqual(['ok', 'ok', 'ok']);
  expect(seen.renewals).toBe(1);
  expect(seen.columns).toBe(6);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('xy_token') ?? '{}').value);
  expect(token).toBeTruthy();
  expect(token).not.toBe('revoked-token');
});

test.describe('with the backend down', () => {
  let stack: SiteStack;

  test.beforeAll(async () => {
    test.setTimeout(270_000);
    // A stack of its own whose backend is stopped once the site is up.
    stack = await startSiteStack(1, { SITE_WORKERS: '1' });
    stack.backend.kill('SIGTERM');
    await new Promise((resolve) => stack.backend.once('exit', resolve));
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('answers 503, kept by no cache, with a translated error state where it has nothing cached', async ({
    page,
  }) => {
    // Published data the site cached while the backend was up keeps being served; a search is never cached.
    const response = await page.goto(`${stack.url}/search.html?keyword=${Date.now()}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['retry-after']).toBe('10');
    // Drawn by the site server where Next left the screen to the scripts (lib/server/outcome.mjs): there at once.
    await expect(page.getByRole('heading', { name: '网络错误' })).toBeVisible();
    await expect(page.getByText('暂时无法连接到服务器，请稍后再试')).toBeVisible();
    await expect(page.getByRole('link', { name: '重试' })).toHaveAttribute(
      'href',
      /^\/search\.html\?keyword=\d+$/,
    );
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/ECONNREFUSED|at .+\.(js|ts):\d+|Error:/);
  });

  test('answers /api calls with the envelope and 503, never plain text', async ({ request }) => {
    const answer = await request.get(`${stack.url}/api/main/getColumns`);
    expect(answer.status()).toBe(503);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.json()).toEqual({ status: -503, message: '服务暂时不可用，请稍后重试', data: null });
  });
});
