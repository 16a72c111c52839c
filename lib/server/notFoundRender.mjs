// An unknown id's page, drawn on the server. When a page calls notFound(), Next 16 answers 404 with a bare
// document (`<html id="__next_error__">`, an empty body) and leaves the not-found screen to the browser, which
// draws it from the page's payload once the scripts have run (vercel/next.js#62228): a blank screen until then,
// and nothing at all without scripts or for a crawler. Next draws its own not-found route (`/_not-found`: the root
// layout around app/not-found.tsx) on the server. So the site server asks itself for that route, as the reader
// asked for the page (their cookies, their browser, the route's look), and answers with it instead. proxy.ts
// builds that render's guard from the page's URL; only a request carrying this process's own token
// (lib/guard/siteServerToken.mjs) may ask it to.
import { request as httpRequest } from 'node:http';
import { siteServerToken } from '../guard/siteServerToken.mjs';
import { headerValue } from './headerValue.mjs';
import { isHtml } from './outcome.mjs';

/** The token of the site server's own not-found renders, and the URL of the page they stand in for. */
export const NOT_FOUND_RENDER_HEADER = 'x-xy-not-found-render';
export const NOT_FOUND_OF_HEADER = 'x-xy-not-found-of';

/**
 * The page URL (with its base path) a not-found render stands in for, when `headers` carry this process's token;
 * else null, whatever a client sent.
 *
 * @param {{ get(name: string): string | null } | Record<string, string | string[] | undefined>} headers
 */
export function notFoundRenderOf(headers, token = siteServerToken()) {
  const read = (name) => (typeof headers.get === 'function' ? headers.get(name) : headerValue(headers, name));
  if (!token || read(NOT_FOUND_RENDER_HEADER) !== token) return null;
  const of = read(NOT_FOUND_OF_HEADER) ?? '';
  return of.startsWith('/') && !of.startsWith('//') ? of : null;
}

/** Past this the bare document goes out: the not-found page waits on nothing but the site's config. */
const DRAW_TIMEOUT_MS = 6_000;

/** What the reader's request says about how the page should look; nothing of a body or a cache's validators. */
const DROPPED_HEADERS = new Set([
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'expect',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'keep-alive',
  'range',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Next's not-found route drawn for the reader of `req`, from this server at `port`: its headers and body, or null
 * when that fails (the bare document then goes out as it is).
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: Buffer } | null>}
 */
export function renderNotFound(req, { port, basePath = '', token = siteServerToken() }) {
  if (!token) return Promise.resolve(null);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
  );
  headers[NOT_FOUND_RENDER_HEADER] = token;
  headers[NOT_FOUND_OF_HEADER] = req.url ?? '/';
  return new Promise((resolve) => {
    const ask = httpRequest(
      { host: '127.0.0.1', port, path: `${basePath}/_not-found`, method: 'GET', headers },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          resolve(
            answer.statusCode === 404 && isHtml(answer.headers['content-type'])
              ? { headers: answer.headers, body: Buffer.concat(chunks) }
              : null,
          ),
        );
        answer.on('error', () => resolve(null));
      },
    );
    ask.on('error', () => resolve(null));
    ask.setTimeout(DRAW_TIMEOUT_MS, () => {
      ask.destroy();
      resolve(null);
    });
    ask.end();
  });
}
