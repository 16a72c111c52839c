import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';

const TAG = /^[\w:.-]{1,64}$/;

function authorized(request: NextRequest): boolean {
  // No default: the site server and the launchers put ADMIN_TOKEN in the environment (lib/contract/secrets.mjs).
  const token = process.env.REVALIDATE_TOKEN || process.env.ADMIN_TOKEN;
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The CMS side calls this after publishing, so cached backend data (by tag) is dropped at once. */
export async function POST(request: NextRequest) {
  if (!authorized(request))
    return NextResponse.json({ status: -401, message: 'unauthorized' }, { status: 401 });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags : [];
  if (
    tags.length === 0 ||
    tags.length > 50 ||
    !tags.every((tag) => typeof tag === 'string' && TAG.test(tag))
  ) {
    return NextResponse.json(
      { status: -1, message: 'tags must be 1 to 50 names of [A-Za-z0-9_:.-]' },
      { status: 400 },
    );
  }
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ status: 0, message: 'ok', data: { tags } });
}
