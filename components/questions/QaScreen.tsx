import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getInquiry, getQaConfig } from '@/lib/api/questions';
import { serverConfig } from '@/lib/config/serverConfig';
import { INQUIRY_STATUS } from '@/lib/contract/questions';
import { postLabels } from '@/components/community/postLabels';
import { InquiryMedia } from '@/components/questions/InquiryMedia';
import { Satisfaction } from '@/components/questions/Satisfaction.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/questions/QaScreen.module.css';

/** The two layouts of one inquiry: `/qaDetail/:id.html` (the question, then the reply) and `/newQaDetail/:id.html`. */
export type QaLayout = 'qaDetail' | 'newQaDetail';

/**
 * 问政详情: one published or answered inquiry (qaDetail) in either layout, the same data: its type (qaType), its
 * department and state (待回复, 已回复), the question with its pictures, videos and audios, the department's
 * reply, and where the site's settings (qaConfig) ask for it the readers' satisfaction (the member's rating in its
 * island). `newQaDetail` draws it as a thread: a state banner, then the question and the reply as two steps.
 */
export async function QaScreen({ id, layout }: { id: number; layout: QaLayout }) {
  const [inquiry, config, { time, photos }, t] = await Promise.all([
    getInquiry(id),
    getQaConfig(),
    postLabels(),
    getTranslations('questions'),
  ]);
  if (!inquiry) notFound();
  const { basePath } = serverConfig().publicConfig;
  const answered = inquiry.status === INQUIRY_STATUS.answered;
  const asked = time(inquiry.askTime);
  const replied = time(inquiry.replyTime);
  const other: QaLayout = layout === 'qaDetail' ? 'newQaDetail' : 'qaDetail';
  const state = (
    <span className={answered ? styles.answered : styles.waiting}>
      {t(answered ? 'statusAnswered' : 'statusPublished')}
    </span>
  );
  const question = (
    <div className={styles.question}>
      <p className={styles.meta}>
        <strong>{t('askedBy', { name: inquiry.askerName })}</strong>{' '}
        <time dateTime={asked.iso}>{asked.text}</time>
      </p>
      <p className={styles.content}>{inquiry.content}</p>
      <InquiryMedia
        inquiry={inquiry}
        photos={{ ...photos, label: t('inquiryPhotos') }}
        labels={{
          video: (n) => t('video', { n: String(n) }),
          audio: (n) => t('audio', { n: String(n) }),
          videoFailed: t('videoFailed'),
        }}
      />
    </div>
  );
  const reply = (
    <section className={styles.reply} aria-labelledby="inquiry-reply">
      <h2 id="inquiry-reply" className={styles.heading}>
        {answered ? t('replyFrom', { name: inquiry.departmentName }) : t('reply')}
      </h2>
      {answered ? (
        <>
          <p className={styles.content}>{inquiry.reply}</p>
          <p className={styles.meta}>
            <time dateTime={replied.iso}>{replied.text}</time>
          </p>
        </>
      ) : (
        <p className={styles.meta}>{t('awaitingReply')}</p>
      )}
    </section>
  );
  return (
    <article className={`${styles.page} ${layout === 'newQaDetail' ? styles.thread : styles.classic}`}>
      <header className={styles.header}>
        <p className={styles.labels}>
          <span className={styles.type}>{inquiry.qaType.name}</span>
          {state}
          <span className={styles.department}>
            {t('department')}：{inquiry.departmentName}
          </span>
        </p>
        <h1 className={styles.title}>{inquiry.title}</h1>
      </header>
      {layout === 'newQaDetail' ? (
        <ol className={styles.steps} aria-label={t('thread')}>
          <li className={styles.step}>{question}</li>
          <li className={styles.step}>{reply}</li>
        </ol>
      ) : (
        <>
          {question}
          {reply}
        </>
      )}
      {config.satisfaction && answered && (
        <IslandMessages namespaces={['questions', 'memberErrors', 'errors']}>
          <Satisfaction
            inquiryId={inquiry.id}
            counts={inquiry.satisfaction}
            returnPath={`/${layout}/${inquiry.id}.html`}
            basePath={basePath}
          />
        </IslandMessages>
      )}
      <Link className={styles.other} href={`/${other}/${inquiry.id}.html`}>
        {t('otherLayout')}
      </Link>
    </article>
  );
}
