import { getTranslations } from '@/lib/i18n/translations';
import { readMySignUps } from '@/lib/api/activities';
import { asMember } from '@/lib/auth/serverSession';
import { SignUpsScreen } from '@/components/activity/SignUpsScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 报名详情: the signed-in member's sign-ups and vouchers (mySignUps); a sign-in prompt, back here, for anyone else. */
export default async function SignUpDetailPage() {
  const [signUps, t] = await Promise.all([asMember(readMySignUps), getTranslations('routes')]);
  if (!signUps) return <SignInPrompt title={t('signupdetail')} path="/signupdetail.html" />;
  return <SignUpsScreen signUps={signUps} />;
}
