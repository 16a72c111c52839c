import { getTranslations } from '@/lib/i18n/translations';
import type { SubmissionCall as Call, SubmissionPage } from '@/lib/api/submissionModel';
import type { MessagePath } from '@/lib/i18n/messages';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { CallSubmissions } from '@/components/submission/CallSubmissions.island';
import { WorkList } from '@/components/submission/WorkList';
import styles from '@/components/submission/SubmissionCall.module.css';

/** What the call's island says: its namespace, the picture picker's, and the refusals a member's call may meet. */
const CALL_MESSAGES: MessagePath[] = ['submissions', 'imageAttachments', 'memberErrors', 'errors'];

export const workPath = (linkID: number, id: number) => `/seekArticleDetail/${linkID}/${id}.html`;

/**
 * Under an article that calls for submissions (征稿): its approved works (the same for every reader), the way to
 * the rest of them, then the member's own works and 我要投稿 in the island. Nothing under any other article.
 */
export async function SubmissionCall({
  data,
  path,
  basePath,
  formatTime,
}: {
  data: Promise<{ call: Call; works: SubmissionPage } | null>;
  /** The article's own address below the origin (with the base path). */
  path: string;
  basePath: string;
  formatTime: (ms: number) => string;
}) {
  const [shown, t] = await Promise.all([data, getTranslations('submissions')]);
  if (!shown) return null;
  const { call, works } = shown;
  return (
    <section className={styles.call} aria-labelledby="call-works">
      <h2 id="call-works" className={styles.heading}>
        {t('works')}
      </h2>
      {works.list.length === 0 ? (
        <EmptyState text={t('noWorks')} />
      ) : (
        <WorkList works={works.list} href={(work) => workPath(call.fileId, work.id)} when={formatTime} />
      )}
      {works.hasMore && (
        <a className={styles.more} href={`${basePath}/seekArticleDetail/${call.fileId}.html?page=2`}>
          {t('more')}
        </a>
      )}
      <IslandMessages namespaces={CALL_MESSAGES}>
        <CallSubmissions
          linkID={call.fileId}
          askName={call.askName}
          open={call.open}
          path={path}
          basePath={basePath}
        />
      </IslandMessages>
    </section>
  );
}
