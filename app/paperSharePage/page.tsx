import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { PaperScreen } from '@/components/paper/PaperScreen';
import { paperMetadata } from '@/components/paper/paperMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return paperMetadata(await searchParams);
}

export default function PaperSharePage({ searchParams }: Props) {
  return <PaperScreen searchParams={searchParams} />;
}
