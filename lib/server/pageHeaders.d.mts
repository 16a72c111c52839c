/** What a page's request and answer carry beside the page itself (lib/server/pageHeaders.mjs). */
import type { GuardState } from '../guard/guardState.mjs';

export interface PageHeaders {
  /** For the render: the guard, the nonce and the CSP (Next puts the nonce on its own scripts from it). */
  request: Record<string, string>;
  /** For the answer, in order; `set-cookie` may be among them. */
  response: Array<[string, string]>;
}

export function pageHeaders(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  guard: GuardState,
  development: boolean,
): PageHeaders;
