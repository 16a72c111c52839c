import { ADMIN_TOKEN, BACKEND_URL } from './stack';
import { patchConfig } from './ingest';
import { signInWithPassword } from './demoMember';
import { expect, test, type APIRequestContext, type Page } from './test';

// Conversations on targets other than articles (backend/comments/targets.ts): under pre-moderation the demo member
// comments on a circle post and on an account's dynamic, an editor approves each through the ingest API, and
// each shows in its page's list with the count; the account directory shows the recommended accounts.

const auditType = (request: APIRequestContext, type: 0 | 1) =>
  patchConfig(request, { siteConfig: { discuss: { auditType: type } } });

/** Approves the pending comment on one target (source, id) through the CMS's queue; answers its id. */
async function approve(request: APIRequestContext, source: number, targetId: number): Promise<number> {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const queue = await request.get(
    `${BACKEND_URL}/ingest/comments?queue=pending&source=${source}&targetId=${targetId}`,
    { headers },
  );
  const [pending] = ((await queue.json()) as { data: { list: { id: number }[] } }).data.list;
  expect(pending).toBeDefined();
  const approved = await request.post(`${BACKEND_URL}/ingest/comments/${pending!.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.ok()).toBe(true);
  return pending!.id;
}

/** Comments on the page, waits for the editor, and sees it listed with the count one higher. */
async function commentAndApprove(page: Page, request: APIRequestContext, source: number, text: string) {
  const targetId = Number(/\/(\d+)\.html$/.exec(new URL(page.url()).pathname)?.[1]);
  const heading = page.getByRole('heading', { level: 2, name: /^评论 \d+/ });
  await expect(heading).toBeVisible();
  const before = Number((await heading.innerText()).replace(/\D/g, ''));
  await page.getByRole('textbox', { name: '写评论' }).fill(text);
  await page.getByRole('button', { name: '发表' }).click();
  await expect(page.locator('#comment-notice')).toHaveText('评论已提交，审核通过后显示');
  await expect(page.getByRole('list', { name: '我的评论' })).toContainText('评论审核中');
  const id = await approve(request, source, targetId);
  await page.reload();
  await expect(page.locator(`#comment-${id}`)).toContainText(text);
  await expect(heading).toHaveText(`评论 ${before + 1}`);
}

test.afterAll(async ({ request }) => auditType(request, 0));

test('a member comments on a circle post and on a dynamic; each shows once an editor approves it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await auditType(request, 1);
  await page.goto('/login.html');
  await signInWithPassword(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto('/home.html');
  await page.getByRole('link', { name: '更多圈子' }).click();
  await page.getByRole('link', { name: /临江跑团/ }).click();
  await page
    .getByRole('region', { name: '帖子' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/postDetail\/\d+\.html$/);
  await commentAndApprove(page, request, 2, `跑团的帖子写得好 ${Date.now() % 100_000}`);

  await page.goto('/xyDetail/1.html?tab=dynamics');
  await page.locator('main a[href^="/dynamicDetail/"]').first().click();
  await expect(page).toHaveURL(/\/dynamicDetail\/\d+\.html$/);
  await commentAndApprove(page, request, 1, `这条动态很及时 ${Date.now() % 100_000}`);
});

test('the account directory recommends accounts', async ({ page }) => {
  await page.goto('/subscriptionList.html');
  const recommended = page.getByRole('region', { name: '推荐订阅号' });
  await expect(recommended.getByRole('link').first()).toBeVisible();
  await recommended.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/xyDetail\/\d+\.html$/);
});
