import { expect, test, type Page } from './test';
import { expectNoSeriousViolations } from './axe';
import { addLiveReport, addOfficialComment, createArticle, putLive } from './ingest';
import { expectArticleVideoPlays, hlsSegments } from './video';

const MARATHON = '直播｜临江马拉松鸣枪开跑';
const CRAFT_FAIR = '直播｜非遗市集开市 老手艺人现场展示';

const reports = (page: Page) => page.getByRole('region', { name: '直播报道' }).getByRole('listitem');
const liveTitle = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the live screen', () => {
  test('a live from the 专题 column plays its stream and lists its reports, newest first', async ({
    page,
  }) => {
    const segments = hlsSegments(page);
    await page.goto('/home.html');
    await page.getByRole('navigation', { name: '栏目导航' }).getByRole('link', { name: '专题' }).click();
    await page.getByRole('link', { name: MARATHON }).first().click();
    await expect(page).toHaveURL(/\/liveDetail\/\d+\.html$/);
    await expect(liveTitle(page)).toHaveText(`直播中${MARATHON}`);
    await expect(page).toHaveTitle(new RegExp(`^【直播中】${MARATHON}`));

    await expectArticleVideoPlays(page);
    expect(segments.length).toBeGreaterThan(0);

    await expect(reports(page)).toHaveCount(5);
    await expect(reports(page).first()).toContainText('滨江绿道');
    await expect(reports(page).last()).toContainText('发令枪响');
    for (const picture of await reports(page).getByRole('img').all()) {
      await expect(picture).toHaveAttribute('width', /^\d+$/);
      await expect(picture).toHaveAttribute('loading', 'lazy');
    }
    await expect(page.getByText('没有更多了', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an ended live plays its replay, and a live opened on an article route goes to the live screen', async ({
    page,
  }) => {
    await page.goto('/home.html');
    await page.getByRole('navigation', { name: '栏目导航' }).getByRole('link', { name: '民生' }).click();
    await page.getByRole('link', { name: '文旅', exact: true }).click();
    // The column's own list, not 民生's still on screen while the tap on its tab loads: both hold the story.
    await expect(page.getByRole('heading', { level: 1, name: '文旅' })).toBeVisible();
    await page.getByRole('link', { name: CRAFT_FAIR }).first().click();
    await expect(page).toHaveURL(/\/liveDetail\/\d+\.html$/);
    await expect(liveTitle(page)).toHaveText(`回放${CRAFT_FAIR}`);
    await expect(page.locator('article video')).toHaveCount(1);
    const id = /\/liveDetail\/(\d+)\.html$/.exec(page.url())?.[1];

    await page.goto(`/newsDetail/0/${id}.html?theme=dark`);
    await expect(page).toHaveURL(new RegExp(`/liveDetail/${id}\\.html\\?theme=dark$`));
    await expect(liveTitle(page)).toHaveText(`回放${CRAFT_FAIR}`);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  });

  test('what the CMS announces, reports and ends shows at once, twenty reports a page', async ({
    page,
    request,
  }) => {
    const title = '直播｜江滩音乐节开幕';
    const fileId = await createArticle(request, {
      articleType: 6,
      title,
      columnID: 1,
      content: '<p>江滩音乐节。</p>',
    });
    await putLive(request, fileId, { status: 0, startTime: Date.now() + 86_400_000 });
    const path = `/liveDetail/${fileId}.html`;
    await page.goto(path);
    await expect(liveTitle(page)).toHaveText(`预告${title}`);
    await expect(page.getByRole('status').filter({ hasText: '直播尚未开始' })).toContainText('开始');
    await expect(page.getByText('还没有内容', { exact: true })).toBeVisible();

    for (let n = 1; n <= 21; n += 1) {
      await addLiveReport(request, fileId, {
        content: `第${n}条现场报道`,
        reporter: '唐悦',
        time: Date.now() - (22 - n) * 60_000,
      });
    }
    await page.goto(path);
    await expect(reports(page)).toHaveCount(20);
    await expect(reports(page).first()).toContainText('第21条现场报道');
    const more = page.getByRole('link', { name: '加载更多' });
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await more.click();
    await expect(reports(page)).toHaveCount(21);
    await expect(reports(page).last()).toContainText('第1条现场报道');
    await expect(page.getByText('没有更多了', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);

    await putLive(request, fileId, { status: 2, videos: [] });
    await page.goto(path);
    await expect(liveTitle(page)).toHaveText(`已结束${title}`);
    await expect(page.getByRole('status').filter({ hasText: '直播已结束' })).toBeVisible();
  });

  test('a reader with a live open sees the CMS go live, report twice, comment and end with a replay, without reload', async ({
    page,
    request,
  }, testInfo) => {
    const title = '直播｜夜间实时推送';
    const fileId = await createArticle(request, {
      articleType: 6,
      title,
      columnID: 1,
      content: '<p>实时。</p>',
    });
    await putLive(request, fileId, { status: 0 });
    // Subscribed: from then on the hub has the page among the live's readers.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"live_status_subscribe"')) resolve();
        }),
      );
    });
    await page.goto(`/liveDetail/${fileId}.html`);
    await subscribed;
    await expect(liveTitle(page)).toHaveText(`预告${title}`);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await addLiveReport(request, fileId, { content: '夜间第一条实时报道', reporter: '唐悦' });
    await expect(reports(page).first()).toContainText('夜间第一条实时报道', { timeout: 2000 });
    await expect(page.getByText('还没有内容', { exact: true })).toBeHidden();
    await putLive(request, fileId, {
      status: 1,
      videos: [{ appLiveUrl: '/demo/hls/riverside/index.m3u8', poster: '/demo/stadium.svg' }],
    });
    await expect(liveTitle(page)).toHaveText(`直播中${title}`, { timeout: 2000 });
    await expect(page.locator('article video')).toHaveCount(1);
    await addOfficialComment(request, fileId, '编辑部：感谢各位守候');
    await expect(page.getByRole('region', { name: '新到评论' })).toContainText('编辑部：感谢各位守候', {
      timeout: 2000,
    });
    await addLiveReport(request, fileId, { content: '夜间第二条实时报道', reporter: '唐悦' });
    await expect(reports(page).first()).toContainText('夜间第二条实时报道', { timeout: 2000 });
    await expect(reports(page)).toHaveCount(2);

    // Ended with a replay: the title says so and the player switches to the playback address.
    const replay = '/demo/hls/riverside/index.m3u8?replay=1';
    const replayRequested = page.waitForRequest((sent) => sent.url().endsWith(replay));
    await putLive(request, fileId, {
      status: 2,
      videos: [{ appPlaybackUrl: replay, poster: '/demo/stadium.svg' }],
    });
    await expect(liveTitle(page)).toHaveText(`回放${title}`, { timeout: 2000 });
    // The label changes as the message comes; the player once the page is redrawn around it.
    await replayRequested;
    await expectArticleVideoPlays(page);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('live-realtime.png'), fullPage: true });
  });

  test('an unknown live gets the not-found page', async ({ page }) => {
    const response = await page.goto('/liveDetail/987654.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('您访问的页面不存在')).toBeVisible();
  });
});
