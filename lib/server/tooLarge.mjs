// Requests too large to read: a URL over MAX_URL_LENGTH answers 414, and headers over Node's limit (16 KiB with the
// request line, so any URL past it too) 431, each with a small page of its own in the reader's language, never
// cached. Node refuses an over-large head before any handler sees it, so the 431 is written on the socket from the
// server's `clientError` event. The page is one of lib/server/plainPage.mjs's, self-contained: a reader whose
// request failed could not be served the site's scripts and stylesheets anyway.
import { localeFromCookies, plainPage, plainPageHeaders } from './plainPage.mjs';

/** Longer URLs (path and query) are refused: no link of the site comes near it, and each would be a cache key. */
export const MAX_URL_LENGTH = 4096;

/** The page: its title, what happened and a way home, in `locale`. */
export function tooLargePage(locale, basePath = '') {
  return plainPage(locale, {
    title: 'tooLargeTitle',
    text: 'tooLargeText',
    links: [['goHome', `${basePath}/home.html`]],
  });
}

/** In the request pipeline: answers a URL over the limit with the page (414) and says so; false otherwise. */
export function refuseLongUrl(req, res, basePath = '') {
  if ((req.url ?? '').length <= MAX_URL_LENGTH) return false;
  const body = tooLargePage(localeFromCookies(req.headers.cookie), basePath);
  res.writeHead(414, plainPageHeaders(body));
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
    const headers = status === 431 ? plainPageHeaders(body) : { 'content-length': '0' };
    const head = Object.entries({ ...headers, connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_LINE[status]}\r\n${head}\r\n${body}`);
  };
}
