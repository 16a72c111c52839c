import { writeToken } from '@/lib/auth/tokenWrites';

/** A member signed in on this browser, as completeSignIn leaves them: tokens and id in local storage. */
export function signInHere(): void {
  writeToken(localStorage, 'security', 'member-access');
  writeToken(localStorage, 'access', 'member-access');
  writeToken(localStorage, 'refresh', 'member-refresh');
  writeToken(localStorage, 'member', '7');
}
