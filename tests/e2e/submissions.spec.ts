import { expect, test } from './test';
import { signInWithPassword } from './demoMember';
import { refuseSubmission } from './ingest';
import { newMember } from './newMember';

// Calls for submissions (backend/submissions): the demo member finds the call from home, signs in from it, is
// refused an empty send, submits with a picture and sees 待审核; an editor refuses it with a reason through the
// ingest API; the member sees 未通过 and the reason (from the member centre too); another member gets 404 for it.

/** A 1×1 PNG (the upload service keeps one file per content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member submits to a call with a picture, is refused with a reason, and nobody else sees it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/home.html');
  await page.getByRole('navigation', { name: '栏目导航' }).getByRole('link', { name: '民生' }).click();
  await page.getByRole('link', { name: '文旅', exact: true }).click();
  // The column's own list, not 民生's still on screen while the tap on its tab loads: both hold the story.
  await expect(page.getByRole('heading', { level: 1, name: '文旅' })).toBeVisible();
  await page
    .getByRole('link', { name: /我眼中的临江/ })
    .first()
    .click();
  const call = page.getByRole('region', { name: '征稿作品' });
  await expect(call.getByRole('link', { name: /清晨的滨江步道/ })).toBeVisible();

  await call.getByRole('link', { name: '登录后投稿' }).click();
  await signInWithPassword(page);
  await expect(call.getByRole('heading', { name: '我的作品' })).toBeVisible();
  await call.getByRole('button', { name: '我要投稿' }).click();
  await call.getByRole('button', { name: '提交' }).click();
  await expect(call.getByRole('alert').filter({ hasText: '请输入标题' })).toBeVisible();

  const title = `端到端投稿${Date.now() % 1e6}`;
  await call.getByLabel('标题').fill(title);
  await call.getByLabel('正文').fill('<b>江边</b>的早晨，雾还没散。');
  await call.getByLabel('姓名').fill('端到端作者');
  await call.getByRole('button', { name: '提交' }).click();
  await expect(call.getByRole('alert').filter({ hasText: '内容不能包含HTML代码' })).toBeVisible();
  await expect(call.getByLabel('正文')).toHaveValue('<b>江边</b>的早晨，雾还没散。');
  await call.getByLabel('正文').fill('江边的早晨，雾还没散，水深 < 1 米。');
  await expect(call.getByLabel('姓名')).toHaveAttribute('placeholder', '请输入姓名');
  await call.getByLabel('添加图片').setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: PNG });
  await expect(call.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
  await call.getByRole('button', { name: '提交' }).click();
  await expect(call.getByRole('status').filter({ hasText: '投稿成功，等待审核' })).toBeVisible();
  await expect(call.getByLabel('标题')).toHaveValue('');
  const mine = call.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('待审核');

  await mine.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/inputArticleDetail\/\d+\.html$/);
  const detail = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // What the member wrote is text: a '<' shows as typed.
  await expect(page.getByText('江边的早晨，雾还没散，水深 < 1 米。')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '待审核' })).toBeVisible();
  await expect(page.getByRole('region', { name: '稿件图片' }).getByRole('listitem')).toHaveCount(1);

  const reason = '图片与文字不符，请补充现场照片。';
  await refuseSubmission(request, title, reason);
  await page.goto('/getUserInfo.html');
  await page.getByRole('link', { name: '我的投稿' }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(detail);
  await expect(page.getByRole('definition').filter({ hasText: '未通过' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await newMember(other, request);
  const answer = await other.goto(detail);
  expect(answer?.status()).toBe(404);
  await expect(other.getByText(title)).toHaveCount(0);
  await stranger.close();
});
