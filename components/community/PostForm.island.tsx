'use client';

import { useState, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { createPost } from '@/lib/api/communityActions';
import { communityRefusal } from '@/lib/auth/communityMessages';
import { CIRCLE_LIMITS } from '@/lib/contract/community';
import { Field } from '@/components/forms/Field';
import { PicturesAndSend } from '@/components/forms/PicturesAndSend';
import { usePictureForm } from '@/components/forms/usePictureForm';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/community/PostForm.module.css';

/**
 * A member's post (circle create-post): text and up to CIRCLE_LIMITS.maxPictures pictures through the upload
 * service. Checked here as the backend checks it; the draft stays until the backend takes it, so a refused or
 * failed send loses nothing. A sent post waits for an editor's approval.
 */
export function PostForm({ circleId }: { circleId: number }) {
  const t = useIslandTranslations('community');
  const [content, setContent] = useState('');
  const contentField = useTypedBeforeHydration<HTMLTextAreaElement>(setContent);
  const form = usePictureForm(communityRefusal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = content.trim() === '' ? t('empty') : null;
    void form.send(
      check,
      async (urls) => createPost(await browserClient(), circleId, content.trim(), urls),
      () => setContent(''),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h2 className={styles.heading}>{t('writeHeading')}</h2>
      <Field id={`post-${circleId}`} label={t('content')} errorId={form.refusal ? form.errorId : null}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={CIRCLE_LIMITS.maxChars}
            ref={contentField}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <PicturesAndSend
        legend={t('pictures', { max: String(CIRCLE_LIMITS.maxPictures) })}
        form={form}
        max={CIRCLE_LIMITS.maxPictures}
        sentNote={t('sent')}
        send={{ label: t('send'), pendingLabel: t('sending') }}
      />
    </form>
  );
}
