import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { PostScreen } from '@/components/community/PostScreen';

/** `/postDetail/:id.html`: one post of a circle. */
export default async function PostDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <PostScreen id={id} />;
}
