import { configureBrowserApi, runRouteGuard } from '@/lib/api/browserApi';
import { publicConfigFrom } from '@/lib/config/publicConfig';

/**
 * What a list's load-more island needs in jsdom: the browser API client set up for an anonymous reader, and an
 * IntersectionObserver (jsdom has none) that never fires, so tests press the load-more button themselves.
 */
export async function prepareListIsland(): Promise<void> {
  globalThis.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  const session = {
    config: publicConfigFrom({}, ''),
    routeRequiresAuth: false,
    inApp: false,
    tokenEnable: false,
  };
  configureBrowserApi(session);
  await runRouteGuard(session);
}
