'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { readOwnWorks } from '@/lib/api/submissionActions';
import type { Submission } from '@/lib/api/submissionModel';
import { submissionRefusal } from '@/lib/auth/submissionMessages';
import { FormError } from '@/components/forms/FormError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { SubmissionForm } from '@/components/submission/SubmissionForm.island';
import { SubmissionState } from '@/components/submission/SubmissionState';
import styles from '@/components/submission/CallSubmissions.module.css';

/**
 * A signed-in member's part of a call, loaded by CallSubmissions.island.tsx: 我的作品 (their own works sent to
 * this call, each with its state) and 我要投稿, which opens the submission form.
 */
export function MemberCallSubmissions({
  linkID,
  askName,
  open,
}: {
  linkID: number;
  askName: boolean;
  open: boolean;
}) {
  const t = useIslandTranslations('submissions');
  const text = useMessageText();
  const [own, setOwn] = useState<Submission[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);

  // Counts the member's sends: each one reads their works again.
  const [sent, setSent] = useState(0);

  useEffect(() => {
    let current = true;
    void browserClient()
      .then((api) => readOwnWorks(api, linkID))
      .then((works) => {
        if (current) setOwn(works);
      })
      .catch((error: unknown) => {
        if (current) setRefusal(text(submissionRefusal(error)));
      });
    return () => {
      current = false;
    };
  }, [linkID, text, sent]);

  return (
    <div className={styles.own}>
      <section aria-labelledby={`own-works-${linkID}`}>
        <h3 id={`own-works-${linkID}`} className={styles.heading}>
          {t('myWorks')}
        </h3>
        {own && own.length === 0 && <p className={styles.empty}>{t('noOwnWorks')}</p>}
        {own && own.length > 0 && (
          <ul className={styles.list}>
            {own.map((work) => (
              <li key={work.id}>
                <Link href={`/inputArticleDetail/${work.id}.html`}>{work.title}</Link>{' '}
                <SubmissionState status={work.status} label={t(`status${work.status}`)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormError text={refusal} />
      {open ? (
        <>
          <button
            type="button"
            className={styles.action}
            aria-expanded={writing}
            onClick={() => setWriting(!writing)}
          >
            {t('submit')}
          </button>
          {writing && <SubmissionForm linkID={linkID} askName={askName} onSent={() => setSent(sent + 1)} />}
        </>
      ) : (
        <p className={styles.empty}>{t('closed')}</p>
      )}
    </div>
  );
}
