// The security token's renewal (spec section 4): by refresh token when the session holds one, else a new
// anonymous token; one renewal at a time, and whoever arrives while it runs waits for it, polling once a second.
// Also the anonymous token of token mode, fetched before a page's first call. When to renew ahead of expiry is
// the session's business (lib/auth/tokenRenewal.ts).
import { ApiError } from '@/lib/api/apiError';
import type { SessionTokens } from '@/lib/api/apiSession';
import { interpretEnvelope } from '@/lib/api/envelope';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';
import type { Answer } from '@/lib/api/transport';

export const RENEWAL_POLL_MS = 1_000;

export interface RenewerDeps {
  /** A session call (anonymousToken, refreshAccessToken) as the client sends it. */
  send(name: OperationName, params: CallParams): Promise<Answer>;
  tokens: SessionTokens;
  /** The device id the tokens are bound to. */
  device(): string;
  sleep(ms: number): Promise<void>;
  /** After new tokens are stored. */
  onRenewed?(): void;
}

/** What a token answer holds: `token` (or `accessToken`) becomes the security token. */
export function storeTokens(tokens: SessionTokens, data: unknown) {
  const { token, accessToken, refreshToken } = (data ?? {}) as Record<string, unknown>;
  const security = typeof token === 'string' ? token : accessToken;
  if (typeof security === 'string') tokens.write('security', security);
  if (typeof accessToken === 'string') tokens.write('access', accessToken);
  if (typeof refreshToken === 'string') tokens.write('refresh', refreshToken);
}

export function createTokenRenewer({ send, tokens, device, sleep, onRenewed }: RenewerDeps) {
  let renewing: Promise<void> | null = null;

  async function renew() {
    const refreshToken = tokens.read('refresh');
    const reply = refreshToken
      ? await send('refreshAccessToken', { device: device(), refreshToken })
      : await send('anonymousToken', { device: device() });
    const outcome = interpretEnvelope(reply.envelope);
    tokens.clear(['security', 'access', 'refresh']);
    if (outcome.kind !== 'data') {
      throw new ApiError('refreshAccessToken', 'tokenExpired', { messageKey: 'loginExpired' });
    }
    storeTokens(tokens, outcome.data);
    onRenewed?.();
  }

  /** Renews, or waits for the renewal under way; rejects with `tokenExpired` when the backend refuses. */
  async function renewOnce() {
    if (renewing) {
      while (renewing) await sleep(RENEWAL_POLL_MS);
      return;
    }
    renewing = renew();
    try {
      await renewing;
    } finally {
      renewing = null;
    }
  }

  /** The anonymous token of token mode (spec section 4), when the session holds no token yet. */
  async function ensureAnonymousToken() {
    if (tokens.read('security')) return;
    const reply = await send('anonymousToken', { device: device() });
    const outcome = interpretEnvelope(reply.envelope);
    if (outcome.kind === 'data') storeTokens(tokens, outcome.data);
  }

  return { renewOnce, ensureAnonymousToken };
}
