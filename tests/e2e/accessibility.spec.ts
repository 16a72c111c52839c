// axe on every screen, signed out and signed in: no violation of any impact. `npm test` spreads the sign-in
// states, locales and themes over the screens (each route's first example once, every state, locale and theme on
// many screens); `npm run test:axe:full` (AXE_FULL=1) runs every example of every screen in every locale and theme
// in both states.
import { axeOn } from './axe';
import { expect, test, type BrowserContext, type Page } from './test';
import { signInWithPassword } from './demoMember';
import {
  LOCALE_TAGS,
  LOCALES,
  membersOnly,
  NOT_FOUND,
  routesWithPages,
  SCREENS,
  SIGNED_OUT_ONLY,
  THEMES,
  withTheme,
  type Theme,
} from './screens';
import { PHONE_UA, SITE_URL } from './stack';

const FULL = process.env.AXE_FULL === '1';
/**
 * Each route's first example (what a reader meets most), or in the full run every example (the route's other states,
 * tabs and lists): axe takes 1–2.5 s a page here, and the spread over all 96 was 7 of the 19 minutes of a CI run's
 * end-to-end step on a slow day.
 */
const PAGES = [
  ...Object.values(SCREENS).flatMap((examples) => (FULL ? examples : examples.slice(0, 1))),
  NOT_FOUND,
];
const MEMBER_PAGES = PAGES.filter((path) => !SIGNED_OUT_ONLY.includes(path));
const THEME_NAMES = Object.keys(THEMES) as Theme[];

interface Run {
  path: string;
  locale: (typeof LOCALES)[number];
  theme: Theme;
}

/** The i-th locale and theme pair: i mod 5 and i mod 4, so 20 running numbers make every pair once. */
const pair = (i: number) => ({
  locale: LOCALES[i % LOCALES.length]!,
  theme: THEME_NAMES[i % THEME_NAMES.length]!,
});

/**
 * `npm test`: screen i in pair i, signed out when i is even and signed in when it is odd; a members-only screen
 * always signed in, the login page always signed out. Of those, the screens with i mod 4 of 0 (signed out, the
 * normal theme) or 3 (signed in, dark and grey), in every locale, every members-only screen and the not-found page:
 * the whole spread took 27.5 of CI's 30 minutes on this machine. The full matrix goes pair by pair, each over every
 * screen in both states, so a run cut short has covered whole pairs.
 */
function runs(): { signedOut: Run[]; signedIn: Run[] }[] {
  if (FULL) {
    return Array.from({ length: LOCALES.length * THEME_NAMES.length }, (_, i) => {
      return {
        signedOut: PAGES.map((path) => ({ path, ...pair(i) })),
        signedIn: MEMBER_PAGES.map((path) => ({ path, ...pair(i) })),
      };
    });
  }
  const members = new Set(membersOnly());
  const spread = PAGES.map((path, i) => ({
    run: { path, ...pair(i) },
    signedIn: !SIGNED_OUT_ONLY.includes(path) && (i % 2 === 1 || members.has(path)),
  })).filter(({ run: { path } }, i) => i % 4 === 0 || i % 4 === 3 || members.has(path) || path === NOT_FOUND);
  return [
    {
      signedOut: spread.filter(({ signedIn }) => !signedIn).map(({ run }) => run),
      signedIn: spread.filter(({ signedIn }) => signedIn).map(({ run }) => run),
    },
  ];
}

async function expectNoViolations(page: Page, { path, locale, theme }: Run) {
  await page.context().addCookies([{ name: 'xy-lang', value: locale, url: SITE_URL }]);
  const response = await page.goto(withTheme(path, theme));
  expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
  // The page is the one asked for: in the locale and the theme of the run.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', LOCALE_TAGS[locale]);
  await expect(html).toHaveAttribute(
    'data-scheme',
    theme === 'dark' || theme === 'darkGrey' ? 'dark' : 'light',
  );
  await expect(html).toHaveAttribute('data-grey', theme === 'grey' || theme === 'darkGrey' ? 'page' : 'none');
  const { violations } = await axeOn(page).analyze();
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Pages opened as the demo member: signed in once per worker through the login page, as a reader does. */
const asMember = test.extend<object, { memberState: StorageState }>({
  memberState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: SITE_URL, userAgent: PHONE_UA, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto('/login.html?redirect=%2FgetUserInfo.html');
      await signInWithPassword(page);
      await expect(page).toHaveURL(/\/getUserInfo\.html$/);
      await provide(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ memberState }, provide) => provide(memberState),
});

test.describe('axe on every screen', () => {
  test.describe.configure({ mode: FULL ? 'parallel' : 'default' });

  test('covers every route with a page', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(routesWithPages().sort());
  });

  for (const { signedOut, signedIn } of runs()) {
    for (const run of signedOut) {
      test(`signed out: ${run.path} (${run.locale}, ${run.theme})`, async ({ page }) => {
        await expectNoViolations(page, run);
      });
    }
    for (const run of signedIn) {
      asMember(`signed in: ${run.path} (${run.locale}, ${run.theme})`, async ({ page }) => {
        await expectNoViolations(page, run);
      });
    }
  }
});
