import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { decodeGuard, GUARD_HEADER, type GuardState } from '@/lib/guard/guardState.mjs';
import { FRONT_DOOR_HEADER, guardHeadersTrusted } from '@/lib/guard/frontDoor.mjs';

const FALLBACK: GuardState = {
  route: 'home',
  params: {},
  requiresAuth: false,
  topBar: false,
  backOnTop: false,
  article: false,
  flags: { share: false, preview: false, view: false, cms: false, poster: false },
  preview: { preview: false, flagged: false, previewToken: null },
  pageStyle: 2,
  queryTheme: {},
  inWeChat: false,
  inApp: false,
  isIE: false,
};

/** The request's headers, when the guard's were set by proxy.ts or the site server's front door; else null. */
async function guardedHeaders() {
  const given = await headers();
  return guardHeadersTrusted(given.get(FRONT_DOOR_HEADER)) ? given : null;
}

/**
 * What proxy.ts or the site server's front door found out about this request; the fallback only covers Next's
 * own internal renders. Read once per render (the layout, the page and a dozen of their parts ask), and the same
 * object for each of them.
 */
export const readGuard = cache(async (): Promise<GuardState> => {
  return decodeGuard((await guardedHeaders())?.get(GUARD_HEADER) ?? null) ?? FALLBACK;
});

export async function readNonce(): Promise<string | undefined> {
  return (await guardedHeaders())?.get('x-nonce') ?? undefined;
}
