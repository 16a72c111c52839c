// Single-use values: the first spend wins, every later one is a replay.
import { lt } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { usedNonces } from './schema.js';

export type NonceKind = 'wx-state' | 'third-login';

/**
 * Records `nonce` as used until `expiresAt` (after which its signature or timestamp refuses it anyway);
 * answers false when it was used before. Nonces that can no longer be presented are dropped on the way.
 */
export async function spendNonce(
  db: Db,
  kind: NonceKind,
  nonce: string,
  expiresAt: number,
  now = Date.now(),
) {
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, new Date(now)));
  const inserted = await db
    .insert(usedNonces)
    .values({ kind, nonce, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  return inserted.length === 1;
}
