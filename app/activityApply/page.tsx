import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ApplyScreen } from '@/components/activity/ApplyScreen';

/** `/activityApply/:linkID?/:id?.html`: an activity's sign-up form. */
export default async function ActivityApplyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <ApplyScreen id={id} />;
}
