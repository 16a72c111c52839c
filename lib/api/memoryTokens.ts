// Tokens kept in memory, for a client with no browser storage (the site's server, tests).
import { TOKEN_LIFETIME_MS, type ApiToken, type SessionTokens } from '@/lib/api/apiSession';

export function memoryTokens(now: () => number = Date.now): SessionTokens {
  const held = new Map<ApiToken, { value: string; expiresAt: number }>();
  return {
    read(name) {
      const token = held.get(name);
      if (token && token.expiresAt <= now()) held.delete(name);
      return held.get(name)?.value ?? null;
    },
    write: (name, value, lifetimeMs = TOKEN_LIFETIME_MS) =>
      void held.set(name, { value, expiresAt: now() + lifetimeMs }),
    clear: (names) => names.forEach((name) => held.delete(name)),
  };
}

/** `own` for the given tokens, `shared` for the others: one reader's tokens over a process's app auth. */
export function overlayTokens(
  shared: SessionTokens,
  own: SessionTokens,
  names: readonly ApiToken[],
): SessionTokens {
  const pick = (name: ApiToken) => (names.includes(name) ? own : shared);
  return {
    read: (name) => pick(name).read(name),
    write: (name, value, lifetimeMs) => pick(name).write(name, value, lifetimeMs),
    clear: (list) => {
      shared.clear(list.filter((name) => !names.includes(name)));
      own.clear(list.filter((name) => names.includes(name)));
    },
  };
}
