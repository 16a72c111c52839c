import { configureBrowserApi, runRouteGuard } from '@/lib/api/browserApi';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { writeToken } from '@/lib/auth/tokenWrites';

/** The browser's API client set up (and its route guard run) for an anonymous reader of the default site. */
export async function prepareBrowserApi(): Promise<void> {
  const session = {
    config: publicConfigFrom({}, ''),
    routeRequiresAuth: false,
    inApp: false,
    inWeChat: false,
    tokenEnable: false,
  };
  configureBrowserApi(session);
  await runRouteGuard(session);
}

/** A member signed in on this browser, as completeSignIn leaves them: tokens and id in local storage. */
export function signInHere(): void {
  writeToken(localStorage, 'security', 'member-access');
  writeToken(localStorage, 'access', 'member-access');
  writeToken(localStorage, 'refresh', 'member-refresh');
  writeToken(localStorage, 'member', '7');
}
