/**
 * Shows and clicks of an ad (`advEvent` of the advertising service: type 1 show, 2 click). Browser only. Fire and
 * forget: the call is never awaited on a reader's path, a failure is dropped, and a click's call is a keepalive
 * request (lib/auth/beacon.ts), so it still arrives when the tap navigates away. The beacon's code (the operation
 * table, signing) is not in the page's first scripts: it loads once an ad comes on screen, before it can be tapped.
 */
export const AD_EVENT_TYPE = { show: 1, click: 2 } as const;
export type AdEventKind = keyof typeof AD_EVENT_TYPE;

const beacon = () => import('@/lib/auth/beacon');

/** Starts loading the beacon's code, so that a tap's count can leave before the ad's page replaces this one. */
export function prepareAdEvents(): void {
  void beacon().catch(() => undefined);
}

export function sendAdEvent(advId: number, kind: AdEventKind): void {
  // A failure, or no browser session (a page without the shell), loses the count; the ad still works.
  void beacon()
    .then(({ sendBeacon }) => sendBeacon('advEvent', { advId, type: AD_EVENT_TYPE[kind] }))
    .catch(() => undefined);
}
