/**
 * The mobile-video event (spec section 7): a short video played, sent once per clip per page view as a
 * fire-and-forget beacon. Browser only; a failure is dropped (logged with ?debug=1) and never stops playback.
 */
import { sendBeacon } from '@/lib/auth/beacon';
import { isDebug } from '@/lib/stats/articleStats';

/** The event's type for a play. */
export const VIDEO_PLAY = 1;

const played = new Set<number>();

export function postVideoPlay(id: number): void {
  if (played.has(id)) return;
  played.add(id);
  void sendBeacon('vodEvent', { id, type: VIDEO_PLAY }).catch((error: unknown) => {
    played.delete(id);
    if (isDebug()) console.error('[stats] mobile-video event failed', error);
  });
}
