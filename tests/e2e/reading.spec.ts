import { expect, test, type Locator, type Page } from './test';
import { expectNoSeriousViolations } from './axe';
import { createArticle, createColumn, previewLink } from './ingest';
import { storyUnderArticle, untilReactOwns } from './stories';
import { expectArticleVideoPlays, hlsSegments } from './video';

const articleLinks = (page: Page) =>
  page.locator(
    'main li a[href^="/newsDetail/"], main li a[href^="/imageDetail/"], main li a[href^="/videoDetail/"]',
  );

/** The first article link of a kind, looked for on home and then in each column, as a reader would browse. */
async function findArticle(page: Page, route: 'newsDetail' | 'imageDetail' | 'videoDetail'): Promise<string> {
  await page.goto('/home.html');
  const columns = await page
    .getByRole('navigation', { name: '栏目导航' })
    .locator('a[href^="/columnDetail/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const path of ['/home.html', ...columns]) {
    if (path !== '/home.html') await page.goto(path);
    const href = await page
      .locator(`main a[href^="/${route}/"]`)
      .first()
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null);
    if (href) return href;
  }
  throw new Error(`no ${route} link on home or any column`);
}

test.describe('reading', () => {
  test('home lists articles, loads more to the end and says so', async ({ page }) => {
    await page.goto('/home.html');
    const links = articleLinks(page);
    await expect(links.first()).toBeVisible();
    const first = await links.count();
    // A page of the list and the blocks above it, each story once (one shown higher up is left out further down).
    expect(first).toBeGreaterThanOrEqual(15);
    const end = page.getByText('没有更多了', { exact: true });
    for (let i = 0; i < 10 && !(await end.isVisible()); i += 1) {
      await page.keyboard.press('End');
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    expect(await links.count()).toBeGreaterThan(first);
  });

  test('coming back from an article restores the home list and scroll position', async ({ page }) => {
    await page.goto('/home.html');
    const links = articleLinks(page);
    await expect(links.nth(12)).toBeVisible();
    await links.nth(12).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(400);
    await links.nth(12).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('a news article renders title, source, time, word count, credits, counts and related', async ({
    page,
  }) => {
    await page.goto('/home.html');
    await page.locator('main li a[href^="/newsDetail/"]').first().click();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.getByText(/^全文\d+个字 阅读约需\d+分钟$/)).toBeVisible();
    await expect(article.locator('time').first()).toBeVisible();
    await expect(article.getByText('编辑', { exact: true })).toBeVisible();
    await expect(article.getByText(/^阅读 /)).toBeVisible();
    await expect(article.getByRole('heading', { name: '相关稿件' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // 热门稿件 never offers the article being read: open the column's hottest one and look at its own list.
    const hot = page.getByRole('region', { name: '热门稿件' }).getByRole('link');
    await expect(hot.first()).toBeVisible();
    const hottest = (await hot.first().getAttribute('href')) ?? '';
    await page.goto(hottest);
    await expect(hot.first()).toBeVisible();
    const hrefs = (list: Locator) =>
      list.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(await hrefs(hot)).not.toContain(hottest);
    // Nor any story 相关稿件 lists just above it: five of the column's others.
    const related = await hrefs(page.getByRole('region', { name: '相关稿件' }).getByRole('link'));
    expect(related.length).toBeGreaterThan(0);
    expect(await hot.count()).toBe(5);
    expect((await hrefs(hot)).filter((href) => related.includes(href))).toEqual([]);
  });

  test('a story listed under an article opens in its place, without reloading, with its own praise and comments', async ({
    page,
  }) => {
    await page.goto(await findArticle(page, 'newsDetail'));
    const title = page.getByRole('article').getByRole('heading', { level: 1 });
    const before = await title.innerText();
    // The tap goes to the client router (a tap before React owns the link would load the page anew).
    const { story, href } = await storyUnderArticle(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await story.click();
    await expect(page).toHaveURL(href);
    await expect(title).not.toHaveText(before);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.locator('[data-comment-zone="praise"]').getByRole('button')).toBeVisible();
    await page.locator('#comments-heading').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: /^评论/ }).locator('textarea')).toBeVisible();
  });

  test('on a story opened from under an article, 点赞 stands in its place before its code has come, and keeps a tap', async ({
    page,
  }) => {
    await page.goto(await findArticle(page, 'newsDetail'));
    const { story, href } = await storyUnderArticle(page);
    // The code asked for after the tap (the praise button's among it) waits until the new page has been looked at.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await story.click();
    await expect(page).toHaveURL(href);
    const praise = page.locator('[data-comment-zone="praise"]').getByRole('button', { name: '点赞' });
    await expect(praise).toHaveAttribute('data-awaits-island', '');
    // Where 分享 beside it stands on the page: as on the same article opened afresh, whose button is the real one.
    const share = page.getByRole('article').getByRole('button', { name: '分享', exact: true });
    const shareAt = () =>
      share.evaluate((node) => {
        const { left, top } = node.getBoundingClientRect();
        return [left, top + window.scrollY];
      });
    const standIn = await shareAt();
    // A signed-out reader's praise goes to login (the seeded site takes praise from members only).
    await praise.click();
    release();
    await expect(page).toHaveURL(/\/login\.html\?redirect=/);
    await page.goto(href);
    await expect(praise).not.toHaveAttribute('data-awaits-island');
    expect(await shareAt()).toEqual(standIn);
  });

  test("an article is drawn again in the language picked in its footer, its praise button's code not loaded yet", async ({
    page,
  }) => {
    await page.goto(await findArticle(page, 'newsDetail'));
    const switcher = page.locator('footer').getByRole('combobox');
    await untilReactOwns(switcher);
    await switcher.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page
        .getByRole('article')
        .getByRole('heading', { name: /^(Related|Most read)$/ })
        .first(),
    ).toBeVisible();
  });

  test('a photo set swipes from picture to picture with captions', async ({ page }) => {
    await page.goto(await findArticle(page, 'imageDetail'));
    const set = page.getByRole('region', { name: '图集' });
    await expect(set.getByText(/^第1张，共\d+张$/)).toBeVisible();
    await expect(set.locator('figcaption').first()).not.toBeEmpty();
    await set
      .getByRole('list')
      .first()
      .evaluate((track) => track.scrollBy({ left: track.clientWidth }));
    await expect(set.getByText(/^第2张，共\d+张$/)).toBeVisible();
    await set.getByRole('button', { name: '上一张' }).click();
    await expect(set.getByText(/^第1张，共\d+张$/)).toBeVisible();
  });

  test('a video article plays the HLS stream the backend serves', async ({ page }) => {
    const href = await findArticle(page, 'videoDetail');
    const segments = hlsSegments(page);
    await page.goto(href);
    await expectArticleVideoPlays(page);
    expect(segments.length).toBeGreaterThan(0);
  });

  test('pictures and links the CMS put in an article body are sized, lazy below the first, and marked', async ({
    page,
  }) => {
    await page.goto('/search.html?keyword=东引桥');
    await page
      .getByRole('link', { name: /临江大桥东引桥改造完工/ })
      .first()
      .click();
    const article = page.getByRole('article');
    const first = article.getByRole('img', { name: '改造完工后的临江大桥东引桥' });
    const second = article.getByRole('img', { name: '东引桥新匝道连接的滨江路' });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(second).toHaveAttribute('loading', 'lazy');
    for (const picture of [first, second]) {
      await expect(picture).toHaveAttribute('width', '750');
      await expect(picture).toHaveAttribute('height', '422');
    }
    // Its box is kept before the picture arrives: the picture's own shape, at the phone's width.
    const box = await second.boundingBox();
    expect(box && box.height / box.width).toBeCloseTo(422 / 750, 2);
    const link = article.getByRole('link', { name: '交通安全综合服务管理平台' });
    await expect(link).toHaveAttribute('href', 'https://www.122.gov.cn/');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('unreleased articles show only with the CMS preview credential', async ({ page, request }) => {
    const draft = await createArticle(request, {
      title: '未发布的稿件：江心洲湿地公园规划草案',
      columnID: 1,
      aStatus: 0,
      content: '<p>草案仍在征求意见。</p>',
    });
    for (const path of [`/newsDetail/1/${draft}.html`, `/newsDetail/1/${draft}.html?yl=1`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('江心洲湿地公园规划草案')).toHaveCount(0);
    }
    const forged = await page.goto(`/newsDetail/1/${draft}.html?yl=1&previewToken=${'a'.repeat(40)}`);
    expect(forged?.status()).toBe(404);

    const { previewToken } = await previewLink(request, draft);
    await page.goto(`/newsDetail/1/${draft}.html?yl=1&previewToken=${encodeURIComponent(previewToken)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('未发布的稿件：江心洲湿地公园规划草案');
    await expect(page.getByRole('status').filter({ hasText: '稿件未发布，仅供预览' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('what the CMS publishes shows up at once, without a restart', async ({ page, request }) => {
    const columnId = await createColumn(request, { name: '端到端栏目', parentId: 0, sort: 99 });
    await page.goto(`/columnDetail/${columnId}.html`);
    await expect(page.getByText('还没有内容', { exact: true })).toBeVisible();
    await createArticle(request, {
      title: '刚刚发布：临江大桥夜间限行调整',
      columnID: columnId,
      content: '<p>即日起。</p>',
    });
    await page.goto(`/columnDetail/${columnId}.html`);
    await expect(page.getByRole('link', { name: /刚刚发布：临江大桥夜间限行调整/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a column whose stories all stand in its blocks ends its list, and never says it has none', async ({
    page,
  }) => {
    // The seeded 视频 column: its carousel and its 精选视频 block hold what its first page lists.
    await page.goto('/home.html');
    await page
      .getByRole('navigation', { name: '栏目导航' })
      .getByRole('link', { name: '视频', exact: true })
      .click();
    await expect(page).toHaveURL(/\/columnDetail\/\d+\.html$/);
    await expect(page.locator('main a[href^="/videoDetail/"]').first()).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('没有更多了', { exact: true })).toBeVisible();
    await expect(page.getByText('还没有内容', { exact: true })).toHaveCount(0);
  });

  test('unknown or malformed article ids get the not-found page, not an error', async ({ page }) => {
    for (const path of ['/newsDetail/1/999999.html', '/newsDetail/1/abc.html', '/newsDetail/1/1e9.html']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('body')).not.toContainText(/Error:|at .+\.js:\d+/);
    }
  });

  test('home has no serious accessibility violations', async ({ page }) => {
    await page.goto('/home.html');
    await expect(articleLinks(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
