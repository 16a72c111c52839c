'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { browserClient } from '@/lib/api/browserClient';
import { createTipoff } from '@/lib/api/tipoffActions';
import type { UploadedImage } from '@/lib/api/uploadModel';
import { tipoffRefusal } from '@/lib/auth/tipoffMessages';
import { TIPOFF_LIMITS } from '@/lib/contract/tipoffs';
import type { UploadKind } from '@/lib/contract/uploads';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/tipoff/TipoffForm.module.css';

const MAX_OF: Record<UploadKind, number> = {
  picture: TIPOFF_LIMITS.maxPictures,
  video: TIPOFF_LIMITS.maxVideos,
  audio: TIPOFF_LIMITS.maxAudios,
};
const KINDS = Object.keys(MAX_OF) as UploadKind[];
const NO_FILES: Record<UploadKind, UploadedImage[]> = { picture: [], video: [], audio: [] };

/**
 * A member's tip-off (报料): the text, the name it is signed with, and pictures, a video and a recording through
 * the upload service. Checked here as the backend checks it; the draft (text, name and the uploaded files) stays
 * until the backend takes it, so a refused or failed send loses nothing. Sent, it opens as 待审核.
 */
export function TipoffForm() {
  const t = useIslandTranslations('tipoff');
  const text = useMessageText();
  const router = useRouter();
  const errorId = useId();
  const [content, setContent] = useState('');
  const contentField = useTypedBeforeHydration<HTMLTextAreaElement>(setContent);
  const [name, setName] = useState('');
  const nameField = useTypedBeforeHydration<HTMLInputElement>(setName);
  const [files, setFiles] = useState(NO_FILES);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') return setRefusal(t('empty'));
    if ([...content.trim()].length > TIPOFF_LIMITS.maxChars) {
      return setRefusal(t('tooLong', { max: TIPOFF_LIMITS.maxChars }));
    }
    if (name.trim() === '') return setRefusal(t('noName'));
    setRefusal(null);
    setPending(true);
    try {
      const urls = (kind: UploadKind) => files[kind].map((file) => file.url);
      const id = await createTipoff(await browserClient(), {
        name: name.trim(),
        content: content.trim(),
        pictures: urls('picture'),
        videos: urls('video'),
        audios: urls('audio'),
      });
      router.push(`/tipoffDetail/${id}.html`);
    } catch (error) {
      setRefusal(text(tipoffRefusal(error)));
      setPending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field id="tipoff-content" label={t('content')} errorId={refusal ? errorId : null}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            ref={contentField}
            value={content}
            placeholder={t('contentPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <Field id="tipoff-name" label={t('name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={TIPOFF_LIMITS.maxNameChars}
            ref={nameField}
            value={name}
            placeholder={t('namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {KINDS.map((kind) => (
        <fieldset key={kind} className={styles.files}>
          <legend>{t(`${kind}s`, { max: MAX_OF[kind] })}</legend>
          <UploadedPictures
            kind={kind}
            images={files[kind]}
            onChange={(next) => setFiles((all) => ({ ...all, [kind]: next }))}
            disabled={pending}
            max={MAX_OF[kind]}
          />
        </fieldset>
      ))}
      <FormError id={errorId} text={refusal} />
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </form>
  );
}
