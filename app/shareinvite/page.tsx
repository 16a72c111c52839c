import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { getInviteConf, readInviteCard } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import { InviteCard } from '@/components/member/InviteCard';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 您的专属邀请码: the signed-in member's shareable invitation card. */
export default async function ShareInvitePage() {
  const [card, conf, t] = await Promise.all([
    asMember(readInviteCard).catch(unreachableAs(undefined)),
    getInviteConf().catch(unreachableAs(undefined)),
    getTranslations('routes'),
  ]);
  if (card === undefined || conf === undefined) return <ServiceUnavailable />;
  if (!card) return <SignInPrompt title={t('shareinvite')} path="/shareinvite.html" />;
  return <InviteCard member={card.member} code={card.code} conf={conf} />;
}
