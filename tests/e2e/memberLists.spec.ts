import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { createArticle, createColumn } from './ingest';
import { signInWithPassword, submitPasswordSignIn } from './demoMember';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';

// The demo member (tests/e2e/demoMember.ts) and the demo accounts: 政务 (临江发布, 临江教育, the emptied
// 临江城建档案, and 临江交警 in its child 交通出行), 媒体, 生活.

/** One account's row in a list, by its name. */
const accountRow = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** An article of its own, in a column sorted last (home stays the first column for the reading specs). */
async function newArticle(request: APIRequestContext, title: string) {
  const columnID = await createColumn(request, { name: `收藏${Date.now() % 1e6}`, sort: 99 });
  const fileId = await createArticle(request, { title, columnID, content: '<p>正文</p>', aStatus: 1 });
  return `/newsDetail/${columnID}/${fileId}.html`;
}

async function setMemberDisabled(request: APIRequestContext, userId: string, disabled: boolean) {
  const response = await request.post(
    `${BACKEND_URL}/ingest/members/${userId}/${disabled ? 'disable' : 'enable'}`,
    { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
  );
  expect(response.ok()).toBe(true);
}

test.describe('favourites and subscriptions', () => {
  test('accounts: subscribe from the list, signed out then in, and unsubscribe in 我的订阅', async ({
    page,
  }) => {
    await page.goto('/subscriptionList.html');
    await expect(page.getByRole('heading', { level: 1, name: '订阅号' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '订阅号分类' });
    await expect(tabs.getByRole('link', { name: '政务' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: '子分类' }).getByRole('link', { name: '交通出行' }),
    ).toHaveAttribute('href', '/subscriptionList/4.html');
    // A child category's accounts are its parent's too; an emptied account is nobody's.
    await expect(accountRow(page, '临江交警')).toBeVisible();
    await expect(accountRow(page, '临江城建档案')).toHaveCount(0);

    const subscribe = accountRow(page, '临江发布').getByRole('link', { name: '订阅', exact: true });
    await expect(subscribe).toHaveAttribute('href', '/login.html?redirect=%2FsubscriptionList.html');
    await subscribe.click();
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/subscriptionList\.html$/);

    await expect(accountRow(page, '临江交警').getByRole('button', { name: '已订阅' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const button = accountRow(page, '临江发布').getByRole('button', { name: '订阅', exact: true });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/main/topicSub');
    await button.click();
    await expect(accountRow(page, '临江发布').getByRole('button', { name: '已订阅' })).toBeVisible();
    expect(((await (await answered).json()) as { message: string }).message).toBe('订阅成功');
    await page.reload();
    await expect(accountRow(page, '临江发布').getByRole('button', { name: '已订阅' })).toBeVisible();

    await page.goto('/getUserInfo.html');
    // Written as Chinese dates are (2026年11月25日), not in Intl's fallback for the id cn (Nov 25, 2026).
    await expect(page.locator('dd').filter({ hasText: /^\d{4}年\d{1,2}月\d{1,2}日$/ })).toHaveCount(1);
    await page.getByRole('navigation', { name: '我的' }).getByRole('link', { name: '我的订阅' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '我的订阅' })).toBeVisible();
    const names = page.locator('main li h2');
    // Newest first: the one just subscribed, then the demo's.
    await expect(names.first()).toHaveText('临江发布');
    await expect(accountRow(page, '临江日报')).toBeVisible();
    await accountRow(page, '临江发布').getByRole('button', { name: '取消订阅' }).click();
    await expect(
      accountRow(page, '临江发布').getByRole('button', { name: '订阅', exact: true }),
    ).toBeEnabled();
    await page.reload();
    await expect(accountRow(page, '临江发布')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '发现更多订阅号' })).toHaveAttribute(
      'href',
      '/subscriptionList.html',
    );
  });

  test('favourites: 收藏 on an article, signed out then in, and removed in 我的收藏', async ({
    page,
    request,
  }) => {
    const title = `收藏这一篇 ${Date.now()}`;
    const path = await newArticle(request, title);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page).toHaveURL(/\/login\.html\?redirect=%2FnewsDetail%2F/);
    // Back on the article, the member's state is asked once the page is idle.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/main/favStatus');
    await signInWithPassword(page);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`));
    await asked;
    const button = page.getByRole('button', { name: '收藏', exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/main/fav');
    await button.click();
    await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(((await (await saved).json()) as { message: string }).message).toBe('收藏成功');
    // The page itself is the same for everyone; the member's state comes after it.
    await page.reload();
    await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();

    await page.goto('/myFavorites.html');
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
    const favorite = page.getByRole('listitem').filter({ hasText: title });
    await expect(favorite.getByRole('link')).toHaveAttribute('href', path);
    await expect(favorite).toContainText(/\d{4}年\d{1,2}月\d{1,2}日收藏/);
    await favorite.getByRole('button', { name: '取消收藏' }).click();
    await expect(favorite.getByRole('button', { name: '收藏', exact: true })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    // The demo's own favourites stay.
    await expect(page.getByRole('link', { name: /临江大桥东引桥改造完工/ })).toBeVisible();
  });

  test('a disabled member (10103) is signed out and sent to login, which says why', async ({
    page,
    request,
  }) => {
    const title = `停用之后 ${Date.now()}`;
    const path = await newArticle(request, title);
    await page.goto(`/login.html?redirect=${encodeURIComponent(path)}`);
    await signInWithPassword(page);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`));
    const userId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('xy_member_id') ?? '{}').value as string,
    );
    expect(userId).toMatch(/^\d+$/);

    await setMemberDisabled(request, userId, true);
    try {
      // The server renders the member's pages as for a signed-out reader.
      await page.goto('/mySubscriptions.html');
      await expect(page.getByRole('link', { name: '登录' })).toHaveAttribute(
        'href',
        '/login.html?redirect=%2FmySubscriptions.html',
      );

      // In the browser, the favourite button's status call meets 10103: the session ends, then login and back.
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\.html\?redirect=%2FnewsDetail%2F/);
      await expect(page.getByRole('alert').filter({ hasText: '账号已被停用，请重新登录' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('xy_member_id'))).toBeNull();
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name === 'xy-session' && cookie.value !== '')).toBe(false);

      await submitPasswordSignIn(page);
      await expect(page.getByRole('alert').filter({ hasText: /^账号已被停用$/ })).toBeVisible();
    } finally {
      await setMemberDisabled(request, userId, false);
    }
  });
});
