// The page's API client as lib/api's browser modules (useApi) and the islands' write actions reach it. The
// runtime that builds it with the reader's session (lib/auth/browserApi.ts) is lib/auth's, so lib/api never
// imports it: the page's runtime (components/shell/ClientRuntime.island.tsx) says here how to load it, and a page loads
// the client only once something calls.
import type { ApiClient } from '@/lib/api/createApiClient';

let load: (() => Promise<ApiClient>) | null = null;

/** The first loader given stays: every one of them answers the page's one client. */
export function provideBrowserClient(loader: () => Promise<ApiClient>): void {
  load ??= loader;
}

export function browserClient(): Promise<ApiClient> {
  if (!load) return Promise.reject(new Error('browser client asked for before the page runtime provided it'));
  return load();
}
