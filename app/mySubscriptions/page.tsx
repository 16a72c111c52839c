import { getTranslations } from '@/lib/i18n/translations';
import { readMySubscriptions } from '@/lib/api/subscriptions';
import { asMember } from '@/lib/auth/serverSession';
import { MySubscriptions } from '@/components/account/MySubscriptions';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 我的订阅: the signed-in member's subscriptions (mySubXys); a sign-in prompt, back here, for anyone else. */
export default async function MySubscriptionsPage() {
  const [firstPage, t] = await Promise.all([asMember(readMySubscriptions), getTranslations('routes')]);
  if (!firstPage) return <SignInPrompt title={t('mySubscriptions')} path="/mySubscriptions.html" />;
  return <MySubscriptions firstPage={firstPage} />;
}
