import { getTranslations } from '@/lib/i18n/translations';
import { readInvitations } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { InviteScreen } from '@/components/member/InviteScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 邀请码: the signed-in member's invitations (invite/code, invite/record `?page=`, invite/siteConf). */
export default async function InvitePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = positiveId(await searchParams, 'page') ?? 1;
  const [invitations, t] = await Promise.all([
    asMember((api) => readInvitations(api, page)),
    getTranslations('routes'),
  ]);
  if (!invitations) return <SignInPrompt title={t('invite')} path="/invite.html" />;
  return <InviteScreen {...invitations} />;
}
