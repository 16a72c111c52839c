import type { SearchParams } from '@/lib/routing/pageParams';
import { PersonReportsScreen } from '@/components/people/PersonReportsScreen';

export default function PersonageReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PersonReportsScreen searchParams={searchParams} />;
}
