// Uploads in progress on the object-storage flow: opened for one member, their parts counted as they arrive (a
// part sent again replaces the first), closed with the stored file's description.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_PART_BYTES, type UploadKind } from '../../lib/contract/uploads.js';
import type { Db } from '../core/database.js';
import { uploadParts, uploadSessions } from './schema.js';

export type UploadSession = typeof uploadSessions.$inferSelect;

/** Opens an upload of `size` bytes; its id is 128 random bits. */
export async function openSession(
  db: Db,
  input: { userId: number; kind: UploadKind; fileName: string; size: number },
): Promise<UploadSession> {
  const [row] = await db
    .insert(uploadSessions)
    .values({
      ...input,
      id: randomBytes(16).toString('hex'),
      partCount: Math.ceil(input.size / UPLOAD_PART_BYTES),
    })
    .returning();
  if (!row) throw new Error('upload session not stored');
  return row;
}

/** The member's own upload of that id; null for another member's or an unknown one. */
export async function findSession(db: Db, id: string, userId: number): Promise<UploadSession | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId)));
  return row ?? null;
}

/** The bytes part `number` (1-based) must have: a full part, or the rest for the last one. */
export const partSize = (session: UploadSession, number: number) =>
  number < session.partCount ? UPLOAD_PART_BYTES : session.size - UPLOAD_PART_BYTES * (session.partCount - 1);

export async function notePart(db: Db, sessionId: string, partNumber: number, size: number) {
  await db
    .insert(uploadParts)
    .values({ sessionId, partNumber, size })
    .onConflictDoUpdate({ target: [uploadParts.sessionId, uploadParts.partNumber], set: { size } });
}

/** The part numbers received so far, in order. */
export async function receivedParts(db: Db, sessionId: string): Promise<number[]> {
  const rows = await db
    .select({ number: uploadParts.partNumber })
    .from(uploadParts)
    .where(eq(uploadParts.sessionId, sessionId))
    .orderBy(uploadParts.partNumber);
  return rows.map((row) => row.number);
}

export async function closeSession(db: Db, id: string, result: Record<string, unknown>) {
  await db.update(uploadSessions).set({ result }).where(eq(uploadSessions.id, id));
  await db.delete(uploadParts).where(eq(uploadParts.sessionId, id));
}

/** A refused upload leaves nothing: its row and its parts' rows go. */
export async function dropSession(db: Db, id: string) {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
}

/**
 * Forgets the member's uploads left unfinished for over an hour (cancelled, or a phone that went away): their rows
 * go, and their ids are answered so their parts can go too.
 */
export async function dropStaleSessions(db: Db, userId: number) {
  return db
    .delete(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        sql`${uploadSessions.result} is null and ${uploadSessions.createdAt} <= now() - interval '1 hour'`,
      ),
    )
    .returning({ id: uploadSessions.id, partCount: uploadSessions.partCount });
}

/** Uploads a member opened in the last hour and did not finish (a bound on parts kept for nobody). */
export async function openSessionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        sql`${uploadSessions.result} is null and ${uploadSessions.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.count ?? 0;
}
