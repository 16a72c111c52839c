import { getTranslations } from '@/lib/i18n/translations';
import { readMyTipoffs } from '@/lib/api/tipoffs';
import { asMember } from '@/lib/auth/serverSession';
import { MyTipoffsScreen } from '@/components/tipoff/MyTipoffsScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 我的报料: the form to send a tip-off and the member's own, each with its state; a sign-in prompt for anyone else. */
export default async function MyTipoffsPage() {
  const [firstPage, t] = await Promise.all([asMember(readMyTipoffs), getTranslations('routes')]);
  if (!firstPage) return <SignInPrompt title={t('myTipoffs')} path="/myTipoffs.html" />;
  return <MyTipoffsScreen firstPage={firstPage} />;
}
