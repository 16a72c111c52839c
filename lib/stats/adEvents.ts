/**
 * Shows and clicks of an ad (`advEvent` of the advertising service: type 1 show, 2 click). Browser only. Fire and
 * forget: the call is never awaited on a reader's path, a failure is dropped, and a click's call is a keepalive
 * request (lib/auth/beacon.ts), so it still arrives when the tap navigates away.
 */
import { sendBeacon } from '@/lib/auth/beacon';

export const AD_EVENT_TYPE = { show: 1, click: 2 } as const;
export type AdEventKind = keyof typeof AD_EVENT_TYPE;

export function sendAdEvent(advId: number, kind: AdEventKind): void {
  try {
    void sendBeacon('advEvent', { advId, type: AD_EVENT_TYPE[kind] }).catch(() => undefined);
  } catch {
    // No browser session (a page without the shell): the count is lost, the ad still works.
  }
}
