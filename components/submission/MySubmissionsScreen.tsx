import { getTranslations } from '@/lib/i18n/translations';
import type { SubmissionPage } from '@/lib/api/submissionModel';
import { serverConfig } from '@/lib/config/serverConfig';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { SubmissionForm } from '@/components/submission/SubmissionForm.island';
import { WorkList } from '@/components/submission/WorkList';
import styles from '@/components/submission/SubmissionList.module.css';

/**
 * `/inputArticleDetail.html` (我的投稿): the member's submissions, the newest first, each with its state, 20 a
 * page; and a contribution of their own outside any call.
 */
export async function MySubmissionsScreen({ submissions }: { submissions: SubmissionPage }) {
  const [t, format] = await Promise.all([getTranslations('submissions'), getSiteFormatter()]);
  const when = (time: number) => format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' });
  const { list, page, hasMore } = submissions;
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{t('mine')}</h1>
      </header>
      {list.length === 0 ? (
        <EmptyState text={t('noMine')} />
      ) : (
        <WorkList
          works={list}
          href={(work) => `/inputArticleDetail/${work.id}.html`}
          when={when}
          stateLabel={(work) => t(`status${work.status}`)}
        />
      )}
      {hasMore && (
        <a
          className={styles.more}
          href={`${serverConfig().publicConfig.basePath}/inputArticleDetail.html?page=${page + 1}`}
        >
          {t('more')}
        </a>
      )}
      <IslandMessages namespaces={['submissions', 'imageAttachments', 'memberErrors', 'errors']}>
        <SubmissionForm linkID={0} askName={false} />
      </IslandMessages>
    </section>
  );
}
