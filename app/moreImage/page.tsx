import type { Metadata } from 'next';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ModuleMoreScreen } from '@/components/column/ModuleMoreScreen';
import { moduleMetadata } from '@/components/column/moduleMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/** `/moreImage/:id?.html`: every article of a picture module (id is the module), as a picture wall. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const moduleId = positiveId(await searchParams, 'id');
  return moduleMetadata(moduleId, `/moreImage/${moduleId}.html`);
}

export default async function MoreImagePage({ searchParams }: Props) {
  return <ModuleMoreScreen moduleId={positiveId(await searchParams, 'id')} pictures />;
}
