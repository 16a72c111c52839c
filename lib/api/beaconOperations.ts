// The fire-and-forget operations the beacon sends (lib/auth/beacon.ts), part of the one operation table
// (lib/api/operations.ts) but in a module of their own, so a page that only sends them carries two entries
// rather than the whole table. For the same reason their services are checked against the contract's at compile
// time rather than read from it.
import type { Operation } from '@/lib/api/operationSpec';
import type { SERVICE_OF } from '@/lib/contract/operations';

type ServiceOf<Name extends keyof typeof SERVICE_OF> = (typeof SERVICE_OF)[Name];

export const BEACON_OPERATIONS: Record<'event' | 'advEvent' | 'vodEvent', Operation> = {
  event: { service: 'main' satisfies ServiceOf<'event'>, path: 'event', method: 'POST', encoding: 'form' },
  /** The mobile-video event: a short video played. */
  vodEvent: {
    service: 'vod' satisfies ServiceOf<'vodEvent'>,
    path: 'vodEvent',
    method: 'POST',
    encoding: 'form',
  },
  /** Finishes even when an ad's tap navigates away. */
  advEvent: {
    service: 'advertising' satisfies ServiceOf<'advEvent'>,
    path: 'advEvent',
    method: 'POST',
    encoding: 'form',
    keepalive: true,
  },
};
