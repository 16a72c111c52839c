import { expect, test } from './test';
import { createArticle, createColumn } from './ingest';
import { ingestGet, newMember, newPhone, signInByPhone, skipFirstLoginSteps } from './newMember';
import { signed } from './signed';
import { BACKEND_URL } from './stack';

test.describe('members', () => {
  // Next's route announcer is an alert too: alerts are always picked by their text.
  test('sign in by phone from the more icon and come back to the page', async ({ page, request }) => {
    await page.goto('/home.html');
    const more = page.getByRole('banner').getByRole('link', { name: '更多' });
    await expect(more).toHaveAttribute('href', '/login.html');
    await more.click();
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '关闭' })).toBeVisible();

    // The picture shows once the form has hydrated: a tap before then is lost.
    await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入手机号' })).toBeVisible();

    const phone = newPhone();
    await signInByPhone(page, request, phone);
    await skipFirstLoginSteps(page);
    await expect(page).toHaveURL(/\/home\.html$/);

    const memberLink = page.getByRole('banner').getByRole('link', { name: '更多' });
    await expect(memberLink).toHaveAttribute('href', '/getUserInfo.html');
    await memberLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `用户${phone.slice(-4)}` })).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  });

  test('a wrong SMS code is refused with the attempts left', async ({ page, request }) => {
    await page.goto('/login.html');
    const phone = newPhone();
    await page.getByLabel('手机号').fill(phone);
    const picture = page.getByRole('button').filter({ has: page.getByRole('img', { name: /图形验证码/ }) });
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/sso/verifyCode')),
      picture.click(),
    ]);
    const device = await page.evaluate(() => localStorage.getItem('xy_virtual_device_id'));
    const { code } = await ingestGet<{ code: string }>(request, `verifyCode?device=${device}`);
    await page.getByLabel('图形验证码').fill(code);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('status').filter({ hasText: '验证码已发送' })).toBeVisible();
    const outbox = await ingestGet<{ list: { code: string }[] }>(request, `smsOutbox?phone=${phone}`);
    const wrong = outbox.list[0]!.code === '000000' ? '111111' : '000000';
    await page.getByLabel('短信验证码').fill(wrong);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '验证码错误，还可尝试4次' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\.html$/);
  });

  test('a requires-auth route sends a signed-out reader to login and back after', async ({ page }) => {
    await page.goto('/activityVote/1/1.html');
    await expect(page).toHaveURL(/\/login\.html\?redirect=%2FactivityVote%2F1%2F1\.html$/);
    await page.getByRole('button', { name: '密码登录' }).click();
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '手机号或密码错误' })).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('linjiang2024');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/activityVote\/1\/1\.html$/);
  });

  test('signing out revokes the session on the server', async ({ page, request }) => {
    await newMember(page, request);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('xy_token') ?? '{}').value as string,
    );
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/home\.html$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/login.html',
    );
    const reply = await request.get(`${BACKEND_URL}/main/getUserInfo`, {
      headers: { token },
      params: signed({}),
    });
    expect(((await reply.json()) as { status: number }).status).toBe(10111);

    await page.goto('/getUserInfo.html');
    await expect(page.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/login.html?redirect=%2FgetUserInfo.html',
    );
  });

  test('an invitation code works once', async ({ browser, page, request }) => {
    await newMember(page, request);
    const code = (await page
      .getByRole('definition')
      .filter({ hasText: /^[2-9A-HJ-NP-Z]{7}$/ })
      .textContent())!;

    const friend = await browser.newPage();
    await newMember(friend, request, '/invite.html');
    // The page settles after sign-in's client navigation (the session island refreshes it): a code typed while
    // it does can be drawn over, so the code is typed until it stays.
    const field = friend.getByLabel('填写好友的邀请码');
    await expect(async () => {
      await field.fill(code.toLowerCase());
      await friend.waitForTimeout(300);
      await expect(field).toHaveValue(code.toLowerCase(), { timeout: 100 });
    }).toPass();
    await friend.getByRole('button', { name: '提交' }).click();
    await expect(friend.getByRole('status').filter({ hasText: '邀请码' })).toHaveText(
      '邀请码使用成功，积分+10',
    );
    await friend.reload();
    await expect(friend.getByText(/^邀请人：/)).toBeVisible();
    await expect(friend.getByLabel('填写好友的邀请码')).toHaveCount(0);
    const token = await friend.evaluate(
      () => JSON.parse(localStorage.getItem('xy_token') ?? '{}').value as string,
    );
    const again = await request.post(`${BACKEND_URL}/main/invite/use`, {
      headers: { token },
      form: signed({ code }),
    });
    expect(((await again.json()) as { message: string }).message).toBe('您已使用过邀请码');
    await friend.close();

    await page.goto('/invite.html');
    await expect(page.getByText('已邀请1位好友')).toBeVisible();
  });

  test('points appear after reading', async ({ page, request }) => {
    // Sorted last, so home (the first column) stays what the reading specs expect.
    const columnID = await createColumn(request, { name: `积分${Date.now() % 1e6}`, sort: 99 });
    const title = `读后得积分 ${Date.now()}`;
    const fileId = await createArticle(request, { title, columnID, content: '<p>正文</p>', aStatus: 1 });
    await newMember(page, request);
    const added = page.waitForResponse((r) => r.url().includes('/api/main/score/add'));
    await page.goto(`/newsDetail/${columnID}/${fileId}.html`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(((await (await added).json()) as { message: string }).message).toBe('阅读积分+1');

    await page.goto('/integralShop.html');
    await expect(page.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/newsDetail/0/${fileId}.html`,
    );
    await expect(page.getByText('每次+1，每天最多10次，今天已1次')).toBeVisible();
  });
});
