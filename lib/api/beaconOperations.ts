// The fire-and-forget operations the beacon sends (lib/auth/beacon.ts), part of the one operation table
// (lib/api/operations.ts) but in a module of their own, so a page that only sends them carries two entries
// rather than the whole table.
import type { Operation } from '@/lib/api/operationSpec';

export const BEACON_OPERATIONS: Record<'event' | 'advEvent', Operation> = {
  event: { service: 'main', path: 'event', method: 'POST', encoding: 'form' },
  /** Finishes even when an ad's tap navigates away. */
  advEvent: { service: 'advertising', path: 'advEvent', method: 'POST', encoding: 'form', keepalive: true },
};
