import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getInquiryPage, getQaChoices, getQaConfig } from '@/lib/api/questions';
import { serverConfig } from '@/lib/config/serverConfig';
import { INQUIRY_STATUS } from '@/lib/contract/questions';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { QaForm } from '@/components/questions/QaForm.island';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/questions/QaListScreen.module.css';

/**
 * 问政 (`/qaDetail.html` without an id): the site's 问政 title and notice (qaConfig), the form to open an inquiry
 * (members; it waits for an editor's approval), and the shown inquiries, the newest first, each with its type,
 * department and state, 20 a page.
 */
export async function QaListScreen({ page }: { page: number }) {
  const [inquiries, config, choices, t, format] = await Promise.all([
    getInquiryPage(page),
    getQaConfig(),
    getQaChoices(),
    getTranslations('questions'),
    getSiteFormatter(),
  ]);
  const { basePath } = serverConfig().publicConfig;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{config.title || t('qaTitle')}</h1>
      {config.notice && <p className={styles.notice}>{config.notice}</p>}
      <IslandMessages namespaces={['questions', 'imageAttachments', 'memberErrors', 'errors']}>
        <QaForm choices={choices} basePath={basePath} />
      </IslandMessages>
      <section aria-labelledby="inquiries" className={styles.inquiries}>
        <h2 id="inquiries" className={styles.heading}>
          {t('inquiries')}
        </h2>
        {inquiries.list.length === 0 ? (
          <EmptyState text={t('noInquiries')} />
        ) : (
          <ul className={styles.list}>
            {inquiries.list.map((inquiry) => (
              <li key={inquiry.id}>
                <Link className={styles.card} href={`/qaDetail/${inquiry.id}.html`}>
                  <strong>{inquiry.title}</strong>
                  <span className={styles.meta}>
                    {inquiry.qaType.name} · {inquiry.departmentName} ·{' '}
                    {t(inquiry.status === INQUIRY_STATUS.answered ? 'statusAnswered' : 'statusPublished')} ·{' '}
                    <time dateTime={new Date(inquiry.askTime).toISOString()}>
                      {format.dateTime(inquiry.askTime, { dateStyle: 'medium' })}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {inquiries.hasMore && (
          <a className={styles.more} href={`${basePath}/qaDetail.html?page=${inquiries.page + 1}`}>
            {t('more')}
          </a>
        )}
      </section>
    </section>
  );
}
