import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { ShortVideoScreen } from '@/components/shortVideo/ShortVideoScreen';
import { shortVideoMetadata } from '@/components/shortVideo/shortVideoMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shortVideoMetadata(searchParams, 'minVideoDetail');
}

/** `/minVideoDetail/:id.html`: a short video full screen, swiping through its category. */
export default function MinVideoDetailPage({ searchParams }: Props) {
  return <ShortVideoScreen searchParams={searchParams} />;
}
