import { getTranslations } from '@/lib/i18n/translations';
import { getInviteConf, readInviteCard } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { InviteCard } from '@/components/member/InviteCard';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 您的专属邀请码: the signed-in member's shareable invitation card. */
export default async function ShareInvitePage() {
  const [card, conf, t] = await Promise.all([
    asMember(readInviteCard),
    getInviteConf(),
    getTranslations('routes'),
  ]);
  if (!card) return <SignInPrompt title={t('shareinvite')} path="/shareinvite.html" />;
  return <InviteCard member={card.member} code={card.code} conf={conf} />;
}
