// Requests too large to read: a URL over MAX_URL_LENGTH answers 414, and headers over Node's limit (16 KiB with the
// request line, so any URL past it too) 431, each with a small page of its own in the reader's language, never
// cached. Node refuses an over-large head before any handler sees it, so the 431 is written on the socket from the
// server's `clientError` event; the page is self-contained (no script, no stylesheet of the site's, which a reader
// whose request failed could not be served anyway).
import { readFileSync } from 'node:fs';
import { COOKIE_NAMES } from '../config/cookieNames.mjs';

/** Longer URLs (path and query) are refused: no link of the site comes near it, and each would be a cache key. */
export const MAX_URL_LENGTH = 4096;

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

/** The page: its title, what happened and a way home, in `locale`. */
export function tooLargePage(locale, basePath = '') {
  const lang = PAGE_LANG[locale] ? locale : DEFAULT_LOCALE;
  const t = MESSAGES[lang];
  return (
    `<!DOCTYPE html><html lang="${PAGE_LANG[lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t.tooLargeTitle)}</title><style>` +
    'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f1f1f;background:#f5f5f5}' +
    'main{max-width:30rem;margin:0 auto;padding:3rem 1.5rem;text-align:center}h1{font-size:1.25rem}' +
    'a{display:inline-block;margin-top:1rem;padding:.5rem 1.5rem;border-radius:2rem;background:#b3141a;color:#fff;text-decoration:none}' +
    '@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#121212}}' +
    `</style></head><body><main><h1>${escapeHtml(t.tooLargeTitle)}</h1><p>${escapeHtml(t.tooLargeText)}</p>` +
    `<a href="${escapeHtml(basePath)}/home.html">${escapeHtml(t.goHome)}</a></main></body></html>`
  );
}

/** The headers of the page's answer: never kept, and a policy letting it run nothing but its own style. */
export function tooLargeHeaders(body) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  };
}

/** In the request pipeline: answers a URL over the limit with the page (414) and says so; false otherwise. */
export function refuseLongUrl(req, res, basePath = '') {
  if ((req.url ?? '').length <= MAX_URL_LENGTH) return false;
  const body = tooLargePage(localeFromCookies(req.headers.cookie), basePath);
  res.writeHead(414, tooLargeHeaders(body));
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const STATUS_LINE = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * The server's `clientError` listener. Node's own answers these with an empty body; a head too large gets the
 * page (431), with the language the part of the head that arrived names; other errors get Node's answer.
 */
export function clientErrorHandler(basePath = '') {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body =
      status === 431 ? tooLargePage(localeFromCookies(error.rawPacket?.toString('latin1')), basePath) : '';
    const headers = status === 431 ? tooLargeHeaders(body) : { 'content-length': '0' };
    const head = Object.entries({ ...headers, connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_LINE[status]}\r\n${head}\r\n${body}`);
  };
}
