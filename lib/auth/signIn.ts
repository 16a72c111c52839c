// The member's session in the browser (shared by the phone, password, WeChat and app sign-ins): the tokens of
// a login go to local storage, and the site's own /api/session route seals the server's copy into the
// httpOnly `xy-session` cookie, which member pages render with and the proxy checks on requires-auth routes.
// Signing out revokes the token family on the backend (through that route) before anything local is dropped.
import { ApiError } from '@/lib/api/apiError';
import { STATUS } from '@/lib/contract/status';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { holdsMemberSession, readToken } from '@/lib/auth/tokens';
import { clearTokens, writeToken } from '@/lib/auth/tokenWrites';
import { browserSession, storage } from '@/lib/auth/browserSession';
import { cancelTokenRenewal, scheduleTokenRenewal } from '@/lib/auth/tokenRenewal';

/** What every login answers (backend/README.md, LoginResult); `token` and `accessToken` are the same. */
export interface LoginResult {
  token?: string;
  accessToken: string;
  refreshToken: string;
  userid: string | number;
}

export const SESSION_ROUTE = '/api/session';

interface Settings {
  basePath: string;
  store: KeyValueStore;
}

let settings: Settings | null = null;

/** Called once by the browser's API client (lib/auth/browserApi.ts) with the page's base path and storage. */
export function configureSignIn(next: Settings) {
  settings = next;
}

/** As the API client configured it, else (the client not loaded yet) from the page's browser session. */
function current(): Settings {
  return settings ?? { basePath: browserSession().config.basePath, store: storage('localStorage') };
}

/** Signed in on this browser: a member's id beside a refresh token (both gone once the session is over). */
export const isSignedIn = (): boolean => holdsMemberSession(current().store);

async function sessionRequest(method: 'POST' | 'DELETE', body: Record<string, string>) {
  const { basePath } = current();
  let response: Response;
  try {
    response = await fetch(`${basePath}${SESSION_ROUTE}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('session', 'network', { messageKey: 'network', cause: error });
  }
  if (response.ok) return;
  // 401: the backend refused the token (expired, revoked, not a member's); anything else: try again later.
  throw response.status === 401
    ? new ApiError('session', 'tokenExpired', { status: STATUS.tokenExpired, messageKey: 'loginExpired' })
    : new ApiError('session', 'http', { status: -response.status, messageKey: 'network' });
}

function storedTokens(store: KeyValueStore) {
  return {
    token: readToken(store, 'security') ?? '',
    refreshToken: readToken(store, 'refresh') ?? '',
    userid: readToken(store, 'member') ?? '',
  };
}

/**
 * After any login: the new tokens replace whatever the reader held (the backend revoked that family when it
 * issued these), then the server's session takes them. Rejects with an ApiError when the site's server
 * could not confirm the login; the tokens stay, and the next renewal tries the server's copy again.
 */
export async function completeSignIn(result: LoginResult): Promise<void> {
  const { store } = current();
  const security = result.token || result.accessToken;
  writeToken(store, 'security', security);
  writeToken(store, 'access', result.accessToken);
  writeToken(store, 'refresh', result.refreshToken);
  writeToken(store, 'member', String(result.userid));
  scheduleTokenRenewal();
  await sessionRequest('POST', storedTokens(store));
}

/**
 * After the API client renewed a member's tokens (before expiry, or on 10111): the server's session takes the
 * rotated pair, or its copy would be revoked the moment the old refresh token counts as reused. Never throws.
 */
export function syncSessionAfterRenewal(): void {
  if (!settings || !isSignedIn()) return;
  const { store } = settings;
  const member = readToken(store, 'member');
  // The id lives as long as the tokens beside it.
  if (member) writeToken(store, 'member', member);
  sessionRequest('POST', storedTokens(store)).catch((error: unknown) => {
    console.error('session renewal not saved', error);
  });
}

/**
 * Signs out: the site's server revokes the token family on the backend and drops the cookie; then the local
 * tokens go. Rejects (and keeps everything) when the backend could not be told, so the reader can try again.
 */
export async function signOut(): Promise<void> {
  const { store } = current();
  const { token, refreshToken } = storedTokens(store);
  await sessionRequest('DELETE', { token, refreshToken });
  cancelTokenRenewal();
  clearTokens(store, ['security', 'access', 'refresh', 'member']);
}

/**
 * The session ended without the reader (the backend refused to renew it, or no longer takes the member): nothing
 * of it is kept anywhere. Resolves once the server's copy is dropped too (or could not be); never rejects.
 */
export async function endSession(): Promise<void> {
  if (!settings) return;
  const { store } = settings;
  cancelTokenRenewal();
  const { token, refreshToken } = storedTokens(store);
  clearTokens(store, ['security', 'access', 'refresh', 'member']);
  try {
    await sessionRequest('DELETE', { token, refreshToken });
  } catch (error) {
    console.error('session end not saved', error);
  }
}
