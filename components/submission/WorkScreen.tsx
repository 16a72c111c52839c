import { notFound } from 'next/navigation';
import { getWork } from '@/lib/api/submissions';
import { SubmissionBody } from '@/components/submission/SubmissionBody';

/**
 * `/seekArticleDetail/:linkID/:id.html` (征稿稿件详情): one approved work of a call, the same for every reader. A
 * pending or refused submission, or one of another call, is not found.
 */
export async function WorkScreen({ id, linkID }: { id: number; linkID: number }) {
  const work = await getWork(id, linkID);
  if (!work) notFound();
  return <SubmissionBody work={work} />;
}
