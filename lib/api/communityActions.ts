// A member's circle calls as islands make them: each takes the browser's client and answers what the backend
// confirms, mapped from its JSON.
import type { ApiClient } from '@/lib/api/createApiClient';
import type { PraiseState } from '@/lib/api/commentModel';
import { asNumber, asObject } from '@/lib/api/mapping';
import { toMembership, type Membership } from '@/lib/api/communityModel';

/** circleMembership: whether the member joined, and the count as it is now. */
export const readMembership = async (api: ApiClient, id: number): Promise<Membership> =>
  toMembership(await api.call('circleMembership', { id }));

/** circleJoin or circleLeave: the membership after it. */
export const setMembership = async (api: ApiClient, id: number, join: boolean): Promise<Membership> =>
  toMembership(await api.call(join ? 'circleJoin' : 'circleLeave', { id }));

/** createPost (circle create-post, form-encoded): the pending post's id. */
export const createPost = async (api: ApiClient, id: number, content: string, pictures: string[]) =>
  asNumber(asObject(await api.call('createPost', { id, content, pictures: pictures.join(',') })).id);

const PRAISE_OPERATIONS = { post: 'postPraise', moment: 'momentPraise', question: 'questionPraise' } as const;

/** postPraise, momentPraise or questionPraise: praises a post, a moment or a 问吧 question (or takes it back). */
export async function praiseOf(
  api: ApiClient,
  kind: keyof typeof PRAISE_OPERATIONS,
  id: number,
  praised: boolean,
): Promise<PraiseState> {
  const data = asObject(await api.call(PRAISE_OPERATIONS[kind], { id, praise: praised ? 1 : 0 }));
  return { praised, praiseCount: asNumber(data.praiseCount) };
}
