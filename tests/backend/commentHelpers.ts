import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberForPhone } from '../../backend/members/memberRepo';
import { articles } from '../../backend/reading/schema';
import { issueMemberPair } from '../../backend/sessions/tokenRepo';
import { call, postForm, type TestApp } from './testApp';

/** A member signed in on `device`, made directly in the database (signing in is tested elsewhere). */
export async function member(t: TestApp, phone: string, device = `xy-${phone}`) {
  const { member: row } = await memberForPhone(t.database.db, phone);
  const pair = await issueMemberPair(t.database.db, device, row.userId);
  return { userId: row.userId, token: pair.token, device };
}

/** Published articles by title of the demo, for comments under a known article. */
export async function articleId(t: TestApp, title: string): Promise<number> {
  const [row] = await t.database.db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(eq(articles.title, title));
  if (!row) throw new Error(`no demo article ${title}`);
  return row.fileId;
}

export function postComment(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  ip = '203.0.113.50',
) {
  return call<{
    id: number;
    status: number;
    content: string;
    points: number;
    parentID: number;
    topID: number;
  }>(app, {
    method: 'POST',
    url: '/main/discuss',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    remoteAddress: ip,
  });
}

export const praise = (
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  postForm<{ praised: number; praiseCount: number }>(
    app,
    '/main/fav',
    { appId: 'praise', ...fields },
    headers,
  );
