import { expect, test, type Page } from './test';
import { signInWithPassword } from './demoMember';
import { untilReactOwns } from './stories';

// The account pages' demo (backend/accounts/seed/xyPages.json): 临江日报 (1) with 22 articles, 12 dynamics (the
// newest with two pictures) and three questions; 临江旧货集市 (8) forbidden; 21 accounts in the ranking, of which
// it shows 20. The demo member cheered on past days only, so today's three cheers are all left.

const articleItems = (page: Page) => page.getByRole('region', { name: '稿件' }).getByRole('listitem');
const more = (page: Page) => page.getByRole('button', { name: '加载更多' });
const noMore = (page: Page) => page.getByText('没有更多了', { exact: true });

test.describe('account pages', () => {
  test('an account’s three tabs with load-more, and a forbidden account’s empty page', async ({ page }) => {
    await page.goto('/xyDetail/1.html');
    await expect(page.getByRole('heading', { level: 1, name: '临江日报' })).toBeVisible();
    await expect(page.getByRole('link', { name: '订阅', exact: true })).toHaveAttribute(
      'href',
      '/login.html?redirect=%2FxyDetail%2F1.html',
    );
    await expect(articleItems(page)).toHaveCount(20);
    // The rest loads as the end of the list comes near (MoreArticles.island.tsx). A tap on 加载更多 as well would
    // race that load, which replaces the button: the CI run on 6cde4b8 waited a minute for one that had gone.
    await noMore(page).or(more(page)).first().scrollIntoViewIfNeeded();
    await expect(articleItems(page)).toHaveCount(22);
    await expect(noMore(page)).toBeVisible();

    const tabs = page.getByRole('navigation', { name: '主页内容' });
    await tabs.getByRole('link', { name: '动态' }).click();
    await expect(page).toHaveURL(/\/xyDetail\/1\.html\?tab=dynamics$/);
    const dynamics = page.locator('main ul li a[href^="/dynamicDetail/"]');
    await expect(dynamics).toHaveCount(10);
    await more(page).click();
    await expect(dynamics).toHaveCount(12);
    await expect(noMore(page)).toBeVisible();

    await tabs.getByRole('link', { name: '问答' }).click();
    await expect(page.getByText('临江日报的纸质版在哪里可以订阅？')).toBeVisible();
    await expect(page.getByText('2个回答')).toBeVisible();
    await expect(page.getByText('暂无回答')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '推荐订阅号' })).toBeVisible();

    await page.goto('/xyDetail/8.html');
    await expect(page.getByRole('heading', { level: 1, name: '临江旧货集市' })).toBeVisible();
    await expect(page.getByText('还没有内容')).toBeVisible();
    await expect(page.getByRole('link', { name: '订阅', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '订阅', exact: true })).toHaveCount(0);
    // An unknown account is not found.
    expect((await page.goto('/xyDetail/99999.html'))?.status()).toBe(404);
  });

  test('a tap to an account the page recommends shows that account’s count, not the last one’s', async ({
    page,
  }) => {
    const count = page.getByText(/^\d+人订阅$/).first();
    await page.goto('/xyDetail/2.html');
    const own = await count.innerText();
    await page.goto('/xyDetail/1.html');
    // 临江日报 has a subscriber the other has not: the count would show it carried over.
    expect(await count.innerText()).not.toBe(own);
    const recommended = page.locator('a[href="/xyDetail/2.html"]').first();
    await untilReactOwns(recommended);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await recommended.click();
    await expect(page).toHaveURL('/xyDetail/2.html');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(count).toHaveText(own);
  });

  test('the ranking from home: 20 accounts, a member’s cheers up to the daily limit', async ({ page }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '影响力排行榜' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '影响力排行榜' })).toBeVisible();
    const entries = page.locator('main ol > li');
    await expect(entries).toHaveCount(20);
    const first = entries.first();
    const name = (await first.locator('a').first().innerText()).split('\n')[0]!;
    await first.getByRole('link', { name: `为${name}打榜` }).click();
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/xyListShare\.html$/);

    const cheer = page.getByRole('button', { name: `为${name}打榜` });
    const count = async () => Number((await first.getByText(/次打榜$/).innerText()).replace(/\D/g, ''));
    const before = await count();
    for (const remaining of [2, 1, 0]) {
      await cheer.click();
      await expect(page.getByRole('status')).toHaveText(`打榜成功，今天还可打榜${remaining}次`);
    }
    await expect.poll(count).toBe(before + 3);
    await cheer.click();
    await expect(page.getByRole('status')).toHaveText('今天的3次打榜已用完，明天再来吧');

    await page.getByRole('link', { name: '打榜规则' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '打榜规则' })).toBeVisible();
    await expect(page.getByText(/每次打榜计 10 分/)).toBeVisible();
  });

  test('a dynamic with its pictures in the photo viewer', async ({ page }) => {
    await page.goto('/xyDetail/1.html?tab=dynamics');
    await page.locator('main a[href^="/dynamicDetail/"]').first().click();
    await expect(page).toHaveURL(/\/dynamicDetail\/\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: '临江日报的动态' })).toBeVisible();
    const photos = page.getByRole('region', { name: '图集' });
    await expect(photos.locator('li[data-index]')).toHaveCount(2);
    await expect(photos.locator('li[data-index] img').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^赞 \d+$/ })).toBeVisible();
  });
});
