// What the server must know about a reader lives in an iron-session cookie: sealed, httpOnly, never readable
// by page scripts. The member sign-in flows write it; the route guard reads it.
import { sealData, unsealData, type SessionOptions } from 'iron-session';
import { COOKIE_NAMES } from '@/lib/config/cookieNames.mjs';

export interface ReaderSession {
  signedIn?: boolean;
  userId?: string;
  /** The member's access token: the server renders their own pages with it (lib/api/serverApi.ts). */
  token?: string;
  /** Kept so that signing out revokes the whole token family on the backend, never only the cookie. */
  refreshToken?: string;
}

export const SESSION_COOKIE = COOKIE_NAMES.session;
/** Matches the 2-hour token lifetime of spec section 9. */
export const SESSION_TTL_SECONDS = 7200;

/**
 * No default anyone could know: the site server and the launchers put the secret in the environment
 * (lib/contract/secrets.mjs), generated on first start, so a missing or short one is a broken start.
 */
export function sessionPassword(env: Record<string, string | undefined> = process.env): string {
  const password = env.SESSION_SECRET ?? '';
  if (password.length < 32) throw new Error('SESSION_SECRET must be set, at least 32 characters');
  return password;
}

export function sessionOptions(env: Record<string, string | undefined> = process.env): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionPassword(env),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: env.NODE_ENV === 'production',
      sameSite: 'lax',
      path: '/',
    },
  };
}

export const sealSession = (session: ReaderSession, password: string) =>
  sealData(session, { password, ttl: SESSION_TTL_SECONDS });

/** A missing, tampered or expired cookie is simply a signed-out reader. */
export async function readSession(cookie: string | undefined, password: string): Promise<ReaderSession> {
  if (!cookie) return {};
  try {
    return await unsealData<ReaderSession>(cookie, { password, ttl: SESSION_TTL_SECONDS });
  } catch {
    return {};
  }
}
