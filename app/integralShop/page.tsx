import { getTranslations } from '@/lib/i18n/translations';
import { readPoints } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { PointsScreen } from '@/components/member/PointsScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 积分明细: the signed-in member's points (score/stats, score/dayList `?page=`). */
export default async function IntegralShopPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = positiveId(await searchParams, 'page') ?? 1;
  const [points, t] = await Promise.all([
    asMember((api) => readPoints(api, page)),
    getTranslations('routes'),
  ]);
  if (!points) return <SignInPrompt title={t('integralShop')} path="/integralShop.html" />;
  return <PointsScreen stats={points.stats} days={points.days} />;
}
