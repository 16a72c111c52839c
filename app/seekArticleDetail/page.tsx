import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { CallWorksScreen } from '@/components/submission/CallWorksScreen';
import { WorkScreen } from '@/components/submission/WorkScreen';

/** `/seekArticleDetail/:linkID?/:id?.html`: one approved work of a call; with the call alone, all its works. */
export default async function SeekArticleDetailPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  const linkID = positiveId(params, 'linkID');
  if (id !== null) return <WorkScreen id={id} linkID={linkID ?? 0} />;
  if (linkID === null) notFound();
  return <CallWorksScreen linkID={linkID} page={positiveId(params, 'page') ?? 1} />;
}
