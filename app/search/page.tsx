import type { SearchParams } from '@/lib/routing/pageParams';
import { SearchScreen } from '@/components/search/SearchScreen';

export default function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SearchScreen searchParams={searchParams} />;
}
