'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { readOwnWorks } from '@/lib/api/submissionActions';
import type { Submission } from '@/lib/api/submissionModel';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { submissionRefusal } from '@/lib/auth/submissionMessages';
import { FormError } from '@/components/forms/FormError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { SubmissionForm } from '@/components/submission/SubmissionForm.island';
import { SubmissionState } from '@/components/submission/SubmissionState';
import styles from '@/components/submission/CallSubmissions.module.css';

const noSubscription = () => () => {};

/**
 * A call's personal part, under the works every reader sees: 我的作品 (the member's own works sent to this call,
 * each with its state) and 我要投稿, which opens the submission form. Signed out, a way to sign in and back.
 */
export function CallSubmissions({
  linkID,
  askName,
  open,
  path,
  basePath,
}: {
  linkID: number;
  askName: boolean;
  open: boolean;
  /** The call article's own address (with the base path), where signing in comes back to. */
  path: string;
  basePath: string;
}) {
  const t = useIslandTranslations('submissions');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [own, setOwn] = useState<Submission[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);

  // Counts the member's sends: each one reads their works again.
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
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
  }, [signedIn, linkID, text, sent]);

  if (!signedIn) {
    return (
      <a className={styles.action} href={loginAddress(path, basePath)}>
        {t('signInToSubmit')}
      </a>
    );
  }
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
