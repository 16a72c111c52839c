import { expect, test } from './test';
import { expectNoSeriousViolations } from './axe';
import { createArticle } from './ingest';
import { APP_UA } from './stack';

test.describe('more reading screens', () => {
  test('search marks the keyword, and a paper-backed article shows the page that printed it', async ({
    page,
  }) => {
    await page.goto('/search.html?keyword=集装箱吞吐量');
    const result = page.getByRole('link', { name: /临江港一季度集装箱吞吐量同比增长/ }).first();
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText('集装箱吞吐量');

    await result.click();
    const card = page.getByRole('complementary', { name: '本文刊于' });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/paperSharePage\/[^/]+\/\d+\/\d+\.html/);
    await expect(page.locator('[aria-current="page"]').first()).toBeVisible();
  });

  test('a module’s more link opens its list, and site pages come from the backend', async ({ page }) => {
    await page.goto('/home.html');
    const more = page.locator('main a[href^="/moreModules.html"], main a[href^="/moreImage/"]').first();
    const href = await more.getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main li a').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    expect((await page.goto('/moreModules.html?moduleId=abc'))?.status()).toBe(404);

    await page.goto('/aboutUs.html');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('关于');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/aboutUs\.html$/);
    expect((await page.goto('/noticeDetail.html'))?.status()).toBe(404);
    expect((await page.goto('/noticeDetail.html?id=1x'))?.status()).toBe(404);

    await page.goto('/downloadClient.html');
    await expect(page.locator('main')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a shared article offers the app in a browser, shares through the bridge in the app', async ({
    page,
    browser,
    request,
  }) => {
    const fileId = await createArticle(request, {
      title: '分享测试：江滩公园周末音乐会',
      columnID: 1,
      content: '<p>周六晚七点开演。</p>',
    });
    const path = `/newsDetail/1/${fileId}.html`;
    await page.goto(path);
    const prompt = page.getByRole('region', { name: '打开客户端，阅读体验更佳' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link')).toHaveAttribute('href', /downloadClient\.html|^https?:/);
    // At the end of the page the fixed prompt sits below the site footer, not over it. The end is where it is once
    // the islands under the article (recommendations, comments) have loaded as they came into view.
    const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : Infinity);
    const promptTop = (await prompt.boundingBox())?.y ?? 0;
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return bottomOf(await page.getByRole('contentinfo').boundingBox());
      })
      .toBeLessThanOrEqual(promptTop + 0.5);
    await prompt.getByRole('button', { name: '关闭提示' }).click();
    await expect(prompt).toHaveCount(0);
    await page.goto('/home.html');
    await page.goto(path);
    await expect(page.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toHaveCount(0);

    await page.goto(`${path}?ck=1`);
    await expect(page.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toHaveCount(0);

    const app = await browser.newContext({ userAgent: APP_UA, viewport: { width: 412, height: 915 } });
    const inApp = await app.newPage();
    await inApp.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { XYAppBridge: unknown }).XYAppBridge = {
        postMessage: (message: string) => sent.push(message),
      };
    });
    await inApp.goto(path);
    await expect(inApp.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toHaveCount(0);
    await inApp.getByRole('button', { name: '分享' }).click();
    // The share code loads on the tap (components/share/lazyShare.island.tsx): its message follows a moment later.
    const sharedPayload = async () => {
      const messages = await inApp.evaluate(() => (window as unknown as { __sent: string[] }).__sent);
      return messages
        .map((m) => JSON.parse(m) as { type: string; payload: Record<string, unknown> })
        .find((m) => m.type === 'share')?.payload;
    };
    await expect.poll(sharedPayload).toBeDefined();
    expect(await sharedPayload()).toMatchObject({
      title: expect.stringContaining('江滩公园周末音乐会'),
      link: expect.stringContaining(path),
    });
    await app.close();
  });

  test('ads show where the CMS placed them, labelled and sized, and count a show and a tap', async ({
    page,
  }) => {
    // The top ad is on the first screen: its show is counted as soon as the page is up.
    const shown = page.waitForRequest(
      (r) => r.url().includes('/api/advertising/advEvent') && r.method() === 'POST',
    );
    await page.goto('/home.html');
    const ad = page.getByRole('group', { name: '广告' }).first();
    await expect(ad).toBeVisible();
    await expect(ad.getByText('广告', { exact: true })).toBeVisible();
    const size = await ad
      .locator('img')
      .evaluate((img) => [img.getAttribute('width'), img.getAttribute('height')]);
    expect(size.every((value) => Number(value) > 0)).toBe(true);
    // A keepalive request: its body is not visible here; the component tests check type 1.
    expect((await shown).url()).toContain('/api/advertising/advEvent');
    // A tap is counted too, though the ad's page replaces this one at once.
    const clicked = page.waitForRequest(
      (r) => r.url().includes('/api/advertising/advEvent') && r.method() === 'POST',
    );
    const href = await ad.getByRole('link').getAttribute('href');
    await ad.getByRole('link').click();
    await clicked;
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('pulling home down at the top refreshes it', async ({ page }) => {
    await page.goto('/home.html');
    await expect(page.locator('main li a').first()).toBeVisible();
    const status = page.locator('[data-phase]');
    await page.evaluate(() => {
      const touch = (y: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y });
      const fire = (type: string, y: number, touches: Touch[]) =>
        window.dispatchEvent(
          new TouchEvent(type, { touches, changedTouches: [touch(y)], bubbles: true, cancelable: true }),
        );
      fire('touchstart', 100, [touch(100)]);
      for (let y = 110; y <= 400; y += 30) fire('touchmove', y, [touch(y)]);
    });
    await expect(status).toHaveText('释放刷新');
    const refreshed = page.waitForRequest((r) => r.url().includes('/home.html') && r.url().includes('_rsc'));
    await page.evaluate(() =>
      window.dispatchEvent(
        new TouchEvent('touchend', {
          touches: [],
          changedTouches: [new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: 400 })],
        }),
      ),
    );
    await refreshed;
    await expect(status).toHaveAttribute('data-phase', 'idle');
  });
});
