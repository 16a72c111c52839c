import { getInviteConf, getPublicMember } from '@/lib/api/members';
import { settle } from '@/lib/api/settle';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { readGuard } from '@/lib/guard/readGuard';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { InvitedLanding } from '@/components/member/InvitedLanding';

/** Invite codes: 7 characters of the backend's alphabet (no 0, 1, I or O). */
const INVITE_CODE = /^[2-9A-HJ-NP-Z]{7}$/;

/** `/invitedToDownload/:id?/:code?.html`: an invitation from member `id` with their `code`; public and shared. */
export default async function InvitedToDownloadPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  const code = (firstValue(params, 'code') ?? '').toUpperCase();
  const [inviter, conf, config, guard] = await Promise.all([
    // The inviter's name and picture are a side block: the landing stands without them.
    id === null ? null : settle(getPublicMember(String(id)), 'memberDetail'),
    getInviteConf(),
    requireSiteConfig(),
    readGuard(),
  ]);
  return (
    <InvitedLanding
      inviter={inviter}
      code={INVITE_CODE.test(code) ? code : ''}
      conf={conf}
      config={config}
      inWeChat={guard.inWeChat}
    />
  );
}
