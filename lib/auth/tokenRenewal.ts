// A signed-in member's tokens are renewed a few minutes before their 2-hour lifetime runs out (spec section 9),
// while a page is open, so neither the browser nor the server's session copy ever holds an expired one. The
// renewal itself is the API client's (one at a time, shared with 10111 renewals); this only says when.
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { readToken, tokenExpiry } from '@/lib/auth/tokens';

/** How long before expiry the renewal runs. */
export const RENEW_AHEAD_MS = 5 * 60_000;
/** After a renewal that could not reach the backend, the next try. */
export const RENEW_RETRY_MS = 30_000;

/** Milliseconds until the renewal is due (0: now), or null when there is nothing to renew. */
export function renewalDelay(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  return Math.max(expiresAt - RENEW_AHEAD_MS - now, 0);
}

interface Settings {
  store: KeyValueStore;
  /** The API client's renewal; rejects with an ApiError of kind `tokenExpired` when the backend refuses. */
  renew(): Promise<void>;
  /** The backend refused: the session is over. */
  onRefused(): void;
}

let settings: Settings | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function configureTokenRenewal(next: Settings) {
  settings = next;
}

export function cancelTokenRenewal() {
  clearTimeout(timer);
  timer = undefined;
}

async function renewNow(active: Settings) {
  try {
    await active.renew();
    scheduleTokenRenewal();
  } catch (error) {
    if ((error as { kind?: unknown } | null)?.kind === 'tokenExpired') {
      active.onRefused();
      return;
    }
    timer = setTimeout(scheduleTokenRenewal, RENEW_RETRY_MS);
  }
}

/** (Re)starts the timer for the current tokens; only members' sessions are kept alive this way. */
export function scheduleTokenRenewal(now = Date.now()) {
  cancelTokenRenewal();
  const active = settings;
  if (!active || readToken(active.store, 'member', now) === null) return;
  if (readToken(active.store, 'refresh', now) === null) return;
  const delay = renewalDelay(tokenExpiry(active.store, 'security', now), now);
  if (delay === null) return;
  timer = setTimeout(() => void renewNow(active), delay);
}
