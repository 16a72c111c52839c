import { expect, test, type Page } from './test';
import { expectNoSeriousViolations } from './axe';
import { createArticle, previewLink } from './ingest';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';

const PAPER_NAME = '临江日报';

const pageTabs = (page: Page) => page.getByRole('navigation', { name: '版面' }).getByRole('link');
const pageMap = (page: Page) => page.getByRole('group', { name: /版面导读$/ });
const editionDate = (page: Page) => page.locator('main header time').first();
const pageArticles = (page: Page) =>
  page.getByRole('region', { name: '本版稿件' }).getByRole('listitem').getByRole('link');

test.describe('paper edition', () => {
  test('opens the latest edition, turns to page 2, opens an article from the page map and comes back', async ({
    page,
  }) => {
    await page.goto('/paperSharePage.html');
    await expect(page.getByRole('heading', { level: 1, name: PAPER_NAME })).toBeVisible();
    await expect(pageTabs(page)).toHaveCount(4);
    await expect(pageTabs(page).first()).toHaveAttribute('aria-current', 'page');

    await pageTabs(page).nth(1).click();
    await expect(page).toHaveURL(/\/paperSharePage\/\d{4}-\d{2}-\d{2}\/\d+\/\d+\.html$/);
    await expect(pageTabs(page).nth(1)).toHaveAttribute('aria-current', 'page');
    const pageUrl = page.url();

    // The page picture keeps its own aspect ratio, and the map is drawn over it.
    const picture = page.getByRole('img', { name: /版面图$/ });
    await expect(picture).toHaveAttribute('width', '1000');
    await expect(picture).toHaveAttribute('height', '1440');
    const box = await picture.boundingBox();
    expect(box && box.height / box.width).toBeCloseTo(1.44, 2);

    const title = (await pageArticles(page).first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await pageMap(page).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\?article=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('link', { name: '返回版面' }).click();
    await expect(page).toHaveURL(pageUrl);
    await expect(page.getByRole('heading', { level: 1, name: PAPER_NAME })).toBeVisible();
    await expect(pageTabs(page).nth(1)).toHaveAttribute('aria-current', 'page');

    await expectNoSeriousViolations(page);
  });

  test('a region link is reachable from the keyboard', async ({ page }) => {
    await page.goto('/paperSharePage.html');
    const region = pageMap(page).getByRole('link').first();
    await region.focus();
    await expect(region).toBeFocused();
    const name = await region.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  });

  test('an unknown date says there is no paper that day', async ({ page }) => {
    await page.goto('/paperSharePage/1999-01-01.html');
    await expect(page.getByText('当日无报纸', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: '查看最新一期' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAPER_NAME })).toBeVisible();
  });

  test('malformed parameters get the not-found page', async ({ page }) => {
    for (const path of [
      '/paperSharePage/2025-02-30.html',
      '/paperSharePage/yesterday.html',
      '/paperSharePage.html?article=abc',
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });

  test('an unreleased paper article shows only with the CMS preview credential', async ({
    page,
    request,
  }) => {
    const title = '未发布的版面稿件：江心洲渡口恢复夜航';
    const draft = await createArticle(request, {
      title,
      columnID: 1,
      aStatus: 0,
      content: '<p>夜航方案仍在论证。</p>',
    });
    const response = await request.post(`${BACKEND_URL}/ingest/papers`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: {
        name: '临江晚报',
        date: '2000-01-03',
        layouts: [
          {
            pageNo: 1,
            name: '第01版：要闻',
            image: '/demo/paper/linjiang-1-1.svg',
            width: 1000,
            height: 1440,
            articles: [
              {
                fileId: draft,
                mapping: [
                  [40, 210],
                  [960, 210],
                  [960, 770],
                  [40, 770],
                ],
              },
            ],
          },
        ],
      },
    });
    expect(response.ok()).toBe(true);
    const { paperId } = ((await response.json()) as { data: { paperId: number } }).data;
    const path = `/paperSharePage/2000-01-03/${paperId}/1.html?article=${draft}`;

    expect((await page.goto(path))?.status()).toBe(404);
    const { previewToken } = await previewLink(request, draft);
    await page.goto(`${path}&yl=1&previewToken=${encodeURIComponent(previewToken)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('稿件未发布，仅供预览')).toBeVisible();
  });
});

test.describe('paper date picker without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('picks another edition with the plain form', async ({ page }) => {
    await page.goto('/paperSharePage.html');
    const shown = await editionDate(page).getAttribute('datetime');
    const picker = page.getByLabel('选择日期');
    const pickerDates = () =>
      picker
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    let dates = await pickerDates();
    // The seed's three editions are on consecutive days, so on the 1st the others are last month's.
    if (!dates.some((date) => date !== shown)) {
      await page.getByRole('link', { name: '上个月' }).click();
      dates = await pickerDates();
    }
    const other = dates.filter((date) => date !== shown).at(-1) ?? '';
    await picker.selectOption(other);
    await page.getByRole('button', { name: '查看', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`time=${other}`));
    await expect(editionDate(page)).toHaveAttribute('datetime', other);
    await expect(page.getByRole('heading', { level: 1, name: PAPER_NAME })).toBeVisible();
  });
});
