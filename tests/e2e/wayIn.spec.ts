// Issue 14's dead ends and repeats, as a reader meets them: each story once on home (load-more pages too), the
// carousel playing and pausing, a way home from an article opened on its own, a download page with both stores
// and a QR code that scans, no download prompt on a site without an address, and one ad mark that covers nothing.
import jsQR from 'jsqr';
import { expect, test, type Page } from './test';
import { patchConfig } from './ingest';
import { APP_UA, SITE_URL } from './stack';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const storyLinks = (page: Page) =>
  page
    .locator('main a[href*="Detail/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

const repeated = (hrefs: string[]) => hrefs.filter((href, index) => hrefs.indexOf(href) !== index);

/** The first article link on home (a story of the list, not the carousel). */
async function someArticle(page: Page) {
  await page.goto('/home.html');
  const href = await page.locator('main section li a[href^="/newsDetail/"]').last().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('a way in', () => {
  test('home shows each story once, the list’s later pages included', async ({ page }) => {
    await page.goto('/home.html');
    await expect(page.getByRole('region', { name: '焦点图' })).toBeVisible();
    expect(repeated(await storyLinks(page))).toEqual([]);
    const end = page.getByText('没有更多了', { exact: true });
    for (let i = 0; i < 10 && !(await end.isVisible()); i += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    expect(repeated(await storyLinks(page))).toEqual([]);
  });

  test('the carousel moves on by itself, stays while hovered, and never for reduced motion', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto('/home.html');
    const dots = page.getByRole('group', { name: '选择焦点图' });
    const current = dots.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName(/^第1张，共\d+张$/);
    await expect(current).toHaveAccessibleName(/^第2张，共\d+张$/, { timeout: 8000 });
    await page.getByRole('region', { name: '焦点图' }).hover();
    await page.waitForTimeout(6500);
    await expect(current).toHaveAccessibleName(/^第2张，共\d+张$/);
    // The slide the dot names is the one in view.
    const track = page.getByRole('region', { name: '焦点图' }).locator('ul');
    expect(await track.evaluate((ul) => Math.round(ul.scrollLeft / ul.clientWidth))).toBe(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.waitForTimeout(6500);
    await expect(current).toHaveAccessibleName(/^第1张，共\d+张$/);
    await context.close();
  });

  test('an article opened on its own leads home; opened from the site, back returns there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const article = await someArticle(page);
    await page.close();

    const shared = await context.newPage();
    await shared.goto(article);
    const toHome = shared.getByRole('link', { name: '回到首页' });
    await expect(toHome).toHaveAttribute('href', '/home.html');
    await expect(toHome).toHaveAccessibleName('临江日报 · 临江新闻 回到首页');
    await expect(toHome.getByRole('img')).toBeVisible();
    // The back control takes no room from the first screen: the title starts where it did.
    const title = shared.getByRole('article').getByRole('heading', { level: 1 });
    expect((await title.boundingBox())!.y).toBeLessThan(60);
    await shared.getByRole('link', { name: '返回' }).click();
    await expect(shared).toHaveURL(/\/home\.html$/);

    await shared.goto('/search.html');
    await shared.goto(article);
    await shared.getByRole('link', { name: '返回' }).click();
    await expect(shared).toHaveURL(/\/search\.html$/);
    await context.close();
  });

  test('返回 steps aside while the reader reads on down, and comes back when they scroll up', async ({
    browser,
  }) => {
    // A short screen, so the article reads on for a few of them before its end (where 返回 shows again).
    const context = await browser.newContext({ viewport: { width: 412, height: 480 } });
    const page = await context.newPage();
    await page.goto(await someArticle(page));
    const back = page.getByRole('link', { name: '返回' });
    await expect(back).toBeInViewport();
    await expect(back).toHaveCSS('opacity', '1');
    for (const y of [300, 600, 900]) await page.evaluate((top) => window.scrollTo(0, top), y);
    // Below the screen, over none of the lines it covered, and not in the way of a tap there.
    await expect(back).not.toBeInViewport();
    await expect(back).toHaveCSS('opacity', '0');
    await expect(back).toHaveCSS('pointer-events', 'none');
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(back).toBeInViewport();
    await expect(back).toHaveCSS('opacity', '1');
    // Reading on again sends it aside; a keyboard reader who tabs to it still sees it.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(back).not.toBeInViewport();
    await back.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await expect(back).toBeInViewport();
    await context.close();
  });

  test('返回 needs none of the page’s own code: it goes back when the article’s never arrives', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const article = await someArticle(page);
    await page.close();
    const reader = await context.newPage();
    // The article's route and its islands (the chunk with the comment zones) never arrive; the shell's do.
    let held = 0;
    await reader.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (route.request().url().includes('/app/newsDetail/') || body.includes('data-comment-zone')) {
        held += 1;
        return;
      }
      await route.fulfill({ response, body });
    });
    await reader.goto('/search.html');
    // Its load event never comes: the held scripts are still on their way.
    await reader.goto(article, { waitUntil: 'domcontentloaded' });
    const back = reader.getByRole('link', { name: '返回' });
    await expect(back).toHaveAttribute('href', '/home.html');
    await expect.poll(() => held).toBeGreaterThan(0);
    await back.click();
    await expect(reader).toHaveURL(/\/search\.html$/);
    // A chunk still on its way when the context closes has its fetched answer thrown away under the handler.
    await reader.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  test('the download page offers both stores on a phone and a QR code that scans at a desktop', async ({
    page,
    browser,
  }) => {
    await page.goto('/downloadClient.html');
    const stores = page.getByRole('list', { name: '客户端下载地址' });
    await expect(stores.getByRole('link', { name: /Android 版下载/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(stores.getByRole('link', { name: /iPhone 版下载/ })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(page.getByText('暂未提供客户端下载地址')).toHaveCount(0);
    await expect(page.getByRole('img', { name: '下载页面的二维码' })).toBeHidden();

    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
      userAgent: DESKTOP_UA,
    });
    const atDesk = await desktop.newPage();
    await atDesk.goto('/downloadClient.html');
    const code = atDesk.getByRole('img', { name: '下载页面的二维码' });
    await expect(code).toBeVisible();
    // Painted as the browser draws the path, read back as a phone's camera would.
    const scale = 4;
    const pixels = await code.evaluate((svg, scale) => {
      const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size * scale;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.scale(scale, scale);
      context.fillStyle = '#000';
      context.fill(new Path2D(svg.querySelector('path')!.getAttribute('d')!));
      return { side: canvas.width, data: [...context.getImageData(0, 0, canvas.width, canvas.height).data] };
    }, scale);
    const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.side, pixels.side);
    expect(read?.data).toBe(`${SITE_URL}/downloadClient.html`);
    await desktop.close();
  });

  test('a site with no download address, or a reader in the app, sees no open-app prompt and no ad to the download page', async ({
    page,
    browser,
    request,
  }) => {
    const article = await someArticle(page);
    await page.goto(article);
    await expect(page.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toBeVisible();
    const ads = page.getByRole('group', { name: '广告' });
    await expect(ads.locator('a[href="/downloadClient.html"]')).toHaveCount(1);
    // A reader in the app has it already: the same page invites them to nothing.
    const app = await browser.newContext({ userAgent: APP_UA });
    try {
      const inApp = await app.newPage();
      await inApp.goto(article);
      // The ad streams in with the related articles, in one boundary: once they show, it would have too.
      await expect(inApp.getByRole('region', { name: '相关稿件' })).toBeVisible();
      await expect(inApp.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toHaveCount(0);
      await expect(inApp.locator('a[href="/downloadClient.html"]')).toHaveCount(0);
    } finally {
      await app.close();
    }
    const seeded = {
      android: 'https://a.app.qq.com/o/simple.jsp?pkgname=cn.linjiang.news',
      ios: 'https://apps.apple.com/cn/app/id6450000521',
    };
    await patchConfig(request, { _rd_downloadUrl: '' });
    try {
      await page.goto(`${article}?t=none`);
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toHaveCount(0);
      await expect(page.locator('a[href="/downloadClient.html"]')).toHaveCount(0);
      await page.goto('/invitedToDownload.html');
      await expect(page.getByRole('link', { name: /下载/ })).toHaveCount(0);
    } finally {
      await patchConfig(request, { _rd_downloadUrl: seeded });
    }
  });

  test('an ad carries one mark, clear of its picture, in Tibetan too', async ({ page, context }) => {
    const article = await someArticle(page);
    await context.addCookies([{ name: 'xy-lang', value: 'bo', url: SITE_URL }]);
    await page.goto(article);
    const ad = page.getByRole('group', { name: 'ཁྱབ་བསྒྲགས' }).last();
    await ad.scrollIntoViewIfNeeded();
    const picture = await ad.locator('img').boundingBox();
    const mark = ad.getByText('ཁྱབ་བསྒྲགས', { exact: true });
    await expect(mark).toHaveCount(1);
    const label = (await mark.boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(picture!.y + picture!.height - 0.5);
  });
});
