import { notFound } from 'next/navigation';
import { DEFAULT_RANK_PERIOD, isRankPeriod } from '@/lib/contract/accountPages';
import { firstValue, type SearchParams } from '@/lib/routing/pageParams';
import { RankingScreen } from '@/components/account/RankingScreen';

/** `/xyListShare.html` (`?period=month`): the influence ranking; a period the backend does not offer is not found. */
export default async function XyListSharePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const period = firstValue(await searchParams, 'period') ?? DEFAULT_RANK_PERIOD;
  if (!isRankPeriod(period)) notFound();
  return <RankingScreen period={period} />;
}
