import { getTranslations } from '@/lib/i18n/translations';
import { readMyFavorites } from '@/lib/api/subscriptions';
import { asMember } from '@/lib/auth/serverSession';
import { FavoritesScreen } from '@/components/member/FavoritesScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 我的收藏: the signed-in member's favourite articles (myFavs); a sign-in prompt, back here, for anyone else. */
export default async function MyFavoritesPage() {
  const [firstPage, t] = await Promise.all([asMember(readMyFavorites), getTranslations('routes')]);
  if (!firstPage) return <SignInPrompt title={t('myFavorites')} path="/myFavorites.html" />;
  return <FavoritesScreen firstPage={firstPage} />;
}
