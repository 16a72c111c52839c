// POST: seal a member's tokens into the httpOnly session cookie; DELETE: sign out (lib/auth/sessionRoute.ts).
import { memberOfToken, revokeToken } from '@/lib/api/members';
import { sessionHandlers } from '@/lib/auth/sessionRoute';

export const { POST, DELETE } = sessionHandlers({ memberOf: memberOfToken, revoke: revokeToken });
