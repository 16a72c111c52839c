import { expect, test } from './test';
import { signInWithPassword } from './demoMember';

// Online study (backend/study): a signed-out reader finds 汛期安全微课堂 from home, reads its first lesson and is
// asked to sign in to keep progress; the demo member then reads the article to its end, plays the video past
// 90 % (seeking there), leaves the audio part-way, and after a reload finds both lessons done and the audio
// resuming where it was left.

test.describe('online study', () => {
  test('a member progresses through a course and finds the progress kept after reload', async ({ page }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '汛期安全微课堂' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '汛期安全微课堂' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '第一课：读懂暴雨蓝色预警' })).toBeVisible();
    await expect(page.getByText(/市气象台今天6时发布今年首个暴雨蓝色预警/)).toBeVisible();
    await expect(page.getByText('登录后可保存学习进度')).toBeVisible();

    await page.getByRole('link', { name: '登录', exact: true }).click();
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/onlineStudy\/1\.html\?lesson=\d+/);
    const summary = page.getByRole('status').filter({ hasText: /已学完 \d\/4 课/ });
    await expect(page.getByText('登录后可保存学习进度')).toHaveCount(0);

    // The article, read to its end (the demo's is short: its end may show as it opens).
    await page.getByText('读到这里，本课就学完了').scrollIntoViewIfNeeded();
    await expect(summary).toHaveText('已学完 1/4 课');
    const lessons = page.getByRole('region', { name: '课程目录' }).getByRole('listitem');
    await expect(lessons.nth(0)).toContainText('已学完');

    // The video, played and sought past 90 % of its 6 s.
    await lessons.nth(2).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: '第三课：跟着巡查员看滨江堤岸' })).toBeVisible();
    await expect(summary).toHaveText('已学完 1/4 课');
    const video = page.locator('article video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 5.5;
    });
    await expect(summary).toHaveText('已学完 2/4 课');

    // The audio, left at 3 s: saved on pause.
    await page.getByRole('link', { name: '下一课' }).click();
    const audio = page.locator('article audio');
    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 3;
    });
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(3.2);
    await audio.evaluate((element: HTMLAudioElement) => element.pause());
    await expect(lessons.nth(3)).toContainText('上次学到 0:03');

    await page.reload();
    await expect(summary).toHaveText('已学完 2/4 课');
    await expect(lessons.nth(0)).toContainText('已学完');
    await expect(lessons.nth(2)).toContainText('已学完');
    await expect(lessons.nth(1)).not.toContainText('已学完');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(3);
  });
});
