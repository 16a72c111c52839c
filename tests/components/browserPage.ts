import { configureBrowserApi, runRouteGuard } from '@/lib/api/browserApi';
import { publicConfigFrom } from '@/lib/config/publicConfig';

/** The browser's API client set up (and its route guard run) for an anonymous reader of the default site. */
export async function prepareBrowserApi(): Promise<void> {
  const session = {
    config: publicConfigFrom({}, ''),
    routeRequiresAuth: false,
    inApp: false,
    tokenEnable: false,
  };
  configureBrowserApi(session);
  await runRouteGuard(session);
}
