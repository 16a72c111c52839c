// WeChat JS-SDK configuration: the page signature and the jsapi_ticket it is made with.
import { createHash, randomBytes } from 'node:crypto';
import type { WxConfig } from '../core/config.js';

export interface JsapiSignatureInput {
  jsapiTicket: string;
  noncestr: string;
  /** Seconds since the epoch, as wx.config expects it. */
  timestamp: number;
  /** The page URL exactly as the browser shows it, without the hash part. */
  url: string;
}

/** WeChat's algorithm: sha1 of the four fields in this order, values raw (never URL-encoded). */
export function jsapiSignature({ jsapiTicket, noncestr, timestamp, url }: JsapiSignatureInput): string {
  const plain = `jsapi_ticket=${jsapiTicket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

const nonceAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 letters and digits, like WeChat's own examples. */
export function newNonceStr(): string {
  return Array.from(randomBytes(16), (byte) => nonceAlphabet[byte % nonceAlphabet.length]).join('');
}

/** WeChat did not answer as hoped: unreachable, slow, refusing (`errcode`), or answering something unexpected. */
export class WxUnavailableError extends Error {
  constructor(
    message: string,
    /** WeChat's own error code when it answered one. */
    readonly errcode?: number,
  ) {
    super(message);
  }
}

export interface TicketSource {
  ticket(): Promise<string>;
}

export interface TicketSourceOptions {
  timeoutMs?: number;
  now?: () => number;
}

/** WeChat issues both for 7200 s; renewing this long before expiry never hands out one about to die. */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;
export const WX_TIMEOUT_MS = 3000;

interface Cached {
  value: string;
  expiresAt: number;
}

export interface WxAnswer {
  errcode?: unknown;
  errmsg?: unknown;
  expires_in?: unknown;
  [key: string]: unknown;
}

/** GETs a WeChat API URL and answers its JSON object; any failure is a WxUnavailableError. */
export async function askWeChat(url: string, timeoutMs: number): Promise<WxAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // The URL carries the secret or the access token, so only the cause is passed on.
    throw new WxUnavailableError(`WeChat unreachable: ${(error as Error).name}`);
  }
  if (!response.ok) throw new WxUnavailableError(`WeChat answered HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as WxAnswer | null;
  if (typeof body !== 'object' || body === null)
    throw new WxUnavailableError('WeChat answered no JSON object');
  if (body.errcode !== undefined && body.errcode !== 0) {
    throw new WxUnavailableError(
      `WeChat errcode ${String(body.errcode)}: ${String(body.errmsg ?? '')}`,
      Number(body.errcode),
    );
  }
  return body;
}

function cachedFrom(body: WxAnswer, field: string, now: number): Cached {
  const value = body[field];
  const expiresIn = body.expires_in;
  if (typeof value !== 'string' || value === '' || typeof expiresIn !== 'number') {
    throw new WxUnavailableError(`WeChat answer lacks ${field}`);
  }
  return { value, expiresAt: now + expiresIn * 1000 - RENEW_BEFORE_EXPIRY_MS };
}

/**
 * The access token and the jsapi_ticket, each fetched once and kept in this process until shortly before
 * it expires. Concurrent callers share one fetch, so a burst of page views costs WeChat one request.
 */
export function wxTicketSource(
  { appId, secret, apiBase }: WxConfig & { appId: string; secret: string },
  { timeoutMs = WX_TIMEOUT_MS, now = Date.now }: TicketSourceOptions = {},
): TicketSource {
  let token: Cached | null = null;
  let ticket: Cached | null = null;
  let pending: Promise<string> | null = null;
  const fresh = (cached: Cached | null): cached is Cached => cached !== null && now() < cached.expiresAt;

  async function accessToken(): Promise<string> {
    if (fresh(token)) return token.value;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret });
    token = cachedFrom(
      await askWeChat(`${apiBase}/cgi-bin/token?${query}`, timeoutMs),
      'access_token',
      now(),
    );
    return token.value;
  }

  async function fetchTicket(): Promise<string> {
    const query = new URLSearchParams({ access_token: await accessToken(), type: 'jsapi' });
    try {
      ticket = cachedFrom(
        await askWeChat(`${apiBase}/cgi-bin/ticket/getticket?${query}`, timeoutMs),
        'ticket',
        now(),
      );
      return ticket.value;
    } catch (error) {
      // The usual cause is a token WeChat no longer accepts; the next call starts over with a new one.
      token = null;
      throw error;
    }
  }

  return {
    ticket() {
      if (fresh(ticket)) return Promise.resolve(ticket.value);
      pending ??= fetchTicket().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
