import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { decodeGuard, GUARD_HEADER, type GuardState } from '@/lib/guard/guardState.mjs';

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

/**
 * What proxy.ts found out about this request; the fallback only covers Next's own internal renders. Read once per
 * render (the layout, the page and a dozen of their parts ask), and the same object for each of them.
 */
export const readGuard = cache(async (): Promise<GuardState> => {
  return decodeGuard((await headers()).get(GUARD_HEADER)) ?? FALLBACK;
});

export async function readNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
