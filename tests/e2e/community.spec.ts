import { expect, test } from './test';
import { signInWithPassword } from './demoMember';
import { approveCirclePost } from './ingest';

// Circles (backend/community): the demo member finds 临江跑团 from home, opens a notice, switches the posts to
// 最热 and back, joins, posts with two pictures (a refused empty send first), and the post shows once the CMS
// approves it; then a friends-circle post from the circle list.

/** A 1×1 PNG and a 1×1 GIF: two pictures of their own (the upload service keeps one file per content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

test.describe('community', () => {
  test('join a circle, post with two pictures, and see it once approved', async ({ page, request }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '更多圈子' }).click();
    await page.getByRole('link', { name: /临江跑团/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '临江跑团' })).toBeVisible();

    await page.getByText('本周六滨江晨跑集合地点调整').click();
    await expect(page.getByText(/临江大桥南桥头集合/)).toBeVisible();

    const posts = page.getByRole('region', { name: '帖子' });
    await page.getByRole('link', { name: '最热' }).click();
    await expect(page.getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'page');
    await expect(posts.getByRole('listitem').first()).toContainText('第一次跑完半程马拉松');
    await page.getByRole('link', { name: '最新' }).click();
    await expect(posts.getByRole('listitem').first()).toContainText('今天沿江跑了十五公里');

    await page.getByRole('link', { name: '登录后加入圈子' }).click();
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: '临江跑团' })).toBeVisible();
    await page.getByRole('button', { name: '加入圈子' }).click();
    await expect(page.getByRole('button', { name: '退出圈子' })).toBeVisible();
    await expect(page.getByText('5人加入')).toBeVisible();

    const content = `端到端晨跑打卡${Date.now() % 1e6}`;
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入内容' })).toBeVisible();
    await page.getByLabel('说点什么吧').fill(content);
    const picker = page.getByLabel('添加图片');
    await picker.setInputFiles({ name: 'run1.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
    await picker.setInputFiles({ name: 'run2.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByRole('button', { name: '删除第2张图片' })).toBeVisible();
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByRole('status').filter({ hasText: '发布成功，审核通过后显示' })).toBeVisible();
    await expect(page.getByLabel('说点什么吧')).toHaveValue('');

    // Pending: not listed yet.
    await page.reload();
    await expect(posts.getByText(content)).toHaveCount(0);
    const postId = await approveCirclePost(request, content);
    await page.reload();
    await posts.getByRole('link', { name: new RegExp(content) }).click();
    await expect(page).toHaveURL(new RegExp(`/postDetail/${postId}\\.html`));
    await expect(page.getByText(content)).toBeVisible();
    await expect(page.getByRole('region', { name: '帖子图片' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: '点赞' }).click();
    await expect(page.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('open a friends-circle post from the circle list', async ({ page }) => {
    await page.goto('/circleDetail.html');
    const moments = page.getByRole('region', { name: '朋友圈' });
    await moments.getByRole('link', { name: /灯展/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '江边小鹿' })).toBeVisible();
    await expect(page.getByText(/灯笼把整条江岸都照亮了/)).toBeVisible();
    await expect(page.getByRole('region', { name: '帖子图片' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: '点赞 26' })).toBeVisible();
  });
});
