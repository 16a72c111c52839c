import { configureBrowserApi, runRouteGuard } from '@/lib/auth/browserApi';
import type { BrowserSession } from '@/lib/auth/browserSession';
import { anonymousSession } from './anonymousSession';

/** The browser API client of a page, set up as ClientRuntime does (an anonymous reader outside the app by default). */
export async function startBrowserSession(overrides: Partial<BrowserSession> = {}): Promise<BrowserSession> {
  const session = anonymousSession(overrides);
  configureBrowserApi(session);
  await runRouteGuard(session);
  return session;
}
