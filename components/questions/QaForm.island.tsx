'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { openInquiry } from '@/lib/api/questionActions';
import type { QaChoices } from '@/lib/api/questionModel';
import type { UploadedImage } from '@/lib/api/uploadModel';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { questionRefusal } from '@/lib/auth/questionMessages';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { QUESTION_LIMITS } from '@/lib/contract/questions';
import { Field } from '@/components/forms/Field';
import { PicturesAndSend } from '@/components/forms/PicturesAndSend';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import { usePictureForm } from '@/components/forms/usePictureForm';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/questions/QaForm.module.css';

const noSubscription = () => () => {};

/** The inquiry's video and recording beside its pictures, each through the upload service in parts. */
const MEDIA = { video: QUESTION_LIMITS.maxVideos, audio: QUESTION_LIMITS.maxAudios } as const;
type MediaKind = keyof typeof MEDIA;
const MEDIA_KINDS = Object.keys(MEDIA) as MediaKind[];
const NO_MEDIA: Record<MediaKind, UploadedImage[]> = { video: [], audio: [] };

/**
 * 我要问政 (qaSubmit): for a signed-in member, the department and the type (qaType), a title, the text, up to
 * QUESTION_LIMITS.maxPictures pictures, a video and a recording through the upload service. The draft stays until the backend takes it, so
 * a refused or failed send loses nothing; a sent inquiry waits for an editor's approval. Others are shown the way
 * to sign in.
 */
export function QaForm({ choices, basePath }: { choices: QaChoices; basePath: string }) {
  const t = useIslandTranslations('questions');
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [departmentId, setDepartmentId] = useState(0);
  const [typeId, setTypeId] = useState(choices.types[0]?.id ?? 0);
  const [title, setTitle] = useState('');
  const titleField = useTypedBeforeHydration<HTMLInputElement>(setTitle);
  const [content, setContent] = useState('');
  const contentField = useTypedBeforeHydration<HTMLTextAreaElement>(setContent);
  const [media, setMedia] = useState(NO_MEDIA);
  const form = usePictureForm(questionRefusal);

  if (!signedIn) {
    return (
      <a className={styles.signIn} href={loginAddress(`${basePath}/qaDetail.html`, basePath)}>
        {t('signInToOpen')}
      </a>
    );
  }

  /** The form's own check, as the backend checks it: null when it passes. */
  const refusalOf = (): string | null => {
    if (departmentId === 0 || typeId === 0) return t('badChoice');
    if (title.trim() === '') return t('noTitle');
    if (content.trim() === '') return t('empty');
    if ([...content.trim()].length > QUESTION_LIMITS.maxChars) {
      return t('tooLong', { max: String(QUESTION_LIMITS.maxChars) });
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      departmentId,
      typeId,
      title: title.trim(),
      content: content.trim(),
      videos: media.video.map((file) => file.url),
      audios: media.audio.map((file) => file.url),
    };
    void form.send(
      refusalOf(),
      async (images) => openInquiry(await browserClient(), { ...draft, images }),
      () => {
        setTitle('');
        setContent('');
        setMedia(NO_MEDIA);
      },
    );
  };

  const invalid = form.refusal ? form.errorId : null;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h2 className={styles.heading}>{t('openHeading')}</h2>
      <Field id="qa-department" label={t('chooseDepartment')} errorId={invalid}>
        {(control) => (
          <select
            {...control}
            value={departmentId}
            onChange={(event) => setDepartmentId(Number(event.target.value))}
          >
            <option value={0}>—</option>
            {choices.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="qa-type" label={t('chooseType')} errorId={invalid}>
        {(control) => (
          <select {...control} value={typeId} onChange={(event) => setTypeId(Number(event.target.value))}>
            {choices.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="qa-title" label={t('title')} errorId={invalid}>
        {(control) => (
          <input
            {...control}
            maxLength={QUESTION_LIMITS.maxTitleChars}
            ref={titleField}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field id="qa-content" label={t('inquiryContent')} errorId={invalid}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
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
        sentNote={t('openSent')}
        send={{ label: t('send'), pendingLabel: t('sending') }}
        more={MEDIA_KINDS.map((kind) => (
          <fieldset key={kind} className={styles.media}>
            <legend>{t(`${kind}s`, { max: String(MEDIA[kind]) })}</legend>
            <UploadedPictures
              kind={kind}
              images={media[kind]}
              onChange={(next) => setMedia((all) => ({ ...all, [kind]: next }))}
              disabled={form.pending}
              max={MEDIA[kind]}
            />
          </fieldset>
        ))}
      />
    </form>
  );
}
