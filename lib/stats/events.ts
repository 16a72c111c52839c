// What the statistics records (lib/stats/records.ts) and the `event` operation share: the codes of spec section 9,
// the statistics configuration, and the event's form fields. Small on purpose: every article page sends its
// read event, while the record code loads only where statistics are configured.
import type { PublicConfig } from '@/lib/config/publicConfig';
import type { ShareChannel } from '@/lib/format/share';

export const DATA_TYPE = { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 } as const;
export const EVENT_TYPE = { share: 2, read: 3, deviceRecord: 12 } as const;

type ValueOf<T> = T[keyof T];
export type DataType = ValueOf<typeof DATA_TYPE>;
export type EventType = ValueOf<typeof EVENT_TYPE>;

export interface StatsConfig {
  tenantCode?: string | null;
  appKey?: string | null;
  /** The address of the sendRecord call on the analytics host. */
  recordUrl?: string | null;
  /** Site config's sm2PublicKey: user id fields go SM2-encrypted when it is set (lib/stats/userIds.ts). */
  sm2PublicKey?: string | null;
}

/** What the statistics of one article page need: the article, the site's config and its statistics service. */
export interface ArticleStats {
  fileId: number;
  config: PublicConfig;
  stats: StatsConfig;
}

/** The tenant code and app key a record needs (spec section 5); without them no record is sent. */
export const statsConfigured = (config: StatsConfig) =>
  Boolean(config.tenantCode?.trim() && config.appKey?.trim());

type Field = string | number | null | undefined;

/** The fields that hold something: null, undefined, blank strings and non-finite numbers are dropped. */
export function nonEmpty(fields: Record<string, Field>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (
      typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== ''
    ) {
      kept[name] = String(value);
    }
  }
  return kept;
}

export interface EventInput {
  appId: number | string;
  /** The article (or other object) id; a device record (type 12) has none. */
  id?: number | string;
  type: EventType;
  /** The object's kind, e.g. a SHARE_OBJECT_TYPE of lib/auth/wechat.ts for shares. */
  eventType?: number | null;
  channel?: ShareChannel | null;
}

/** Form fields of the `event` operation (POST form-encoded), empty ones dropped. */
export function buildEvent(input: EventInput): Record<string, string> {
  return nonEmpty({
    appID: input.appId,
    id: input.id,
    type: input.type,
    eventType: input.eventType,
    channel: input.channel,
  });
}
