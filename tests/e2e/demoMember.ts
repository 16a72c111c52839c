import { expect, type Page } from './test';

// The seeded demo member (backend/README.md): subscribes to 临江日报 and 临江交警 and has two favourites.
export const DEMO = { phone: '13800138000', password: 'linjiang2024' };

/** On the login page: the demo member's password sign-in, filled in and sent. */
export async function submitPasswordSignIn(page: Page) {
  // The picture shows once the form has hydrated: a tap on the tab before then is lost.
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(DEMO.phone);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * On the login page: the demo member by password, until the page it goes back to (its `redirect`) is loaded and
 * React has taken it (tests/e2e/test.ts: waitForURL waits for that). The sign-in loads that page anew, and its
 * scripts come after the first paint: a tap on its islands before then would be lost.
 */
export async function signInWithPassword(page: Page) {
  await submitPasswordSignIn(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/login.html'));
}
