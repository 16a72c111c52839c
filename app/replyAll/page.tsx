import type { Metadata } from 'next';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { RepliesScreen } from '@/components/comment/RepliesScreen';
import { commentMetadata } from '@/components/comment/commentMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/** `/replyAll/:id.html`: one comment with all its replies. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return commentMetadata('replyAll', `/replyAll/${positiveId(await searchParams, 'id') ?? 0}.html`);
}

export default async function ReplyAllPage({ searchParams }: Props) {
  return <RepliesScreen commentId={positiveId(await searchParams, 'id')} />;
}
