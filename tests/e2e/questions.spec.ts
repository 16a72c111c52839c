import { expect, test } from './test';
import { signInWithPassword } from './demoMember';
import { approveAndAnswerQuestion } from './ingest';

// 问吧 and 问政 (backend/questions): the demo member finds a topic from home, is refused an empty question, asks
// one with a picture, and once an editor approved and answered it through the ingest API the answer shows on its
// askDetail page; the answered inquiry reads the same in its two layouts.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('questions', () => {
  test('ask a question with a picture and read the editor’s answer', async ({ page, request }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '更多话题' }).click();
    await page.getByRole('link', { name: /城南老旧小区改造/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /城南老旧小区改造/ })).toBeVisible();
    const questions = page.getByRole('region', { name: '提问' });
    await page.getByRole('link', { name: '最热' }).click();
    await expect(questions.getByRole('listitem').first()).toContainText('加装电梯的费用');

    await page.getByRole('link', { name: '登录后提问' }).click();
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: /城南老旧小区改造/ })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入内容' })).toBeVisible();

    const content = `改造后小区的垃圾分类点设在哪里？${Date.now() % 1e6}`;
    await page.getByLabel('请输入你的问题').fill(content);
    await page.getByLabel('添加图片').setInputFiles({ name: 'bins.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('status').filter({ hasText: '提问成功，审核通过后显示' })).toBeVisible();
    await expect(page.getByLabel('请输入你的问题')).toHaveValue('');

    // Pending: not listed.
    await page.reload();
    await expect(questions.getByText(content)).toHaveCount(0);
    const id = await approveAndAnswerQuestion(request, content, {
      answererName: '城南街道办事处',
      content: '垃圾分类点设在每栋楼北侧，改造完成后统一启用。',
    });
    await page.reload();
    await questions.getByRole('link', { name: new RegExp(content.slice(0, 10)) }).click();
    await expect(page).toHaveURL(new RegExp(`/askDetail/${id}\\.html`));
    await expect(page.getByRole('heading', { level: 1, name: content })).toBeVisible();
    await expect(page.getByRole('region', { name: '提问图片' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: '点赞' }).click();
    await expect(page.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
    const answers = page.getByRole('region', { name: /回答/ });
    await expect(answers.getByText('城南街道办事处')).toBeVisible();
    await expect(answers.getByText('垃圾分类点设在每栋楼北侧')).toBeVisible();
  });

  test('an inquiry reads the same in its two layouts', async ({ page }) => {
    await page.goto('/home.html');
    await page.getByRole('link', { name: '我要问政' }).click();
    await page.getByRole('link', { name: /滨江路夜间施工噪声扰民/ }).click();
    await expect(page).toHaveURL(/\/qaDetail\/\d+\.html/);
    const read = async () => ({
      title: await page.getByRole('heading', { level: 1 }).textContent(),
      reply: await page.getByRole('region', { name: '市生态环境局 回复' }).textContent(),
      state: await page.getByText('已回复').first().textContent(),
      audio: await page.locator('audio').getAttribute('src'),
    });
    const classic = await read();
    expect(classic.reply).toContain('责令施工单位');
    await expect(page.getByRole('button', { name: /满意 36/ })).toBeVisible();
    await page.getByRole('link', { name: '切换版式' }).click();
    await expect(page).toHaveURL(/\/newQaDetail\/\d+\.html/);
    expect(await read()).toEqual(classic);
  });
});
