import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { Submission } from '@/lib/api/submissionModel';
import { SUBMISSION_STATUS } from '@/lib/contract/submissions';
import { SubmissionBody } from '@/components/submission/SubmissionBody';
import { SubmissionState } from '@/components/submission/SubmissionState';
import styles from '@/components/submission/MySubmissionScreen.module.css';

/**
 * `/inputArticleDetail/:id.html` (投稿详情) for its author: the submission with its state (待审核, 已通过, 未通过)
 * and, when refused, the editor's reason; the way back to 我的投稿.
 */
export async function MySubmissionScreen({ work }: { work: Submission }) {
  const t = await getTranslations('submissions');
  return (
    <SubmissionBody work={work}>
      <dl className={styles.review}>
        <dt>{t('state')}</dt>
        <dd>
          <SubmissionState status={work.status} label={t(`status${work.status}`)} />
        </dd>
        {work.status === SUBMISSION_STATUS.rejected && work.reason && (
          <>
            <dt>{t('reason')}</dt>
            <dd>{work.reason}</dd>
          </>
        )}
      </dl>
      <Link className={styles.back} href="/inputArticleDetail.html">
        {t('mine')}
      </Link>
    </SubmissionBody>
  );
}
