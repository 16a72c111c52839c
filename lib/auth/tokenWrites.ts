// Storing and dropping tokens (lib/auth/tokens.ts reads them): only the API client and sign-in write, so pages
// that just read a token do not carry this.
import { TOKEN_LIFETIME_MS, type SessionTokens } from '@/lib/api/apiSession';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { readToken, TOKEN_KEYS, type StoredToken, type TokenName } from '@/lib/auth/tokens';

export function writeToken(
  store: KeyValueStore,
  name: TokenName,
  value: string,
  lifetime = TOKEN_LIFETIME_MS,
  now = Date.now(),
) {
  store.setItem(TOKEN_KEYS[name], JSON.stringify({ value, expiresAt: now + lifetime } satisfies StoredToken));
}

export function clearTokens(store: KeyValueStore, names: readonly TokenName[]) {
  for (const name of names) store.removeItem(TOKEN_KEYS[name]);
}

/** The API client's view of the tokens kept in `store` (local storage in the browser). */
export const storedTokens = (store: KeyValueStore): SessionTokens => ({
  read: (name) => readToken(store, name),
  write: (name, value, lifetimeMs) => writeToken(store, name, value, lifetimeMs),
  clear: (names) => clearTokens(store, names),
});
