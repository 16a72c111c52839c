import { expect, test, type Page } from './test';
import { signInWithPassword } from './demoMember';

// The demo's votes (backend/votes/seed): the photo contest (vote 1, 3 votes a day, 8 pictures) and the teacher
// vote (vote 2, name and phone first, 1 vote a day), each linked from home by an article in 要闻.

const PHOTO_VOTE = '/activityVote/0/1.html';
const TEACHER_VOTE = '/activityVote/0/2.html';

/** One option's card, by its name. */
const card = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** The votes a card shows. */
async function votesOf(page: Page, title: string): Promise<number> {
  const text = await card(page, title)
    .getByText(/^\d+ 票$/)
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

const optionTitles = (page: Page) => page.locator('main li h3').allTextContents();

test.describe('votes', () => {
  test('signed out: login and back; the count rises; the daily limit; the sorts', async ({ page }) => {
    // Home links it too (a link article in 要闻), until the other specs' newer articles push it down the list.
    await page.goto(PHOTO_VOTE);
    await expect(page).toHaveURL(/\/login\.html\?redirect=%2FactivityVote%2F0%2F1\.html$/);
    await signInWithPassword(page);
    await expect(page).toHaveURL(new RegExp(`${PHOTO_VOTE.replace(/\./g, '\\.')}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: '“我眼中的临江”摄影大赛网络投票' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '活动主题' })).toBeVisible();
    await expect(page.getByText('每天可投 3 票', { exact: true })).toBeVisible();

    const title = '金色稻浪';
    const before = await votesOf(page, title);
    const vote = card(page, title).getByRole('button', { name: `为${title}投票` });
    for (let n = 1; n <= 3; n += 1) {
      await vote.click();
      await expect(page.locator('main').getByRole('status')).toHaveText('投票成功');
      await expect(card(page, title).getByText(`${before + n} 票`)).toBeVisible();
    }
    await vote.click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('今日投票次数已用完（每天 3 票）');
    await expect(card(page, title).getByText(`${before + 3} 票`)).toBeVisible();
    await page.reload();
    await expect(card(page, title).getByText(`${before + 3} 票`)).toBeVisible();
    await expect(page.getByText('今日已投 3 票，共 3 票')).toBeVisible();

    const sorts = page.getByRole('navigation', { name: '排序' });
    expect((await optionTitles(page))[0]).toBe('晨雾中的临江大桥');
    await sorts.getByRole('link', { name: '按排名' }).click();
    await expect(sorts.getByRole('link', { name: '按排名' })).toHaveAttribute('aria-current', 'page');
    expect((await optionTitles(page)).slice(0, 2)).toEqual(['元宵灯会', '晨雾中的临江大桥']);
    await sorts.getByRole('link', { name: '按浏览量' }).click();
    await expect(sorts.getByRole('link', { name: '按浏览量' })).toHaveAttribute('aria-current', 'page');
    expect((await optionTitles(page))[0]).toBe('青石巷早市');

    await page.getByRole('searchbox', { name: '搜索选项' }).fill('稻浪');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByText('“稻浪”的搜索结果')).toBeVisible();
    expect(await optionTitles(page)).toEqual([title]);

    await card(page, title)
      .getByRole('link', { name: `查看${title}的详情` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `2 号 ${title}` })).toBeVisible();
    await expect(page.getByText(`${before + 3} 票`)).toBeVisible();
    await page.getByRole('link', { name: '返回投票' }).click();
    await page.getByRole('link', { name: '投票结果' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '投票结果' })).toBeVisible();
    await expect(page.locator('main ol li').first()).toContainText('第 1 名');
  });

  test('the teacher vote asks the member-info rule before the vote counts', async ({ page }) => {
    await page.goto(TEACHER_VOTE);
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: '寻找临江“最美教师”' })).toBeVisible();
    const title = '李建国';
    await expect(card(page, title).getByRole('button', { name: `为${title}投票` })).toBeDisabled();
    const form = page.getByRole('form', { name: '投票前请填写信息' });
    await form.getByLabel('姓名').fill('林读者');
    await form.getByLabel('手机号').fill('1380013');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByRole('alert')).toHaveText('请输入正确的手机号');
    await form.getByLabel('手机号').fill('13800138000');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('信息已提交，现在可以投票了');
    await expect(form).toHaveCount(0);
    const before = await votesOf(page, title);
    await card(page, title)
      .getByRole('button', { name: `为${title}投票` })
      .click();
    await expect(card(page, title).getByText(`${before + 1} 票`)).toBeVisible();
    await card(page, '王淑芬').getByRole('button', { name: '为王淑芬投票' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('今日投票次数已用完（每天 1 票）');
    await page.reload();
    await expect(page.getByRole('form', { name: '投票前请填写信息' })).toHaveCount(0);
  });
});
