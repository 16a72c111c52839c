// The suite's `test`: Playwright's, with every page waiting after a navigation until React has taken the document.
// The site loads its scripts after the first paint (lib/server/lateScripts.mjs), so the load event, where
// Playwright's navigations end, can come before them; a tap in between would reach a page without its handlers.
// Once hydrateRoot has run React holds taps on parts still hydrating and replays them, as it does for a reader.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/** True on a page of ours once React has its root; pages without the late loader (not ours) don't wait. */
const taken = () =>
  !('__xyLate' in window) || Object.keys(document).some((key) => key.startsWith('__reactContainer$'));

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;

function waitForReactAfterNavigations(page: Page) {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await page.waitForFunction(taken);
        return result;
      },
    });
  }
}

function watch(context: BrowserContext) {
  context.pages().forEach(waitForReactAfterNavigations);
  context.on('page', waitForReactAfterNavigations);
  return context;
}

export const test = base.extend<object, { lateScriptAware: void }>({
  lateScriptAware: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof newContext>) => watch(await newContext(...args)),
        newPage: async (...args: Parameters<typeof newPage>) => {
          const page = await newPage(...args);
          waitForReactAfterNavigations(page);
          return page;
        },
      });
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, provide) => provide(watch(context)),
});
