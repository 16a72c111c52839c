import { expect, type APIRequestContext, type Page } from './test';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';

// New members signed in through the login page as a reader would (picture code, SMS code from the embedded
// sender's outbox), for the specs that need someone other than the demo member.

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let phones = 0;
/** A phone number no other test of this run signs in with (the database is fresh every run). */
export const newPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String((phones += 1) % 100).padStart(2, '0')}`;

export async function ingestGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${BACKEND_URL}/ingest/${path}`, { headers: admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** On the login page: the picture code (read as the CMS side can), the SMS code from the outbox, login. */
export async function signInByPhone(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  const picture = page.getByRole('button').filter({ has: page.getByRole('img', { name: /图形验证码/ }) });
  // The picture the form shows on its own first: the response awaited below must be the one the click asks for,
  // or the code read next is already stale.
  await expect
    .poll(() =>
      picture.getByRole('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/sso/verifyCode')), picture.click()]);
  const device = await page.evaluate(() => localStorage.getItem('xy_virtual_device_id'));
  const { code: imageCode } = await ingestGet<{ code: string }>(request, `verifyCode?device=${device}`);
  await page.getByLabel('图形验证码').fill(imageCode);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('status').filter({ hasText: '验证码已发送' })).toBeVisible();
  const outbox = await ingestGet<{ list: { code: string }[] }>(request, `smsOutbox?phone=${phone}`);
  await page.getByLabel('短信验证码').fill(outbox.list[0]!.code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A first login asks for details and a password; both may wait. */
export async function skipFirstLoginSteps(page: Page) {
  await expect(page.getByRole('heading', { name: '完善资料' })).toBeVisible();
  await page.getByRole('button', { name: '跳过' }).click();
  await expect(page.getByRole('heading', { name: '设置密码' })).toBeVisible();
  await page.getByRole('button', { name: '跳过' }).click();
}

/** A new member signed in on `page` (first-login steps skipped), brought back to `back`. */
export async function newMember(page: Page, request: APIRequestContext, back = '/getUserInfo.html') {
  await page.goto(`/login.html?redirect=${encodeURIComponent(back)}`);
  await signInByPhone(page, request, newPhone());
  await skipFirstLoginSteps(page);
  await expect(page).toHaveURL(new RegExp(`${back.replace(/[.?]/g, '\\$&')}$`));
}
