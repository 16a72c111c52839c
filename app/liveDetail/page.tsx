import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { LiveScreen } from '@/components/live/LiveScreen';
import { liveMetadata } from '@/components/live/liveMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return liveMetadata(await searchParams);
}

export default function LiveDetailPage({ searchParams }: Props) {
  return <LiveScreen searchParams={searchParams} />;
}
