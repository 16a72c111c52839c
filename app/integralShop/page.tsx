import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { readPoints } from '@/lib/api/members';
import { asMember } from '@/lib/auth/serverSession';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import { PointsScreen } from '@/components/member/PointsScreen';
import { SignInPrompt } from '@/components/member/SignInPrompt';

/** 积分明细: the signed-in member's points (score/stats, score/dayList `?page=`). */
export default async function IntegralShopPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = positiveId(await searchParams, 'page') ?? 1;
  const [points, t] = await Promise.all([
    asMember((api) => readPoints(api, page)).catch(unreachableAs(undefined)),
    getTranslations('routes'),
  ]);
  if (points === undefined) return <ServiceUnavailable />;
  if (!points) return <SignInPrompt title={t('integralShop')} path="/integralShop.html" />;
  return <PointsScreen stats={points.stats} days={points.days} />;
}
