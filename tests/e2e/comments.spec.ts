import { crc32, deflateSync } from 'node:zlib';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';
import { createArticle, createColumn, patchConfig } from './ingest';
import { signInWithPassword } from './demoMember';
import { expect, test, type APIRequestContext, type Page } from './test';

// One reader's way through the conversation of an article (issue 15) on the real site and backend: the draft kept
// through login, pre-moderation and an editor's approval, a reply, deleting one's own, a report, praise twice, and
// comments closed, and a picture (a renamed file refused, a real one shown). Site config is the CMS's, so the spec
// puts post-moderation back however it ends.

const auditType = (request: APIRequestContext, type: 0 | 1 | 2) =>
  patchConfig(request, { siteConfig: { discuss: { auditType: type } } });

async function approvePending(request: APIRequestContext, fileId: number): Promise<number> {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const queue = await request.get(`${BACKEND_URL}/ingest/comments?queue=pending&fileId=${fileId}`, {
    headers,
  });
  const [pending] = ((await queue.json()) as { data: { list: { id: number }[] } }).data.list;
  expect(pending).toBeDefined();
  const approved = await request.post(`${BACKEND_URL}/ingest/comments/${pending!.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.ok()).toBe(true);
  return pending!.id;
}

/** A real PNG of `width` × `height`, a colour ramp (RGB, unfiltered rows), made here rather than kept as a file. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      rows.set([40 + (x * 200) / width, 120 + (y * 120) / height, 90], y * (width * 3 + 1) + 1 + x * 3);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Reloads until `check` passes: the site drops its copies when the CMS writes, the backend's within a second. */
const afterReloads = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000, intervals: [1_000] });

test.afterAll(async ({ request }) => auditType(request, 0));

test('a reader comments, an editor approves, and the conversation goes on', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `评论测试：江心岛湿地公园开园 ${Date.now()}`;
  // A column of its own, last in the list, so home and the other specs' lists stay as they were.
  const columnID = await createColumn(request, { name: `评论${Date.now() % 1e6}`, sort: 99 });
  const fileId = await createArticle(request, { title, columnID, content: '<p>湿地公园今日开园。</p>' });
  const path = `/newsDetail/${columnID}/${fileId}.html`;
  const text = `湿地公园的观鸟台很不错 ${Date.now() % 100_000}`;
  await auditType(request, 1);

  // Signed out: told to sign in, sent to login and back with what they wrote.
  await page.goto(path);
  const box = page.getByRole('textbox', { name: '写评论' });
  const notice = page.locator('#comment-notice');
  await box.focus();
  await expect(notice).toHaveText('请登录后评论');
  await box.fill(text);
  await page.getByRole('button', { name: '发表' }).click();
  await page.waitForURL(/\/login\.html\?redirect=/);
  await signInWithPassword(page);
  await page.waitForURL(`**${path}`);
  await expect(box).toHaveValue(text);

  // Pre-moderation: the author sees it waiting; another reader does not see it until an editor approves it.
  await page.getByRole('button', { name: '发表' }).click();
  await expect(notice).toHaveText('评论已提交，审核通过后显示');
  const mine = page.getByRole('list', { name: '我的评论' });
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('评论审核中');
  await expect(box).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('list', { name: '我的评论' })).toContainText('评论审核中');
  const other = await browser.newPage();
  await other.goto(path);
  await expect(other.getByText('还没人评论，快来抢沙发！')).toBeVisible();
  const commentId = await approvePending(request, fileId);
  // The approval dropped the site's cached lists and page at once: the next load shows it (no 30 s revalidate).
  await other.reload();
  await expect(other.locator(`#comment-${commentId}`)).toContainText(text);
  await expect(other.getByText('评论审核中')).toHaveCount(0);
  await other.close();

  // A reply on the thread's page, shown at once under post-moderation, then deleted by its author.
  await auditType(request, 0);
  await page.goto(`/replyAll/${commentId}.html`);
  const reply = `回复：周末去看看 ${Date.now() % 100_000}`;
  await page.locator('#comment-input').fill(reply);
  await page.getByRole('button', { name: '发表' }).click();
  await expect(notice).toHaveText('评论成功');
  const posted = page
    .getByRole('list', { name: '我的评论' })
    .getByRole('listitem')
    .filter({ hasText: reply });
  page.once('dialog', (dialog) => void dialog.accept());
  await posted.getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(posted).toBeHidden();

  // A report of someone else's comment (the seed's 青石巷小林 under 市十六届人大三次会议开幕), with a reason.
  await page.goto('/replyAll/5.html');
  const neighbour = page.locator('#comment-6');
  await neighbour.getByRole('button', { name: '举报' }).click();
  await neighbour.getByRole('button', { name: '人身攻击' }).click();
  await expect(toast(page, '举报成功，我们会尽快处理')).toBeVisible();

  // A thread longer than the list shows: its first replies, then 更多回复 to the whole thread.
  await page.goto('/search.html?keyword=东引桥');
  await page
    .getByRole('link', { name: /临江大桥东引桥改造完工/ })
    .first()
    .click();
  const fourthReply = page.getByText('学校门口这段也顺畅多了');
  await expect(page.getByText('建议在导航里反映一下')).toBeVisible();
  await expect(fourthReply).toHaveCount(0);
  await page.getByRole('link', { name: '更多回复' }).first().click();
  await page.waitForURL(/\/replyAll\/\d+\.html$/);
  await expect(fourthReply).toBeVisible();

  // Praise twice: the second time (a new page, which cannot know) is the backend's repeat.
  await page.goto(path);
  const likes = page.getByText(/^点赞 \d+$/);
  await expect(likes).toHaveText('点赞 0');
  await page.getByRole('button', { name: '点赞', exact: true }).click();
  await expect(toast(page, '点赞成功')).toBeVisible();
  await expect(likes).toHaveText('点赞 1');
  await page.reload();
  await page.getByRole('button', { name: '点赞', exact: true }).click();
  await expect(toast(page, '已经点过赞了哦!')).toBeVisible();

  // Over 999 comments the count reads 999+ (the editor's count, then one more with the next comment).
  const counts = await request.put(`${BACKEND_URL}/ingest/articles/${fileId}/counts`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { discussCount: 1200 },
  });
  expect(counts.ok()).toBe(true);

  // Pictures: a renamed file refused by its bytes (the text kept), then a real PNG, posted and shown to every reader.
  const pictured = `观鸟台拍到白鹭 ${Date.now() % 100_000}`;
  await box.fill(pictured);
  const picker = page.getByLabel('添加图片');
  await picker.setInputFiles({
    name: 'egret.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ not a picture'),
  });
  await expect(page.getByText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！')).toBeVisible();
  await expect(box).toHaveValue(pictured);
  await page.getByRole('button', { name: '放弃 egret.png' }).click();
  await picker.setInputFiles({ name: 'egret2.png', mimeType: 'image/png', buffer: png(96, 64) });
  await expect(page.getByRole('img', { name: '评论图片 1' })).toBeVisible();
  await page.locator('#comment-input').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('comment-input-pictures.png') });
  await page.getByRole('button', { name: '发表' }).click();
  await expect(notice).toHaveText('评论成功');
  const own = page
    .getByRole('list', { name: '我的评论' })
    .getByRole('listitem')
    .filter({ hasText: pictured });
  await expect(own.getByRole('link', { name: '评论配图 1' })).toHaveAttribute(
    'href',
    /\/upload\/files\/\w+\.png$/,
  );
  const shown = page.locator(`#${await own.getAttribute('id')}`);
  await afterReloads(page, () => expect(shown.getByRole('img', { name: '评论配图 1' })).toBeVisible());
  await expect(page.getByRole('heading', { name: '评论 999+' })).toBeVisible();
  await expect
    .poll(() =>
      shown.getByRole('img', { name: '评论配图 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(96);
  await shown.screenshot({ path: test.info().outputPath('comment-with-picture.png') });

  // Comments closed (auditType 2): no input.
  await auditType(request, 2);
  await afterReloads(page, () => expect(page.getByRole('textbox', { name: '写评论' })).toHaveCount(0));
  await expect(page.locator(`#comment-${commentId}`)).toContainText(text);
});

test('what a reader types before the page has its code is posted, not lost', async ({ page, request }) => {
  const columnID = await createColumn(request, { name: `早打字${Date.now() % 1e6}`, sort: 99 });
  const fileId = await createArticle(request, {
    title: `早打字测试 ${Date.now()}`,
    columnID,
    content: '<p>一段短文。</p>',
  });
  await auditType(request, 0);
  await page.goto('/login.html?redirect=%2Fhome.html');
  await signInWithPassword(page);
  await page.waitForURL('**/home.html');
  // The page's scripts wait until the reader has typed into the server's field: the typing comes first.
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scripts;
    await route.continue();
  });
  const text = `先写好再等页面 ${Date.now() % 100_000}`;
  // Not awaited: the suite's navigations wait for React, which waits for the scripts.
  const opened = page.goto(`/newsDetail/${columnID}/${fileId}.html`);
  await page.locator('#comment-input').fill(text);
  release();
  await opened;
  await page.getByRole('button', { name: '发表' }).click();
  await expect(page.locator('#comment-notice')).toHaveText('评论成功');
  await expect(page.getByRole('list', { name: '我的评论' })).toContainText(text);
});
