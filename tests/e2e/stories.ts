import { expect, type Locator, type Page } from './test';

/** Resolves once React owns `element` (it keeps its props there): a tap before then would go to the browser. */
export async function untilReactOwns(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * The first news story listed under the article on `page` (相关稿件 or 热门稿件), once a tap on it is React's: to
 * the client router, another article of the same route is the same page with other parameters.
 */
export async function storyUnderArticle(page: Page) {
  const story = page
    .getByRole('region', { name: /^(相关稿件|热门稿件)$/ })
    .locator('a[href^="/newsDetail/"]')
    .first();
  const href = (await story.getAttribute('href')) ?? '';
  await untilReactOwns(story);
  return { story, href };
}
