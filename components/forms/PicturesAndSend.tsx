import type { ReactNode } from 'react';
import type { PictureForm } from '@/components/forms/usePictureForm';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import styles from '@/components/forms/PicturesAndSend.module.css';

/**
 * The end of a member's text-and-pictures form (a circle post, a 问吧 question, an inquiry): the pictures through
 * the upload service under their legend, any other files (`more`: an inquiry's video and recording), the form's
 * refusal, the note that the send went in, and the send button.
 */
export function PicturesAndSend({
  form,
  legend,
  max,
  sentNote,
  send,
  more,
}: {
  /** The form's state (usePictureForm). */
  form: PictureForm;
  legend: string;
  max: number;
  /** What to say once the backend took the form. */
  sentNote: string;
  send: { label: string; pendingLabel: string };
  more?: ReactNode;
}) {
  return (
    <>
      <fieldset className={styles.pictures}>
        <legend>{legend}</legend>
        <UploadedPictures
          images={form.pictures}
          onChange={form.setPictures}
          disabled={form.pending}
          max={max}
        />
      </fieldset>
      {more}
      <FormError id={form.errorId} text={form.refusal} />
      {form.sent && (
        <p role="status" className={styles.sent}>
          {sentNote}
        </p>
      )}
      <SubmitButton pending={form.pending} label={send.label} pendingLabel={send.pendingLabel} />
    </>
  );
}
