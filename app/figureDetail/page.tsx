import type { SearchParams } from '@/lib/routing/pageParams';
import { FigureScreen } from '@/components/people/FigureScreen';

export default function FigureDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FigureScreen searchParams={searchParams} />;
}
