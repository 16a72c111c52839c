import type { Metadata } from 'next';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { CommentsScreen } from '@/components/comment/CommentsScreen';
import { commentMetadata } from '@/components/comment/commentMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/** `/commentAll/:id?/:source.html`: all comments of an article; `?order=hot`, `?view=flat` (README "Comments"). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return commentMetadata('commentAll', `/commentAll/${positiveId(await searchParams, 'id') ?? 0}/0.html`);
}

export default async function CommentAllPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <CommentsScreen
      fileId={firstValue(params, 'source') === '0' ? positiveId(params, 'id') : null}
      order={firstValue(params, 'order') === 'hot' ? 'hot' : 'new'}
      kind={firstValue(params, 'view') === 'flat' ? 'flat' : 'nested'}
    />
  );
}
