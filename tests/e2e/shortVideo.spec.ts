import { expect, test, type Page } from './test';
import { APP_UA, WECHAT_UA } from './stack';
import { expectArticleVideoPlays, hlsSegments } from './video';

// The demo's short-video category (backend/vod/seed/shortVideos.json), the newest first.
const FIRST = '一分钟看临江大桥的清晨';
const SECOND = '体育中心改造后的第一场比赛';
const THIRD = '青石巷的糖画摊';

/** The clip on the stage plays, inline, past half a second. */
async function expectClipPlays(page: Page) {
  const video = page.locator('main video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('webkit-playsinline', 'true');
  await expect(video).toHaveAttribute('x5-playsinline', 'true');
  await expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
}

/** A finger's swipe on the stage, from one height to another. */
async function swipe(page: Page, fromY: number, toY: number) {
  await page
    .locator('main section')
    .first()
    .evaluate(
      (stage, [from, to]) => {
        const touch = (y: number) => new Touch({ identifier: 1, target: stage, clientX: 200, clientY: y });
        stage.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(from!)], bubbles: true }));
        stage.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(to!)], bubbles: true }));
      },
      [fromY, toY],
    );
}

test.describe('short videos', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reader opens a short video from home; it plays inline and a swipe brings the next', async ({
    page,
  }) => {
    const segments = hlsSegments(page);
    const plays: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/vodEvent') && response.ok()) plays.push(response.status());
    });
    await page.goto('/home.html');
    const strip = page.getByRole('region', { name: '短视频' });
    await strip.getByRole('link', { name: FIRST }).click();
    await expect(page).toHaveURL(/\/minVideoDetail\/1\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    await expectClipPlays(page);
    expect(segments.length).toBeGreaterThan(0);
    // The play was recorded (the mobile-video event).
    await expect.poll(() => plays.length).toBe(1);

    // The stage fills the phone's screen.
    const stage = await page.locator('main section').first().boundingBox();
    expect(stage).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

    // Tap pauses, tap plays.
    const toggle = page.getByRole('button', { name: '暂停' });
    await toggle.click();
    await expect(page.getByRole('button', { name: '播放' })).toBeVisible();
    expect(await page.locator('main video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(
      true,
    );
    await page.getByRole('button', { name: '播放' }).click();
    await expect(page.getByRole('button', { name: '暂停' })).toBeVisible();

    // Swipe up: the next clip of the category, playing, its address in the bar.
    await swipe(page, 700, 200);
    await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
    await expect(page).toHaveURL(/\/minVideoDetail\/2\.html$/);
    await expectClipPlays(page);
    await expect.poll(() => plays.length).toBe(2);

    // The keyboard and the buttons step too; swipe down goes back.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('heading', { level: 1, name: THIRD })).toBeVisible();
    await swipe(page, 200, 700);
    await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
    await page.getByRole('button', { name: '上一个' }).click();
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    await expect(page.getByRole('button', { name: '上一个' })).toBeDisabled();

    // Its praise, its comments and sharing; then the related videos at the end.
    await expect(page.getByRole('button', { name: '点赞' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^评论/ })).toHaveAttribute(
      'href',
      /\/commentAll\/\d+\/0\.html$/,
    );
    await expect(page.getByRole('button', { name: '分享' })).toBeVisible();
    const related = page.getByRole('region', { name: '相关视频' });
    await expect(related.getByRole('link')).toHaveCount(4);
    await expect(related.getByRole('link', { name: FIRST })).toHaveCount(0);
  });

  test('the share page shows the share card, plays the video and invites to the app', async ({ page }) => {
    const response = await page.goto('/mvodShare/1.html');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(FIRST));
    const description = await page.locator('meta[property="og:description"]').getAttribute('content');
    expect(Array.from(description ?? '').length).toBeGreaterThan(10);
    expect(Array.from(description ?? '').length).toBeLessThanOrEqual(100);
    await expect(page.locator('article video')).toHaveAttribute('poster', '/demo/river-bridge.svg');
    await expectArticleVideoPlays(page);
    await expect(page.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toBeVisible();
    await expect(page.getByRole('link', { name: '看更多短视频' })).toHaveAttribute(
      'href',
      '/minVideoDetail/1.html',
    );
  });

  test('in WeChat the clip is drawn for inline playback too', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/minVideoDetail/1.html');
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    await expectClipPlays(page);
    await context.close();
  });

  test('in the app a clip’s 分享 hands its card to the app', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: APP_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      Object.assign(window, {
        XYAppBridge: { postMessage: (json: string) => sent.push(JSON.parse(json)) },
        sent,
      });
    });
    await page.goto('/minVideoDetail/1.html');
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    const share = page.getByRole('button', { name: '分享' });
    await expect(share.first()).toBeVisible();
    await expect(share.first()).not.toHaveAttribute('aria-haspopup');
    // A tap before React has hydrated the button would be lost: wait until React owns it (it keeps its props there).
    await expect
      .poll(() =>
        share
          .first()
          .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
      )
      .toBe(true);
    await share.first().click();
    const shares = () =>
      page.evaluate(() =>
        (window as unknown as { sent: { type: string }[] }).sent.filter(({ type }) => type === 'share'),
      );
    await expect.poll(shares).toEqual([
      {
        type: 'share',
        payload: expect.objectContaining({
          title: FIRST,
          link: expect.stringMatching(/\/mvodShare\/1\.html$/),
          imgUrl: expect.stringMatching(/^http:\/\/[^/]+\/demo\/\S+$/),
        }),
      },
    ]);
    await context.close();
  });

  test('unknown or malformed short-video ids get the site’s not-found page', async ({ page }) => {
    for (const path of ['/minVideoDetail/999999.html', '/mvodShare/999999.html', '/mvodShare/abc.html']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });
});
