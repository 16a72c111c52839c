// An over-long link on the real site server: a page in the reader's language with a way home, never kept, instead
// of Node's empty 431.
import { axeOn } from './axe';
import { expect, test } from './test';
import { SITE_URL } from './stack';

test.describe('links too long to open', () => {
  test('a URL over the site limit gets the 414 page in the reader language, and it leads home', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'xy-lang', value: 'en', url: SITE_URL }]);
    const response = await page.goto(`/search.html?keyword=${'江'.repeat(800)}`);
    expect(response?.status()).toBe(414);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Link too long' })).toBeVisible();
    expect((await axeOn(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home\.html$/);
  });

  test('headers over the server limit get the 431 page, not an empty answer', async ({ page, request }) => {
    await page.context().addCookies([{ name: 'xy-lang', value: 'fr', url: SITE_URL }]);
    const response = await page.goto(`/home.html?q=${'a'.repeat(20_000)}`);
    expect(response?.status()).toBe(431);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Lien trop long' })).toBeVisible();

    // Without a language of the reader's: the site's default, Chinese.
    const plain = await request.get(`/home.html?q=${'a'.repeat(20_000)}`);
    expect(plain.status()).toBe(431);
    expect(await plain.text()).toContain('<h1>链接过长</h1>');
  });
});
