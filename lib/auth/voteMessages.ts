// What to tell a member whose vote was refused: the backend's refusal codes (VOTE_REFUSED) as `vote` messages in
// the reader's language, with the vote's own limits; anything else as member calls say it (memberMessages.ts).
import { isApiError } from '@/lib/api/apiError';
import type { Vote } from '@/lib/api/voteModel';
import { VOTE_REFUSED } from '@/lib/contract/votes';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

export function voteRefusal(error: unknown, limits: Vote['limits']): MessageRef {
  if (!isApiError(error) || error.kind !== 'status') return errorMessage(error);
  const count = (value: number) => ({ count: String(value) });
  switch (error.status) {
    case VOTE_REFUSED.notStarted:
      return { key: 'vote.notStarted' };
    case VOTE_REFUSED.ended:
      return { key: 'vote.ended' };
    case VOTE_REFUSED.dayLimit:
      return { key: 'vote.dayLimit', values: count(limits.perDay) };
    case VOTE_REFUSED.optionLimit:
      return { key: 'vote.optionLimit', values: count(limits.perOption) };
    case VOTE_REFUSED.totalLimit:
      return { key: 'vote.totalLimit', values: count(limits.total) };
    case VOTE_REFUSED.infoRequired:
      return { key: 'vote.infoRequired' };
    case VOTE_REFUSED.noOption:
      return { key: 'vote.noOption' };
    case VOTE_REFUSED.badPayload:
      return { key: 'vote.badPayload' };
    default:
      return errorMessage(error);
  }
}
