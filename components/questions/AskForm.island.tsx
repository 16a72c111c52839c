'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { askQuestion } from '@/lib/api/questionActions';
import type { UploadedImage } from '@/lib/api/uploadModel';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { questionRefusal } from '@/lib/auth/questionMessages';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { QUESTION_LIMITS } from '@/lib/contract/questions';
import { Field } from '@/components/forms/Field';
import { PicturesAndSend } from '@/components/forms/PicturesAndSend';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/questions/AskForm.module.css';

const noSubscription = () => () => {};

/**
 * The ask box of a 问吧 topic (askQuestion): for a signed-in member, text and up to QUESTION_LIMITS.maxPictures
 * pictures through the upload service, checked here as the backend checks it; the draft stays until the backend
 * takes it, so a refused or failed send loses nothing. A sent question waits for an editor's approval. Others are
 * shown the way to sign in.
 */
export function AskForm({ topicId, basePath }: { topicId: number; basePath: string }) {
  const t = useIslandTranslations('questions');
  const text = useMessageText();
  const errorId = useId();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (!signedIn) {
    return (
      <a className={styles.signIn} href={loginAddress(`${basePath}/topicDetail/${topicId}.html`, basePath)}>
        {t('signInToAsk')}
      </a>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const trimmed = content.trim();
    if (trimmed === '') {
      setRefusal(t('empty'));
      return;
    }
    if ([...trimmed].length > QUESTION_LIMITS.maxChars) {
      setRefusal(t('tooLong', { max: String(QUESTION_LIMITS.maxChars) }));
      return;
    }
    setRefusal(null);
    setPending(true);
    try {
      const urls = pictures.map((picture) => picture.url);
      await askQuestion(await browserClient(), topicId, trimmed, urls);
      setContent('');
      setPictures([]);
      setSent(true);
    } catch (error) {
      setRefusal(text(questionRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.heading}>{t('askHeading')}</h2>
      <Field id={`ask-${topicId}`} label={t('content')} errorId={refusal ? errorId : null}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <PicturesAndSend
        legend={t('pictures', { max: String(QUESTION_LIMITS.maxPictures) })}
        pictures={pictures}
        onPictures={setPictures}
        max={QUESTION_LIMITS.maxPictures}
        pending={pending}
        errorId={errorId}
        refusal={refusal}
        sentNote={sent ? t('sent') : null}
        send={{ label: t('send'), pendingLabel: t('sending') }}
      />
    </form>
  );
}
