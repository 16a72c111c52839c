import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { ShortVideoShareScreen } from '@/components/shortVideo/ShortVideoShareScreen';
import { shortVideoMetadata } from '@/components/shortVideo/shortVideoMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shortVideoMetadata(searchParams, 'mvodShare');
}

/** `/mvodShare/:id.html`: a short video's share page for readers outside the app. */
export default function MvodSharePage({ searchParams }: Props) {
  return <ShortVideoShareScreen searchParams={searchParams} />;
}
