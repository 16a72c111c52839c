import { expect, test } from './test';
import { createArticle, createReporter, setArticleCounts } from './ingest';

// Reporters, leaders and 猜你喜欢 (backend/people): from an article's credits to the reporter's page, where the
// tab, and the scroll position in it, are kept through an article and back; the leaders by region from home; the
// recommendations under an article.

test.describe('reporters, leaders and recommendations', () => {
  test('credits lead to the reporter, whose tab and scroll survive an article and back', async ({
    page,
    request,
  }) => {
    const name = `端到端记者${Date.now() % 1e6}`;
    const reporterId = await createReporter(request, { name, title: '临江日报记者', intro: '跑城建口。' });
    const ids: number[] = [];
    for (let index = 0; index < 14; index++) {
      ids.push(
        await createArticle(request, {
          title: `${name}的第${index + 1}篇稿件`,
          columnID: 2,
          picSmall: '/demo/river-bridge.svg',
          publishtime: Date.now() - (14 - index) * 60_000,
          reporter: `${name} 苏晴`,
        }),
      );
    }
    // The oldest is the most read: the 最热 tab turns the list around.
    for (const [index, fileId] of ids.entries())
      await setArticleCounts(request, fileId, { readCount: 1000 - index });

    await page.goto(`/newsDetail/2/${ids.at(-1)}.html`);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reporter/${reporterId}\\.html`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('14 篇稿件')).toBeVisible();

    const tabs = page.getByRole('navigation', { name: '稿件分类' });
    await tabs.getByRole('link', { name: '最热' }).click();
    await expect(page).toHaveURL(/tab=hot/);
    await expect(tabs.getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('region', { name: '最热' });
    await expect(list.getByRole('heading').first()).toHaveText(`${name}的第1篇稿件`);

    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => Math.abs(window.scrollY - 700) < 2);
    const opened = list.getByRole('link', { name: new RegExp(`${name}的第8篇稿件`) });
    await opened.click();
    await expect(page.getByRole('heading', { level: 1, name: `${name}的第8篇稿件` })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/tab=hot/);
    await expect(tabs.getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(650);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(750);
  });

  test('the leaders by region, from home', async ({ page }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '查看领导' }).click();
    await expect(page).toHaveURL(/LeaderViewList\.html/);
    await expect(page.getByRole('heading', { level: 2, name: '林国栋' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '黄立新' })).toBeVisible();
    const mayor = page.getByRole('region', { name: '林国栋' });
    await expect(mayor.getByRole('heading', { name: '领导活动' })).toBeVisible();
    await expect(mayor.getByRole('link', { name: /市政府常务会议研究部署夏季安全生产工作/ })).toBeVisible();

    await page.getByRole('navigation', { name: '地区' }).getByRole('link', { name: '江北区' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '方慧' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '林国栋' })).toHaveCount(0);
    await page.getByRole('region', { name: '方慧' }).getByRole('link', { name: '个人简介' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '方慧' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '人物简介' })).toBeVisible();
  });

  test('猜你喜欢 under an article, loaded as the reader nears it', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('recommendList')) asked = true;
    });
    await page.goto('/newsDetail/1/48.html', { waitUntil: 'networkidle' });
    const recommended = page.getByRole('region', { name: '猜你喜欢' });
    // More than two screens below the first: neither its code nor its call has come yet.
    expect(asked).toBe(false);
    await expect(recommended).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(recommended).toBeVisible();
    await expect(recommended.getByRole('listitem')).toHaveCount(6);
    // None of them a story the related and hot lists above show already.
    const titles = (name: string) =>
      page.getByRole('region', { name }).locator('li :is(h2, h3)').allTextContents();
    const above = [...(await titles('相关稿件')), ...(await titles('热门稿件'))];
    expect(above.length).toBeGreaterThan(0);
    expect((await titles('猜你喜欢')).filter((title) => above.includes(title))).toEqual([]);
  });
});
