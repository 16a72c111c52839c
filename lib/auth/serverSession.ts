import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { readAsMember, type MemberReader } from '@/lib/api/members';
import { readSession, SESSION_COOKIE, sessionPassword, type ReaderSession } from '@/lib/auth/readerSession';

/**
 * The reader's session for this request, from the sealed cookie. Only member pages and the routes marked
 * `readsSession` (lib/routing/routes.json) may read it: those are never shared with a session
 * (lib/server/pageCacheKey.mjs), while every other page is the same bytes for every reader.
 */
export const readServerSession = cache(async (): Promise<ReaderSession> => {
  const session = await readSession((await cookies()).get(SESSION_COOKIE)?.value, sessionPassword());
  return session.signedIn === true && session.token ? session : {};
});

/**
 * A read as this request's signed-in member (lib/api/members.ts): null when nobody is signed in or the backend
 * no longer takes the session (the page then offers the sign-in prompt).
 */
export const asMember: MemberReader = async (read) => readAsMember((await readServerSession()).token, read);
