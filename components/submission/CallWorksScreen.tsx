import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getCallWorks } from '@/lib/api/submissions';
import { serverConfig } from '@/lib/config/serverConfig';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { EmptyState } from '@/components/shell/EmptyState';
import { workPath } from '@/components/submission/SubmissionCall';
import { WorkList } from '@/components/submission/WorkList';
import styles from '@/components/submission/SubmissionList.module.css';

/** `/seekArticleDetail/:linkID.html`: every approved work of a call, 20 a page, with the way back to the call. */
export async function CallWorksScreen({ linkID, page }: { linkID: number; page: number }) {
  const [shown, t, format] = await Promise.all([
    getCallWorks(linkID, page),
    getTranslations('submissions'),
    getSiteFormatter(),
  ]);
  if (!shown) notFound();
  const { call, works } = shown;
  const when = (time: number) => format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{t('works')}</h1>
        <Link href={call.href}>{t('toCall', { title: call.title })}</Link>
      </header>
      {works.list.length === 0 ? (
        <EmptyState text={t('noWorks')} />
      ) : (
        <WorkList works={works.list} href={(work) => workPath(call.fileId, work.id)} when={when} />
      )}
      {works.hasMore && (
        // A page whose query alone changed is kept by the client router: the next page loads the document.
        <a
          className={styles.more}
          href={`${serverConfig().publicConfig.basePath}/seekArticleDetail/${call.fileId}.html?page=${page + 1}`}
        >
          {t('more')}
        </a>
      )}
    </section>
  );
}
