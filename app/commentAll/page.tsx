import type { Metadata } from 'next';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { CommentsScreen } from '@/components/comment/CommentsScreen';
import { commentMetadata } from '@/components/comment/commentMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/** The `:source` (COMMENT_SOURCE) named; null for anything else. */
function sourceOf(params: SearchParams): CommentSource | null {
  const source = Number(firstValue(params, 'source'));
  return (Object.values(COMMENT_SOURCE) as number[]).includes(source) ? (source as CommentSource) : null;
}

/**
 * `/commentAll/:id?/:source.html`: all comments of an article (source 0) or another target (COMMENT_SOURCE);
 * `?order=hot`, `?view=flat` (README "Comments").
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  return commentMetadata(
    'commentAll',
    `/commentAll/${positiveId(params, 'id') ?? 0}/${sourceOf(params) ?? COMMENT_SOURCE.article}.html`,
  );
}

export default async function CommentAllPage({ searchParams }: Props) {
  const params = await searchParams;
  const source = sourceOf(params);
  return (
    <CommentsScreen
      fileId={source === null ? null : positiveId(params, 'id')}
      source={source ?? COMMENT_SOURCE.article}
      order={firstValue(params, 'order') === 'hot' ? 'hot' : 'new'}
      kind={firstValue(params, 'view') === 'flat' ? 'flat' : 'nested'}
    />
  );
}
