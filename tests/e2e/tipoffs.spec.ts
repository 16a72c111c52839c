import { isoFile } from '../backend/mediaFiles';
import { signInWithPassword } from './demoMember';
import { expect, test } from './test';

// Tip-offs (报料, backend/tipoffs): the demo member opens 我的报料 from the member centre, has a program renamed as a
// picture and a non-video refused with the service's words, sends a tip-off with a video (its progress shown, a
// part that fails on the way sent again, the draft kept when the send itself fails) and sees it as 待审核; a reader
// who is not its author gets a 404.

/** A Windows program's first bytes. */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000)]);
/** An MP4 of 8 seconds in three parts of the upload service's object-storage flow. */
const VIDEO = isoFile(8, 'vide', 'isom', 2 * 1024 * 1024 + 5000);

test.describe('tip-offs', () => {
  test('send a tip-off with a video, see it pending, and nobody else sees it', async ({ page, browser }) => {
    await page.goto('/getUserInfo.html');
    await page.getByRole('link', { name: '登录' }).click();
    await signInWithPassword(page);
    await page.getByRole('link', { name: '我的报料' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '我要报料' })).toBeVisible();
    // The seeded ones, each with its state.
    await expect(page.getByText('待审核').first()).toBeVisible();
    await expect(page.getByText('未通过').first()).toBeVisible();

    // Wrong files, told by their content: a program named as a photo, a program named as a video.
    await page
      .getByLabel('添加图片')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PROGRAM });
    await expect(
      page.getByRole('alert').filter({ hasText: 'photo.png：系统仅支持jpg/jpeg/png/gif/bmp格式的照片！' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '放弃 photo.png' }).click();
    await page
      .getByLabel('添加视频')
      .setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: PROGRAM });
    await expect(
      page.getByRole('alert').filter({ hasText: 'fake.mp4：仅支持MP4、MOV或WebM格式的视频' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '放弃 fake.mp4' }).click();

    // The video's parts go slowly enough to see the progress; the second part's first try is cut off.
    let secondPartTries = 0;
    await page.route('**/api/upload/minioUpload**', async (route) => {
      if (route.request().url().includes('partNumber=2') && (secondPartTries += 1) === 1)
        return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.continue();
    });
    await page
      .getByLabel('添加视频')
      .setInputFiles({ name: 'flood.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await expect(page.getByRole('progressbar', { name: '正在上传 flood.mp4' })).toBeVisible();
    await expect(page.getByLabel('视频 1')).toBeVisible({ timeout: 20_000 });
    expect(secondPartTries).toBe(2);
    await page.unroute('**/api/upload/minioUpload**');

    // HTML is refused with the message, and the draft stays to be corrected.
    await page.getByLabel('报料内容').fill('滨江路积水<script>alert(1)</script>');
    await page.getByPlaceholder('请输入姓名').fill('陈先生');
    await page.getByRole('button', { name: '提交报料' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('内容不能包含HTML代码');
    await expect(page.getByLabel('视频 1')).toBeVisible();
    const content = `滨江路积水没过脚踝${Date.now() % 1e6}，水深 < 30 厘米`;
    await page.getByLabel('报料内容').fill(content);
    // The send fails on the way: nothing is lost.
    await page.route('**/api/main/createTipoff**', (route) => route.abort());
    await page.getByRole('button', { name: '提交报料' }).click();
    await expect(page.locator('form').getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('报料内容')).toHaveValue(content);
    await expect(page.getByPlaceholder('请输入姓名')).toHaveValue('陈先生');
    await expect(page.getByLabel('视频 1')).toBeVisible();
    await page.unroute('**/api/main/createTipoff**');
    await page.getByRole('button', { name: '提交报料' }).click();

    await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html/);
    await expect(page.getByRole('heading', { level: 1, name: '报料详情' })).toBeVisible();
    await expect(page.getByText('待审核')).toBeVisible();
    await expect(page.getByText(content)).toBeVisible();
    await expect(page.getByLabel('报料视频 1')).toHaveAttribute(
      'src',
      /\/api\/upload\/files\/[0-9a-f]{64}\.mp4$/,
    );
    const address = page.url();

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    const answer = await other.goto(address);
    expect(answer?.status()).toBe(404);
    await expect(other.getByText(content)).toHaveCount(0);
    await stranger.close();
  });
});
