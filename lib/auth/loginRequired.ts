// 10102 and 10103 in a normal browser. Spec section 7 asks the app to clear its user and log in; outside the app
// the site does the same itself: the member's session ends everywhere (the tokens here and the sealed cookie on
// the server), then the reader goes to the login page and back, and the login page says why in the reader's
// language (the backend's message, 账号已被停用，请重新登录 for a disabled member).
import type { LoginRefusal } from '@/lib/api/apiSession';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { loadPage } from '@/lib/auth/loadPage';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { endSession } from '@/lib/auth/signIn';

/** Session storage: the backend's words, kept for the login page across the navigation. */
export const LOGIN_NOTICE_KEY = 'xy_login_notice';

let leaving: Promise<void> | null = null;

/**
 * Ends the session, then loads the login page in place of this one (a full load: nothing of the old session stays
 * in memory, and Back does not return to a page that would only refuse again). Once per page: the calls a page
 * makes together may all be refused, and the first refusal's words are the ones kept.
 */
export function leaveForLogin({
  basePath,
  notices,
  refusal,
}: {
  basePath: string;
  notices: KeyValueStore;
  refusal?: LoginRefusal;
}): Promise<void> {
  leaving ??= (async () => {
    if (refusal?.message) notices.setItem(LOGIN_NOTICE_KEY, refusal.message);
    await endSession();
    loadPage(loginAddress(window.location.pathname + window.location.search, basePath));
  })();
  return leaving;
}

let taken: { text: string | null } | null = null;

/**
 * The notice left for this page load, for useSyncExternalStore: taken out of storage at the first read (so a
 * reload does not show it again) and the same on every read after.
 */
export function loginNotice(notices: KeyValueStore): string | null {
  if (!taken) {
    taken = { text: notices.getItem(LOGIN_NOTICE_KEY) };
    notices.removeItem(LOGIN_NOTICE_KEY);
  }
  return taken.text;
}
