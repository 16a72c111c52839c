// Storing and dropping tokens (lib/auth/tokens.ts reads them): only the API client and sign-in write, so pages
// that just read a token do not carry this.
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { TOKEN_KEYS, type StoredToken, type TokenName } from '@/lib/auth/tokens';

export const TOKEN_LIFETIME_MS = 7_200_000;

export function writeToken(
  store: KeyValueStore,
  name: TokenName,
  value: string,
  lifetime = TOKEN_LIFETIME_MS,
  now = Date.now(),
) {
  store.setItem(TOKEN_KEYS[name], JSON.stringify({ value, expiresAt: now + lifetime } satisfies StoredToken));
}

export function clearTokens(store: KeyValueStore, names: TokenName[]) {
  for (const name of names) store.removeItem(TOKEN_KEYS[name]);
}
