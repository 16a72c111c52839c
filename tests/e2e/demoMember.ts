import { expect, type Page } from './test';

// The seeded demo member (backend/README.md): subscribes to 临江日报 and 临江交警 and has two favourites.
export const DEMO = { phone: '13800138000', password: 'linjiang2024' };

/** On the login page: the demo member by password; the page then goes back to its `redirect`. */
export async function signInWithPassword(page: Page) {
  // The picture shows once the form has hydrated: a tap on the tab before then is lost.
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(DEMO.phone);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
