import { getTranslations } from '@/lib/i18n/translations';
import { readMemberHome } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { MemberHome } from '@/components/member/MemberHome';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 获取会员信息: the signed-in member's page, rendered with their session; a sign-in prompt for anyone else. */
export default async function GetUserInfoPage() {
  const [home, t] = await Promise.all([asMember(readMemberHome), getTranslations('routes')]);
  if (!home) return <SignInPrompt title={t('getUserInfo')} path="/getUserInfo.html" />;
  return <MemberHome member={home.member} points={home.points} />;
}
