import { expect, test } from './test';
import { expectNoSeriousViolations } from './axe';
import { patchConfig } from './ingest';
import { APP_UA } from './stack';

test.describe('the shell', () => {
  test('renders the top bar with logo, 触屏版 and the icons config allows', async ({ page }) => {
    await page.goto('/home.html');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('img', { name: /首页/ })).toBeVisible();
    await expect(bar.getByText('触屏版', { exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: '搜索' })).toHaveAttribute('href', '/search.html');
    await expect(bar.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/login.html');
    await expect(page.getByRole('navigation', { name: '栏目导航' }).getByRole('link').first()).toBeVisible();
  });

  test('shows the paper icon for a valid paper URL, opening a new window; the CMS cannot set another', async ({
    page,
    request,
  }) => {
    await patchConfig(request, { _p_wap: { paperUrl: 'https://paper.example.cn/today', showSearchList: 0 } });
    try {
      await page.goto('/home.html');
      const paper = page.getByRole('banner').getByRole('link', { name: '数字报' });
      await expect(paper).toHaveAttribute('href', 'https://paper.example.cn/today');
      await expect(paper).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('banner').getByRole('link', { name: '搜索' })).toHaveCount(0);

      // The backend refuses it (and the site would drop it: tests/unit/api/unsafeUrls.test.ts).
      await expect(patchConfig(request, { _p_wap: { paperUrl: 'javascript:alert(1)' } })).rejects.toThrow(
        '字段 _p_wap.paperUrl 必须是 http(s) 网址或站内路径',
      );
      await page.goto('/home.html');
      await expect(page.getByRole('banner').getByRole('link', { name: '数字报' })).toHaveAttribute(
        'href',
        'https://paper.example.cn/today',
      );
    } finally {
      await patchConfig(request, { _p_wap: { paperUrl: '/paperSharePage.html', showSearchList: 1 } });
    }
  });

  test("the seeded paper icon opens the site's own paper edition in a new window", async ({ page }) => {
    await page.goto('/home.html');
    const paper = page.getByRole('banner').getByRole('link', { name: '数字报' });
    await expect(paper).toHaveAttribute('href', '/paperSharePage.html');
    const [edition] = await Promise.all([page.context().waitForEvent('page'), paper.click()]);
    await edition.waitForLoadState();
    expect(new URL(edition.url()).pathname).toBe('/paperSharePage.html');
    await expect(edition.getByRole('heading', { level: 1, name: '临江日报' })).toBeVisible();
    await edition.close();
  });

  test('falls back to the bundled logo when the configured one fails', async ({ page }) => {
    await page.route('**/demo/logo.svg', (route) => route.abort());
    await page.goto('/home.html');
    const logo = page.getByRole('banner').getByRole('img', { name: /首页/ });
    await expect(logo).toHaveAttribute('src', '/logo-fallback.svg');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('sends unknown paths home', async ({ page }) => {
    for (const path of ['/no/such/page', '/nothing.html', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home\.html$/);
    }
  });

  test('sends a signed-out reader from a requires-auth route to login and remembers the way back', async ({
    page,
  }) => {
    await page.goto('/activityVote/7.html?from=share');
    await expect(page).toHaveURL(/\/login\.html\?redirect=%2FactivityVote%2F7\.html%3Ffrom%3Dshare$/);
  });

  test('takes the theme from the query', async ({ page }) => {
    await page.goto('/home.html?theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');

    // The reader's scheme is remembered for the next page.
    await page.goto('/home.html');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');

    await page.goto('/home.html?theme=grey');
    await expect(page.locator('html')).toHaveAttribute('data-grey', 'page');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
    await page.goto('/home.html?theme=light');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  });

  test('greys only the first screen of home when configured', async ({ page, request }) => {
    await patchConfig(request, { homeFirstScreenGrey: 1 });
    try {
      await page.goto('/home.html');
      await expect(page.locator('html')).toHaveAttribute('data-grey', 'firstScreen');
      expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).filter)).toBe(
        'grayscale(1)',
      );
      expect(await page.locator('footer').evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    } finally {
      await patchConfig(request, { homeFirstScreenGrey: 0 });
    }
  });

  test('takes the page title from the title query, else the route', async ({ page }) => {
    await page.goto('/home.html?title=' + encodeURIComponent('今日临江'));
    await expect(page).toHaveTitle('今日临江');
    await page.goto('/invite.html');
    await expect(page).toHaveTitle(/^邀请码/);
  });

  test('switches to English and to Tibetan, in a real Tibetan font', async ({ page }) => {
    await page.goto('/home.html');
    const switcher = page.getByRole('combobox', { name: '语言' });
    await switcher.selectOption('en');
    await expect(page.getByRole('banner').getByText('Mobile', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('bo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bo-CN');
    const tag = page
      .getByRole('banner')
      .locator('span')
      .filter({ hasText: /[\u0F00-\u0FFF]/ });
    await expect(tag).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (font) => font.status === 'loaded' && /F00/i.test(font.unicodeRange),
          );
        }),
      )
      .toBe(true);

    await page.locator('footer').getByRole('combobox').selectOption('cn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('offers back-to-top after scrolling and climbs back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 320 });
    await page.goto('/home.html');
    const button = page.getByRole('button', { name: '返回顶部' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/home.html');
    await expectNoSeriousViolations(page);
  });
});

test.describe('in the app webview', () => {
  test.use({ userAgent: APP_UA.replace('xyuid/0', 'xyuid/1234') });

  test('a member the app vouches for goes straight into a requires-auth route', async ({ page }) => {
    await page.goto('/activityVote/7.html');
    await expect(page).toHaveURL(/\/activityVote\/7\.html$/);
    await expect(page).toHaveTitle(/^投票活动详情/);
  });
});
