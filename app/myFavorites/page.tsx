import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { readMyFavorites } from '@/lib/api/subscriptions';
import { asMember } from '@/lib/auth/serverSession';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import { FavoritesScreen } from '@/components/member/FavoritesScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 我的收藏: the signed-in member's favourite articles (myFavs); a sign-in prompt, back here, for anyone else. */
export default async function MyFavoritesPage() {
  const [firstPage, t] = await Promise.all([
    asMember(readMyFavorites).catch(unreachableAs(undefined)),
    getTranslations('routes'),
  ]);
  if (firstPage === undefined) return <ServiceUnavailable />;
  if (!firstPage) return <SignInPrompt title={t('myFavorites')} path="/myFavorites.html" />;
  return <FavoritesScreen firstPage={firstPage} />;
}
