// Small self-contained pages the site server writes itself, when Next is not to be asked: a request too large to
// read (lib/server/tooLarge.mjs), a reader who waited too long for a render (lib/server/renderGate.mjs), or a page
// whose render failed with nothing drawn (lib/server/outcome.mjs). In the reader's stored language, with no script
// and no stylesheet of the site's, never cached.
import { readFileSync } from 'node:fs';
import { RETRY_AFTER_SECONDS } from '../config/cacheControl.mjs';
import { COOKIE_NAMES } from '../config/cookieNames.mjs';

/** The site's locales and their BCP 47 tags, as lib/i18n/locales.ts has them (a unit test keeps them equal). */
export const PAGE_LANG = { cn: 'zh-CN', en: 'en', de: 'de', fr: 'fr', bo: 'bo-CN' };
const DEFAULT_LOCALE = 'cn';

/** Each locale's `errors` messages, falling back to cn per message as the site's messages do. */
const MESSAGES = Object.fromEntries(
  Object.keys(PAGE_LANG).map((locale) => {
    const read = (name) =>
      JSON.parse(readFileSync(new URL(`../../messages/${name}.json`, import.meta.url), 'utf8')).errors ?? {};
    return [locale, { ...read(DEFAULT_LOCALE), ...read(locale) }];
  }),
);

const LANG_IN_COOKIES = new RegExp(
  `(?:^|[;\\s])${COOKIE_NAMES.lang}=(${Object.keys(PAGE_LANG).join('|')})(?:;|\\s|$)`,
);

/** The reader's stored language from whatever of a Cookie header (or of a raw request head) arrived; else cn. */
export function localeFromCookies(text) {
  return LANG_IN_COOKIES.exec(String(text ?? ''))?.[1] ?? DEFAULT_LOCALE;
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * The page in `locale`: the `errors` message `title` as its heading, `text` (a message key) below it when given,
 * then a link per `[messageKey, href]` of `links` (hrefs as the site writes them, the base path included).
 */
export function plainPage(locale, { title, text, links }) {
  const lang = PAGE_LANG[locale] ? locale : DEFAULT_LOCALE;
  const t = MESSAGES[lang];
  return (
    `<!DOCTYPE html><html lang="${PAGE_LANG[lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t[title])}</title><style>` +
    'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f1f1f;background:#f5f5f5}' +
    'main{max-width:30rem;margin:0 auto;padding:3rem 1.5rem;text-align:center}h1{font-size:1.25rem}' +
    'a{display:inline-block;margin:1rem .5rem 0;padding:.5rem 1.5rem;border-radius:2rem;background:#b3141a;color:#fff;text-decoration:none}' +
    '@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#121212}}' +
    `</style></head><body><main><h1>${escapeHtml(t[title])}</h1>` +
    (text ? `<p>${escapeHtml(t[text])}</p>` : '') +
    links.map(([key, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(t[key])}</a>`).join('') +
    '</main></body></html>'
  );
}

/** The headers of such a page: never kept, and a policy letting it run nothing but its own style. */
export function plainPageHeaders(body) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The page for a page that cannot be had now (503, kept by no cache, Retry-After): `title` and `text` (`errors`
 * message keys), then links to ask for the page again (worded by `again`) and to go home.
 *
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string} basePath
 * @param {{ title: string, text?: string, again?: string }} words
 * @returns {{ headers: Record<string, string>, body: string }}
 */
export function unavailablePage(req, basePath, { title, text, again = 'reload' }) {
  const home = `${basePath}/home.html`;
  // The page asked for, again; never a scheme-relative `//host` a crafted request line could make of it.
  const asked = /^\/(?!\/)/.test(req.url ?? '') ? req.url : home;
  const body = plainPage(localeFromCookies(req.headers.cookie), {
    title,
    text,
    links: [
      [again, asked],
      ['goHome', home],
    ],
  });
  return { headers: { ...plainPageHeaders(body), 'retry-after': String(RETRY_AFTER_SECONDS) }, body };
}
