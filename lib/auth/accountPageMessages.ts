// What the account pages tell a reader when a cheer or a praise is refused: the refusals by status (the
// contract's XY_REFUSED) in the reader's language, the rest as the member screens say them.
import { isApiError } from '@/lib/api/apiError';
import { CHEERS_PER_DAY, XY_REFUSED } from '@/lib/contract/accountPages';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

export function accountPageRefusal(error: unknown): MessageRef {
  if (isApiError(error) && error.kind === 'status') {
    if (error.status === XY_REFUSED.cheerLimit) {
      return { key: 'accountPage.cheerLimit', values: { count: String(CHEERS_PER_DAY) } };
    }
    if (error.status === XY_REFUSED.alreadyPraised) return { key: 'comment.alreadyLiked' };
  }
  return errorMessage(error);
}
