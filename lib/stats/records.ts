/**
 * Statistics records (spec sections 5, 7 and 9): the `sendRecord` GET to the analytics host (the codes and the
 * `event` operation's fields are in lib/stats/events.ts). Client-safe: pure builders plus one sender that takes a
 * fetch-like function.
 *
 * Rules: a record is sent only when the tenant code and app key are configured and it has an article id
 * and a platform; otherwise nothing is sent and, in debug mode only, the reason goes to console.error.
 * Empty fields are dropped. Headers are base64 of their UTF-8 bytes. User ids may need SM2 encryption
 * first (lib/format/sm2.ts) where the site is configured for it.
 */
import { isAppWebview, isIos, isMobile } from '@/lib/device/environment.mjs';
import type { ShareChannel } from '@/lib/format/share';
import { nonEmpty, type DataType, type StatsConfig } from '@/lib/stats/events';

export const PLATFORM = { android: 1, ios: 2, mobileWeb: 3, pc: 5 } as const;
/** The analytics base timeout of spec section 9. */
export const ANALYTICS_TIMEOUT_MS = 180_000;

export type Platform = (typeof PLATFORM)[keyof typeof PLATFORM];

export interface RecordInput {
  dataType: DataType;
  articleId: string | number | null | undefined;
  platform: Platform | null | undefined;
  /** When the reader acted, in ms since the epoch; sent as such. */
  actionTimeMs: number;
  deviceId?: string | null;
  userUuid?: string | null;
  /** Where the reader came from (document.referrer, or the share source). */
  refer?: string | null;
  /** Only for shares. */
  shareChannel?: ShareChannel | null;
  /** The reader's operating system for the os header (osFromUserAgent). */
  os?: string | null;
}

export interface StatsRecord {
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** Base64 of the UTF-8 bytes, so Chinese and emoji survive (plain btoa throws on them). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64Values(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, base64Utf8(value)]));
}

/** The query (spec field names, `shareChanel` spelling included) and base64 headers of one record. */
export function buildRecord(input: RecordInput, config: StatsConfig): StatsRecord {
  return {
    query: nonEmpty({
      dataType: input.dataType,
      articleID: input.articleId,
      actionTime: input.actionTimeMs,
      deviceid: input.deviceId,
      userUuid: input.userUuid,
      refer: input.refer,
      platform: input.platform,
      shareChanel: input.shareChannel,
    }),
    headers: base64Values(
      nonEmpty({
        tenantCode: config.tenantCode,
        appKey: config.appKey,
        os: input.os,
        deviceId: input.deviceId,
        userUuid: input.userUuid,
      }),
    ),
  };
}

export type SendDecision = { send: true } | { send: false; reason: string };

/** Whether the record may go out, or why not. */
export function shouldSend(record: StatsRecord, config: StatsConfig): SendDecision {
  if (!config.tenantCode?.trim()) return { send: false, reason: 'statistics tenant code is not configured' };
  if (!config.appKey?.trim()) return { send: false, reason: 'statistics app key is not configured' };
  if (!config.recordUrl?.trim()) return { send: false, reason: 'statistics record URL is not configured' };
  if (!record.query.articleID) return { send: false, reason: 'statistics record has no articleID' };
  if (!record.query.platform) return { send: false, reason: 'statistics record has no platform' };
  return { send: true };
}

/** The part of fetch the sender uses; pass `fetch` itself in the browser. */
export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean }>;

export interface SendOptions {
  config: StatsConfig;
  fetch: FetchLike;
  /** Debug mode (?debug=1): skipped and failed records are logged with console.error. */
  debug?: boolean;
  timeoutMs?: number;
}

export type SendOutcome = 'sent' | 'skipped' | 'failed';

function recordUrl(base: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Sends the record and resolves with what happened; it never rejects or throws, so callers fire and
 * forget (do not await it on a reader's path). The request is aborted after the analytics timeout.
 */
export async function sendRecord(record: StatsRecord, options: SendOptions): Promise<SendOutcome> {
  const report = (message: string) => {
    if (options.debug) console.error(`[stats] ${message}`);
  };
  const decision = shouldSend(record, options.config);
  if (!decision.send) {
    report(`record not sent: ${decision.reason}`);
    return 'skipped';
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? ANALYTICS_TIMEOUT_MS);
  try {
    const url = recordUrl(options.config.recordUrl ?? '', record.query);
    const response = await options.fetch(url, {
      method: 'GET',
      headers: record.headers,
      signal: controller.signal,
    });
    if (response.ok) return 'sent';
    report('record rejected by the analytics host');
    return 'failed';
  } catch (error) {
    report(`record failed: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Platform code of spec section 9: the app webview by its OS, else mobile web or PC. */
export function platformFromUserAgent(ua: string): Platform {
  if (isAppWebview(ua)) return isIos(ua) ? PLATFORM.ios : PLATFORM.android;
  return isMobile(ua) ? PLATFORM.mobileWeb : PLATFORM.pc;
}
