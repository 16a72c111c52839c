// The editors' side of comments: the queues, topping and excellent marks, members banned from commenting, the
// banned words, and the site settings that decide whether a comment shows at once.
import { and, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AUDIT_TYPE, COMMENT_STATUS, type CommentSource } from '../../lib/contract/comments.js';
import type { Db } from '../core/database.js';
import { isPlainObject } from '../core/jsonFields.js';
import { members } from '../members/schema.js';
import { readSiteConfig } from '../siteConfig/configRepo.js';
import { commentBans, comments, commentSettings } from './schema.js';
import { COMMENT_TARGETS } from './targets.js';

export interface DiscussSettings {
  /** AUDIT_TYPE: 0 post-moderation, 1 pre-moderation, 2 closed. */
  auditType: number;
  /** Whether readers who did not sign in may praise (once per device). */
  anonymousPraise: boolean;
}

/** Site config `siteConfig.discuss`: `auditType` (0 by default) and `anonymousPraise` (off by default). */
export async function discussSettings(db: Db): Promise<DiscussSettings> {
  const config = await readSiteConfig(db);
  const site = isPlainObject(config?.siteConfig) ? config.siteConfig : {};
  const discuss = isPlainObject(site.discuss) ? site.discuss : {};
  const auditType = [0, 1, 2].includes(discuss.auditType as number)
    ? (discuss.auditType as number)
    : AUDIT_TYPE.postModeration;
  return { auditType, anonymousPraise: discuss.anonymousPraise === 1 || discuss.anonymousPraise === true };
}

export async function bannedWords(db: Db): Promise<string[]> {
  const [row] = await db.select().from(commentSettings).where(eq(commentSettings.id, 1));
  return row?.bannedWords ?? [];
}

export async function setBannedWords(db: Db, words: string[]): Promise<string[]> {
  await db
    .insert(commentSettings)
    .values({ id: 1, bannedWords: words })
    .onConflictDoUpdate({ target: commentSettings.id, set: { bannedWords: words, updatedAt: new Date() } });
  return words;
}

export async function isBanned(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: commentBans.userId })
    .from(commentBans)
    .where(eq(commentBans.userId, userId));
  return row !== undefined;
}

/** False when the member is unknown. Banning twice keeps the first ban's time and reason. */
export async function banMember(db: Db, userId: number, reason: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.userId, userId));
  if (!member) return false;
  await db.insert(commentBans).values({ userId, reason }).onConflictDoNothing();
  return true;
}

export async function unbanMember(db: Db, userId: number): Promise<void> {
  await db.delete(commentBans).where(eq(commentBans.userId, userId));
}

export const QUEUES = ['pending', 'reported', 'approved', 'rejected'] as const;
export type Queue = (typeof QUEUES)[number];

/** Reported: showing, reported since an editor last looked at it. */
const queueWhere: Record<Queue, SQL> = {
  pending: eq(comments.status, COMMENT_STATUS.pending),
  reported: and(
    eq(comments.status, COMMENT_STATUS.approved),
    isNotNull(comments.lastReportedAt),
    or(isNull(comments.reviewedAt), gt(comments.lastReportedAt, comments.reviewedAt)),
  ) as SQL,
  approved: eq(comments.status, COMMENT_STATUS.approved),
  rejected: eq(comments.status, COMMENT_STATUS.rejected),
};

/**
 * A queue, oldest first for pending and reported (the order they wait in), newest first otherwise; of one target
 * when `target` is given. `title`: what the target is (an article's title, the start of a post's text), '' when
 * readers no longer see it.
 */
export async function queue(
  db: Db,
  name: Queue,
  target: { source: CommentSource; targetId: number } | undefined,
  page: number,
  pageSize: number,
) {
  const waiting = name === 'pending' || name === 'reported';
  const rows = await db
    .select({ comment: comments, nickname: members.nickname })
    .from(comments)
    .leftJoin(members, eq(members.userId, comments.userId))
    .where(
      and(
        queueWhere[name],
        target && and(eq(comments.source, target.source), eq(comments.targetId, target.targetId)),
      ),
    )
    .orderBy(waiting ? comments.id : desc(comments.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const titles = await Promise.all(
    shown.map(async ({ comment }) => {
      const on = await COMMENT_TARGETS[comment.source as CommentSource].find(db, comment.targetId);
      return on?.title ?? '';
    }),
  );
  return {
    list: shown.map(({ comment, nickname }, index) => ({
      ...cmsComment(comment),
      title: titles[index] ?? '',
      userName: comment.official ? comment.authorName : (nickname ?? ''),
    })),
    hasMore: rows.length > pageSize,
    page,
    pageSize,
  };
}

/**
 * A comment as the CMS sees it: everything but the idempotency key, times in ms; `fileId` too for a comment on
 * an article (what the CMS read before comments had other targets).
 */
export function cmsComment(comment: typeof comments.$inferSelect) {
  const { createdAt, updatedAt, lastReportedAt, reviewedAt, ...rest } = comment;
  return {
    ...rest,
    ...(comment.source === 0 ? { fileId: comment.targetId } : {}),
    idempotencyKey: undefined,
    createdAt: createdAt.getTime(),
    updatedAt: updatedAt.getTime(),
    lastReportedAt: lastReportedAt?.getTime() ?? null,
    reviewedAt: reviewedAt?.getTime() ?? null,
  };
}

/** Sets topping and excellent; null when the comment is unknown. */
export async function markComment(
  db: Db,
  id: number,
  marks: { topping?: boolean | undefined; excellent?: boolean | undefined },
) {
  const [row] = await db
    .update(comments)
    .set({ ...marks, updatedAt: sql`now()` })
    .where(eq(comments.id, id))
    .returning();
  return row ?? null;
}
