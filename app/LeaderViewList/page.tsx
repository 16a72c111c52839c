import type { SearchParams } from '@/lib/routing/pageParams';
import { LeaderListScreen } from '@/components/people/LeaderListScreen';

export default function LeaderViewListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <LeaderListScreen searchParams={searchParams} />;
}
