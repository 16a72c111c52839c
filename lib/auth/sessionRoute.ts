// The site's session route (app/api/session): POST seals a member's tokens into the httpOnly `xy-session`
// cookie once the backend confirms them, DELETE revokes them on the backend and drops the cookie. Only pages of
// this site may call it (Origin), and the cookie is SameSite=Lax, so another site can neither set nor end it.
import { NextResponse, type NextRequest } from 'next/server';
import { isUnreachable } from '@/lib/api/apiError';
import { readerAddressFrom, requestOrigin } from '@/lib/config/forwarding.mjs';
import {
  readSession,
  sealSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionOptions,
  sessionPassword,
} from '@/lib/auth/readerSession';

export interface SessionBackend {
  /** The member the token belongs to; null when the backend refuses it (expired, revoked, anonymous). */
  memberOf(token: string): Promise<{ userid: string } | null>;
  /** Revokes the family of an access or refresh token on the backend (its logout), for the reader at `address`. */
  revoke(token: string, address: string | null): Promise<void>;
}

type Env = Record<string, string | undefined>;

// The backend refuses longer tokens anyway; nothing bigger goes into the cookie.
const TOKEN = /^[\w.~+/=-]{1,256}$/;
const USER_ID = /^\d{1,20}$/;

const answer = (status: number, body: Record<string, unknown>) => NextResponse.json(body, { status });

/**
 * The origins this site answers on: its configured public address and the allowed one the request was sent to
 * (lib/config/forwarding.mjs: a host a client made up, or forwarded headers beyond the trusted proxies, are not).
 */
export function ownOrigins(request: NextRequest, env: Env = process.env): string[] {
  const origins = [requestOrigin((name) => request.headers.get(name), env)];
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      origins.push(new URL(configured).origin);
    } catch {
      // A malformed SITE_URL adds nothing.
    }
  }
  return origins;
}

const fromThisSite = (request: NextRequest, env: Env) => {
  const origin = request.headers.get('origin');
  return origin !== null && ownOrigins(request, env).includes(origin);
};

async function readBody(request: NextRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

/** httpOnly, SameSite=Lax, Secure in production (lib/auth/readerSession.ts), for `maxAge` seconds. */
function cookieOptions(env: Env, maxAge: number) {
  return { ...sessionOptions(env).cookieOptions, maxAge };
}

export function sessionHandlers(backend: SessionBackend, env: Env = process.env) {
  const password = () => sessionPassword(env);

  async function POST(request: NextRequest) {
    if (!fromThisSite(request, env)) return answer(403, { message: 'forbidden' });
    const body = await readBody(request);
    const token = text(body.token, TOKEN);
    const refreshToken = text(body.refreshToken, TOKEN);
    const userid = text(String(body.userid ?? ''), USER_ID);
    if (!token || !refreshToken || !userid) return answer(400, { message: 'bad request' });
    let member: { userid: string } | null;
    try {
      member = await backend.memberOf(token);
    } catch (error) {
      console.error('session: getUserInfo failed', error);
      return answer(502, { message: 'backend unavailable' });
    }
    if (!member || member.userid !== userid) return answer(401, { message: 'not signed in' });
    const sealed = await sealSession({ signedIn: true, userId: userid, token, refreshToken }, password());
    const response = answer(200, { signedIn: true, userId: userid });
    // The cookie goes a minute before the sealed data expires, so one the server would refuse is never sent.
    response.cookies.set(SESSION_COOKIE, sealed, cookieOptions(env, SESSION_TTL_SECONDS - 60));
    return response;
  }

  async function DELETE(request: NextRequest) {
    if (!fromThisSite(request, env)) return answer(403, { message: 'forbidden' });
    const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value, password());
    const body = await readBody(request);
    // The sealed copy first; the browser's own tokens too (they may be newer, or the cookie may be gone).
    const given = [
      session.token,
      session.refreshToken,
      text(body.token, TOKEN),
      text(body.refreshToken, TOKEN),
    ];
    for (const value of new Set(given.filter((token): token is string => Boolean(token)))) {
      try {
        await backend.revoke(
          value,
          readerAddressFrom((name) => request.headers.get(name)),
        );
      } catch (error) {
        if (isUnreachable(error)) {
          console.error('session: logout failed', error);
          return answer(502, { message: 'backend unavailable' });
        }
        throw error;
      }
    }
    const response = answer(200, { signedIn: false });
    response.cookies.set(SESSION_COOKIE, '', cookieOptions(env, 0));
    return response;
  }

  return { POST, DELETE };
}
