import { expect, test } from './test';
import { signInWithPassword } from './demoMember';
import { createActivity } from './ingest';

// Activities (backend/activities): the demo member signs up for an activity of their own, finds it on 报名详情
// with its voucher's QR code, and the partner shop redeems the voucher once on the write-off screen the code opens.

const DAY = 86_400_000;

test.describe('activities', () => {
  test('sign up, see the sign-up and its voucher, and the shop writes it off once', async ({
    page,
    browser,
    request,
  }) => {
    const title = `端到端活动${Date.now() % 1e6}`;
    const id = await createActivity(request, {
      title,
      place: '临江市民中心',
      rules: '凭券码到合作门店领取纪念品。',
      startTime: Date.now() + 10 * DAY,
      endTime: Date.now() + 11 * DAY,
      signUpStartTime: Date.now() - DAY,
      signUpEndTime: Date.now() + 5 * DAY,
      capacity: 20,
      fields: [
        { key: 'name', label: '姓名', type: 'name', required: true },
        { key: 'phone', label: '手机号', type: 'phone', required: true },
        { key: 'size', label: 'T恤尺码', type: 'choice', required: true, options: ['S', 'M', 'L'] },
      ],
      voucherTitle: '纪念品领取券',
      shops: [{ name: '临江书店', staffCode: '2468' }],
    });

    await page.goto(`/login.html?redirect=${encodeURIComponent(`/activityDetail/${id}.html`)}`);
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: '立即报名' }).click();

    await expect(page.getByRole('heading', { name: '填写报名信息' })).toBeVisible();
    await page.getByLabel('手机号').fill('12345');
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写姓名' })).toBeVisible();
    await page.getByLabel('姓名').fill('王小明');
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入正确的手机号' })).toBeVisible();
    // The draft is kept through the refusals and a reload.
    await page.reload();
    await expect(page.getByLabel('姓名')).toHaveValue('王小明');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByRole('radio', { name: 'M' }).check();
    await page.getByRole('button', { name: '提交报名' }).click();
    await expect(page.getByRole('status').filter({ hasText: '报名成功' })).toBeVisible();

    await page.getByRole('link', { name: '查看我的报名' }).click();
    const signUp = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(signUp.getByText('纪念品领取券')).toBeVisible();
    await expect(signUp.getByText('未使用')).toBeVisible();
    await expect(signUp.getByRole('img', { name: /向门店出示二维码核销/ })).toBeVisible();
    const writeOff = await signUp.getByRole('link', { name: /向门店出示二维码核销/ }).getAttribute('href');
    expect(writeOff).toMatch(new RegExp(`/writeOff/${id}/[A-Z0-9]{10}\\.html$`));

    // The shop opens the code on its own phone, signed out.
    const shop = await browser.newPage();
    await shop.goto(new URL(writeOff ?? '').pathname);
    await expect(shop.getByText('纪念品领取券')).toBeVisible();
    await shop.getByLabel('核销码').fill('0000');
    await shop.getByRole('button', { name: '验证' }).click();
    await expect(shop.getByRole('alert').filter({ hasText: '核销码错误' })).toBeVisible();
    await shop.getByLabel('核销码').fill('2468');
    await shop.getByRole('button', { name: '验证' }).click();
    await expect(shop.getByText('券码有效，请确认核销')).toBeVisible();
    await shop.getByRole('button', { name: '确认核销' }).click();
    await expect(shop.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible();
    await shop.getByRole('button', { name: '确认核销' }).click();
    await expect(shop.getByRole('alert').filter({ hasText: '券码已使用' })).toBeVisible();
    await shop.reload();
    await expect(shop.getByText('该券码已使用')).toBeVisible();
    await shop.close();

    await page.reload();
    await expect(signUp.getByText('已使用')).toBeVisible();
  });

  test('a full activity says 名额已满, and the list on home leads to it', async ({ page }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '更多活动' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '活动' })).toBeVisible();
    await page.getByRole('link', { name: /周末亲子阅读会/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '报名名单（2人）' })).toBeVisible();
    await page.getByRole('button', { name: '名额已满' }).click();
    await expect(page.getByRole('status').filter({ hasText: '名额已满' })).toBeVisible();
  });
});
