import type { Metadata } from 'next';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ModuleMoreScreen } from '@/components/column/ModuleMoreScreen';
import { moduleMetadata } from '@/components/column/moduleMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/** `/moreModules.html?moduleId=`: every article of a front-page module, as a list. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const moduleId = positiveId(await searchParams, 'moduleId');
  return moduleMetadata(moduleId, `/moreModules.html?moduleId=${moduleId}`);
}

export default async function MoreModulesPage({ searchParams }: Props) {
  return <ModuleMoreScreen moduleId={positiveId(await searchParams, 'moduleId')} pictures={false} />;
}
