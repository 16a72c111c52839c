import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { MomentScreen } from '@/components/community/MomentScreen';

/** `/friendsCircleDetail/:id.html`: one friends-circle post. */
export default async function FriendsCircleDetailPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <MomentScreen id={id} />;
}
