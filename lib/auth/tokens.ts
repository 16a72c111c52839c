// Tokens with the 2-hour lifetime of spec section 9, stored with their expiry so a stale one is never sent. Read
// here, on every page (the beacon, the route guard); written by lib/auth/tokenWrites.ts, which only the API client
// and sign-in load.
import type { KeyValueStore } from '@/lib/auth/keyValueStore';

export const TOKEN_KEYS = {
  /** The security token: anonymous in token mode, a member's after login. Sent as the `token` header. */
  security: 'xy_token',
  access: 'xy_access_token',
  refresh: 'xy_refresh_token',
  /** The app-level auth of the xyAuth modes (authinfo + auth). */
  authToken: 'xy_auth_token',
  authSecret: 'xy_auth_secret',
  /** The signed-in member's userid beside their tokens (lib/auth/signIn.ts); absent for anonymous readers. */
  member: 'xy_member_id',
} as const;

export type TokenName = keyof typeof TOKEN_KEYS;

export interface StoredToken {
  value: string;
  expiresAt: number;
}

function readStored(store: KeyValueStore, name: TokenName, now: number): StoredToken | null {
  const raw = store.getItem(TOKEN_KEYS[name]);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredToken;
    if (typeof stored.value !== 'string' || typeof stored.expiresAt !== 'number') return null;
    if (stored.expiresAt <= now) {
      store.removeItem(TOKEN_KEYS[name]);
      return null;
    }
    return stored;
  } catch {
    store.removeItem(TOKEN_KEYS[name]);
    return null;
  }
}

export function readToken(store: KeyValueStore, name: TokenName, now = Date.now()): string | null {
  return readStored(store, name, now)?.value ?? null;
}

/** When a stored token expires (ms), or null when there is none. */
export function tokenExpiry(store: KeyValueStore, name: TokenName, now = Date.now()): number | null {
  return readStored(store, name, now)?.expiresAt ?? null;
}

/** A member's session is held here: their id beside a refresh token (lib/auth/signIn.ts writes and drops both). */
export const holdsMemberSession = (store: KeyValueStore, now = Date.now()) =>
  readToken(store, 'member', now) !== null && readToken(store, 'refresh', now) !== null;
