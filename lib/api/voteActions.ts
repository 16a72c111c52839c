// A member's writes on a vote, as the vote island calls them: each takes the browser's client and answers what the
// backend confirms.
import type { ApiClient } from '@/lib/api/createApiClient';
import { sealVotePayload, voteNonce } from '@/lib/api/voteCipher';
import { toCastVote } from '@/lib/api/voteModel';

/** voteUserInfo: the member-info rule's answers, by field key. */
export async function saveVoterInfo(api: ApiClient, voteId: number, info: Record<string, string>) {
  await api.call('voteUserInfo', { voteId, ...info });
}

/** recordVoteCountAndLog: one vote, its payload encrypted with the site's vote key (lib/api/voteCipher.ts). */
export async function castVote(api: ApiClient, voteKey: string, voteId: number, optionId: number) {
  const data = await sealVotePayload({ voteId, optionId, t: Date.now(), nonce: voteNonce() }, voteKey);
  return toCastVote(await api.call('recordVoteCountAndLog', { data }));
}
