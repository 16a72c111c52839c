import { unreachableAs } from '@/lib/api/apiError';
import { getInviteConf, getPublicMember } from '@/lib/api/members';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { readGuard } from '@/lib/guard/readGuard';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
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
    id === null ? null : getPublicMember(String(id)).catch(unreachableAs(null)),
    getInviteConf().catch(unreachableAs(undefined)),
    loadSiteConfig(),
    readGuard(),
  ]);
  if (conf === undefined || config === null) return <ServiceUnavailable />;
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
