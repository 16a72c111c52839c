// What one operation of the table is (lib/api/operations.ts, lib/api/beaconOperations.ts): where it lives and
// how it is sent. Its own module so both tables use it without importing each other.
import type { Service } from '@/lib/config/env.mjs';

export type Encoding = 'query' | 'form' | 'multipart' | 'json';

export interface Operation {
  service: Service;
  path: string;
  method: 'GET' | 'POST';
  encoding: Encoding;
  /** The 50 s timeout of spec section 9 instead of the default 5 s. */
  long?: boolean;
  /** A new call aborts the one still running (spec section 7: getArticlesNew). */
  cancelPrevious?: boolean;
  /** Part of the session machinery itself: never renewed, reset or retried. */
  session?: boolean;
  /** Finishes even when the page unloads (an ad click that navigates away), like a beacon. */
  keepalive?: boolean;
  /** Sends empty strings rather than dropping them: a form whose cleared field must clear it on the backend. */
  keepEmpty?: boolean;
}
