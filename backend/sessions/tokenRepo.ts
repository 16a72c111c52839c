import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { hashToken, newToken } from '../core/secrets.js';
import { members } from '../members/schema.js';
import { authTokens, tokens } from './schema.js';

/** Access and anonymous tokens live two hours (spec section 9). */
export const ACCESS_TOKEN_TTL_MS = 7_200_000;
/** Refresh tokens outlive access tokens so a reader returning within a month keeps the session. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
export const AUTH_TOKEN_TTL_MS = 7_200_000;

export interface TokenPair {
  token: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function issuePair(db: Db | Tx, device: string, familyId: string, userId: number | null, now: number) {
  const access = newToken();
  const refresh = newToken();
  await db.insert(tokens).values([
    {
      tokenHash: hashToken(access),
      kind: userId === null ? 'anonymous' : 'access',
      device,
      familyId,
      userId,
      expiresAt: new Date(now + ACCESS_TOKEN_TTL_MS),
    },
    {
      tokenHash: hashToken(refresh),
      kind: 'refresh',
      device,
      familyId,
      userId,
      expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS),
    },
  ]);
  const pair: TokenPair = {
    token: access,
    accessToken: access,
    refreshToken: refresh,
    expiresIn: ACCESS_TOKEN_TTL_MS,
  };
  return { pair, refreshHash: hashToken(refresh) };
}

/** Starts a token family for an anonymous reader on `device`. */
export async function issueAnonymous(db: Db, device: string, now = Date.now()): Promise<TokenPair> {
  const { pair } = await issuePair(db, device, randomUUID(), null, now);
  return pair;
}

export type RotateResult =
  | { ok: true; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'device' | 'reused' | 'disabled' };

/** True when `userId` is a member the CMS disabled; anonymous readers (null) never are. */
async function isDisabled(db: Db | Tx, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ disabledAt: members.disabledAt })
    .from(members)
    .where(eq(members.userId, userId));
  return row?.disabledAt != null;
}

/**
 * Trades a refresh token for a new pair. The old refresh token stops working; presenting it again means
 * it was copied, so the whole family (every token descended from the same sign-in) is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  device: string,
  now = Date.now(),
): Promise<RotateResult> {
  const hash = hashToken(refreshToken);
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx
      .select()
      .from(tokens)
      .where(and(eq(tokens.tokenHash, hash), eq(tokens.kind, 'refresh')));
    if (!row) return { ok: false, reason: 'unknown' };
    const revokeFamily = () =>
      tx.update(tokens).set({ revoked: true }).where(eq(tokens.familyId, row.familyId));
    if (row.revoked) {
      if (row.replacedBy === null) return { ok: false, reason: 'unknown' };
      await revokeFamily();
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
    if (row.device !== device) return { ok: false, reason: 'device' };
    // The family stays intact, so the member's sessions work again once the CMS enables the account.
    if (await isDisabled(tx, row.userId)) return { ok: false, reason: 'disabled' };
    const { pair, refreshHash } = await issuePair(tx, device, row.familyId, row.userId, now);
    // The revoked = false condition makes a concurrent second rotation of the same token count as reuse.
    const rotated = await tx
      .update(tokens)
      .set({ revoked: true, replacedBy: refreshHash })
      .where(and(eq(tokens.tokenHash, hash), eq(tokens.revoked, false)))
      .returning({ hash: tokens.tokenHash });
    if (rotated.length === 0) {
      await revokeFamily();
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, pair };
  });
}

/** Whose a live access or anonymous token is: `userId` null for an anonymous reader. */
export interface TokenSession {
  userId: number | null;
  familyId: string;
  device: string;
  /** The member was disabled by the CMS: the token is live, but the guard answers 10103. */
  disabled: boolean;
}

/** The sessions of live access or anonymous tokens, by token; refresh tokens never authorize a request. */
export async function liveSessions(
  db: Db,
  given: readonly string[],
  now = Date.now(),
): Promise<Map<string, TokenSession>> {
  const byHash = new Map(given.map((token) => [hashToken(token), token]));
  const rows = await db
    .select({
      tokenHash: tokens.tokenHash,
      userId: tokens.userId,
      familyId: tokens.familyId,
      device: tokens.device,
      expiresAt: tokens.expiresAt,
      revoked: tokens.revoked,
      disabledAt: members.disabledAt,
    })
    .from(tokens)
    .leftJoin(members, eq(members.userId, tokens.userId))
    .where(and(inArray(tokens.tokenHash, [...byHash.keys()]), inArray(tokens.kind, ['anonymous', 'access'])));
  const sessions = new Map<string, TokenSession>();
  for (const row of rows) {
    const token = byHash.get(row.tokenHash);
    if (token === undefined || row.revoked || row.expiresAt.getTime() <= now) continue;
    sessions.set(token, {
      userId: row.userId,
      familyId: row.familyId,
      device: row.device,
      disabled: row.disabledAt !== null,
    });
  }
  return sessions;
}

/** Every login starts a new family for the member, so each sign-in can be revoked on its own. */
export async function issueMemberPair(db: Db, device: string, userId: number, now = Date.now()) {
  const { pair } = await issuePair(db, device, randomUUID(), userId, now);
  return pair;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.update(tokens).set({ revoked: true }).where(eq(tokens.familyId, familyId));
}

/** The family of any token ever issued (expired and revoked ones included), for logout. */
export async function familyOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: tokens.familyId })
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)));
  return row?.familyId ?? null;
}

/** Signs a member out everywhere but the family `keep` (after a password change). */
export async function revokeOtherFamilies(db: Db, userId: number, keep: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revoked: true })
    .where(and(eq(tokens.userId, userId), ne(tokens.familyId, keep)));
}

export async function issueAuthToken(db: Db, appKey: string, now = Date.now()) {
  const authToken = newToken();
  const authTime = now + AUTH_TOKEN_TTL_MS;
  await db
    .insert(authTokens)
    .values({ tokenHash: hashToken(authToken), appKey, expiresAt: new Date(authTime) });
  return { authToken, authTime };
}

export async function isLiveAuthToken(db: Db, authToken: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(authToken)));
  return row !== undefined && row.expiresAt.getTime() > now;
}

/** Expired rows can never authorize anything again, so they only cost space. */
export async function pruneExpiredTokens(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now);
  await db.delete(tokens).where(lt(tokens.expiresAt, cutoff));
  await db.delete(authTokens).where(lt(authTokens.expiresAt, cutoff));
}
