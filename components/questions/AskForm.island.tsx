'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { askQuestion } from '@/lib/api/questionActions';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { questionRefusal } from '@/lib/auth/questionMessages';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { QUESTION_LIMITS } from '@/lib/contract/questions';
import { Field } from '@/components/forms/Field';
import { PicturesAndSend } from '@/components/forms/PicturesAndSend';
import { usePictureForm } from '@/components/forms/usePictureForm';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
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
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [content, setContent] = useState('');
  const contentField = useTypedBeforeHydration<HTMLTextAreaElement>(setContent);
  const form = usePictureForm(questionRefusal);

  if (!signedIn) {
    return (
      <a className={styles.signIn} href={loginAddress(`${basePath}/topicDetail/${topicId}.html`, basePath)}>
        {t('signInToAsk')}
      </a>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    const check =
      trimmed === ''
        ? t('empty')
        : [...trimmed].length > QUESTION_LIMITS.maxChars
          ? t('tooLong', { max: String(QUESTION_LIMITS.maxChars) })
          : null;
    void form.send(
      check,
      async (urls) => askQuestion(await browserClient(), topicId, trimmed, urls),
      () => setContent(''),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h2 className={styles.heading}>{t('askHeading')}</h2>
      <Field id={`ask-${topicId}`} label={t('content')} errorId={form.refusal ? form.errorId : null}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            ref={contentField}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <PicturesAndSend
        legend={t('pictures', { max: String(QUESTION_LIMITS.maxPictures) })}
        form={form}
        max={QUESTION_LIMITS.maxPictures}
        sentNote={t('sent')}
        send={{ label: t('send'), pendingLabel: t('sending') }}
      />
    </form>
  );
}
