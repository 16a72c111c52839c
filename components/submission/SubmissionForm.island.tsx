'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { submitArticle } from '@/lib/api/submissionActions';
import type { UploadedImage } from '@/lib/api/uploadModel';
import { submissionRefusal } from '@/lib/auth/submissionMessages';
import { SUBMISSION_LIMITS } from '@/lib/contract/submissions';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { useFormTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/submission/SubmissionForm.module.css';

const EMPTY = { title: '', content: '', name: '' };
type Draft = typeof EMPTY;

const length = (text: string) => [...text.trim()].length;

/**
 * A member's submission (submitArticle): title, text, the contributor's name where the call asks it, and up to
 * SUBMISSION_LIMITS.maxPictures pictures through the upload service. Checked here as the backend checks it; the
 * draft stays until the backend takes it, so a refused or failed send loses nothing. A sent submission waits for
 * an editor (待审核) and is found under 我的投稿.
 */
export function SubmissionForm({
  linkID,
  askName,
  onSent,
}: {
  /** The call's article; 0 for a contribution outside any call. */
  linkID: number;
  askName: boolean;
  onSent?: () => void;
}) {
  const t = useIslandTranslations('submissions');
  const text = useMessageText();
  const errorId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);

  const edit = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const form = useFormTypedBeforeHydration((control, typed) => {
    const key = control.dataset.draft as keyof Draft | undefined;
    if (key) setDraft((current) => ({ ...current, [key]: typed }));
  });

  const check = (): string | null => {
    const { maxTitleChars, maxChars, maxNameChars } = SUBMISSION_LIMITS;
    if (length(draft.title) === 0) return t('emptyTitle');
    if (length(draft.title) > maxTitleChars) return t('titleTooLong', { max: maxTitleChars });
    if (length(draft.content) === 0) return t('empty');
    if (length(draft.content) > maxChars) return t('tooLong', { max: maxChars });
    if (askName && length(draft.name) === 0) return t('emptyName');
    if (length(draft.name) > maxNameChars) return t('nameTooLong', { max: maxNameChars });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentId(null);
    const refused = check();
    setRefusal(refused);
    if (refused) return;
    setPending(true);
    try {
      const id = await submitArticle(await browserClient(), {
        linkID,
        title: draft.title.trim(),
        content: draft.content.trim(),
        name: draft.name.trim(),
        pictures: pictures.map((picture) => picture.url),
      });
      setDraft(EMPTY);
      setPictures([]);
      setSentId(id);
      onSent?.();
    } catch (error) {
      setRefusal(text(submissionRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof Draft) => `submission-${linkID}-${key}`;
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.heading}>{t('formHeading')}</h2>
      <Field id={field('title')} label={t('title')} errorId={refusal ? errorId : null}>
        {(control) => <input {...control} data-draft="title" value={draft.title} onChange={edit('title')} />}
      </Field>
      <Field id={field('content')} label={t('content')} errorId={refusal ? errorId : null}>
        {(control) => (
          <textarea
            {...control}
            data-draft="content"
            rows={6}
            value={draft.content}
            onChange={edit('content')}
          />
        )}
      </Field>
      {askName && (
        <Field id={field('name')} label={t('name')} errorId={refusal ? errorId : null}>
          {(control) => (
            <input
              {...control}
              data-draft="name"
              autoComplete="name"
              placeholder={t('namePlaceholder')}
              value={draft.name}
              onChange={edit('name')}
            />
          )}
        </Field>
      )}
      <fieldset className={styles.pictures}>
        <legend>{t('pictures', { max: String(SUBMISSION_LIMITS.maxPictures) })}</legend>
        <UploadedPictures
          images={pictures}
          onChange={setPictures}
          disabled={pending}
          max={SUBMISSION_LIMITS.maxPictures}
        />
      </fieldset>
      <FormError id={errorId} text={refusal} />
      {sentId !== null && (
        <p role="status" className={styles.sent}>
          {t('sent')} <Link href={`/inputArticleDetail/${sentId}.html`}>{t('mine')}</Link>
        </p>
      )}
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </form>
  );
}
