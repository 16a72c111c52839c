// What a member sends with an item (a tip-off, an inquiry) as its files: addresses the upload service answered, each
// one the member uploaded as that kind (member_uploads, written by storeMedia). The check is a condition of the
// inserting statement itself, so an item naming someone else's file, or a picture sent as a video, stores nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { UploadKind } from '../../lib/contract/uploads.js';
import type { Db } from '../core/database.js';
import { InputError } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import type { Params } from '../core/params.js';

/** A list of the upload service's addresses (comma separated), at most `max` of them (else `tooMany`). */
export function readUploadAddresses(params: Params, name: string, max: number, tooMany: string): string[] {
  const raw = (params[name] ?? '').trim();
  const list = raw === '' ? [] : raw.split(',').map((part) => part.trim());
  if (list.length > max) throw new InputError(tooMany);
  for (const url of list) {
    if (url.length > 1000 || !urlPattern.test(url)) throw new InputError(`参数 ${name} 格式错误`);
  }
  return [...new Set(list)];
}

/** True in SQL when every one of `files` (addresses by kind) is one `userId` uploaded as that kind. */
export function ownsEvery(userId: number, files: Partial<Record<UploadKind, string[]>>): SQL {
  const attached = Object.entries(files).flatMap(([kind, urls]) =>
    (urls ?? []).map((url) => ({ url, kind })),
  );
  return sql`(
    select count(*) from jsonb_to_recordset(${JSON.stringify(attached)}::jsonb) as a(url text, kind text)
    where exists (select 1 from member_uploads u where u.user_id = ${userId} and u.url = a.url and u.kind = a.kind)
  ) = ${attached.length}`;
}

/**
 * Whether every one of `files` is `userId`'s own upload of that kind, asked before a send takes the member's
 * rate-limit slot: a refused file must not make them wait out the interval to send again. An upload never changes
 * hands, so the answer holds; the inserting statement still decides (ownsEvery).
 */
export async function ownsAll(db: Db, userId: number, files: Partial<Record<UploadKind, string[]>>) {
  const result = (await db.execute(sql`select ${ownsEvery(userId, files)} as owned`)) as unknown as {
    rows: { owned: boolean }[];
  };
  return result.rows[0]?.owned === true;
}
