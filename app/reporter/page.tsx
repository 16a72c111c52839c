import type { SearchParams } from '@/lib/routing/pageParams';
import { ReporterScreen } from '@/components/people/ReporterScreen';

export default function ReporterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ReporterScreen searchParams={searchParams} />;
}
