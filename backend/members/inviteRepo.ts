// Invitations: a member enters another's invite code once; both get points in the same transaction.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import {
  findMember,
  findMemberByInviteCode,
  type Member,
  publicInfo,
  type PublicMemberInfo,
} from './memberRepo.js';
import { addInvitePoints } from './pointsRepo.js';
import { inviteUses, members } from './schema.js';

export type InviteRefusal = 'unknown' | 'own' | 'used' | 'invitedByMe';

/** Who invited the member, when they entered a code. */
export async function inviterOf(db: Db, userId: number): Promise<Member | null> {
  const [row] = await db.select().from(inviteUses).where(eq(inviteUses.inviteeId, userId));
  return row ? findMember(db, row.inviterId) : null;
}

export async function invitedCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inviteUses).where(eq(inviteUses.inviterId, userId));
  return row?.n ?? 0;
}

/**
 * Records that `inviteeId` entered `code`, and the points of both sides; or answers why not, changing
 * nothing. A member's second code, and the code of someone they invited, are refused.
 */
export async function useInviteCode(
  db: Db,
  inviteeId: number,
  code: string,
): Promise<{ inviter: Member } | { refusal: InviteRefusal }> {
  const inviter = await findMemberByInviteCode(db, code);
  if (!inviter) return { refusal: 'unknown' };
  if (inviter.userId === inviteeId) return { refusal: 'own' };
  const [reverse] = await db.select().from(inviteUses).where(eq(inviteUses.inviteeId, inviter.userId));
  if (reverse?.inviterId === inviteeId) return { refusal: 'invitedByMe' };
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(inviteUses)
      .values({ inviteeId, inviterId: inviter.userId })
      .onConflictDoNothing()
      .returning({ inviteeId: inviteUses.inviteeId });
    if (inserted.length === 0) return { refusal: 'used' as const };
    await addInvitePoints(tx, inviter.userId, inviteeId);
    return { inviter };
  });
}

export interface InviteRecord extends PublicMemberInfo {
  /** When they entered the code (ms). */
  time: number;
}

/** The members who entered `inviterId`'s code, newest first. */
export async function inviteRecords(db: Db, inviterId: number, page: number, pageSize: number) {
  const rows = await db
    .select({ member: members, time: inviteUses.createdAt })
    .from(inviteUses)
    .innerJoin(members, eq(members.userId, inviteUses.inviteeId))
    .where(eq(inviteUses.inviterId, inviterId))
    .orderBy(desc(inviteUses.createdAt), desc(inviteUses.inviteeId))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const list: InviteRecord[] = rows
    .slice(0, pageSize)
    .map((row) => ({ ...publicInfo(row.member), time: row.time.getTime() }));
  return { list, hasMore: rows.length > pageSize };
}
