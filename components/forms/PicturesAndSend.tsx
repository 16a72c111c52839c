import type { UploadedImage } from '@/lib/api/uploadModel';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import styles from '@/components/forms/PicturesAndSend.module.css';

/**
 * The end of a member's text-and-pictures form (a circle post, a 问吧 question, an inquiry): the pictures through
 * the upload service under their legend, the form's refusal, the note that the send went in, and the send button.
 */
export function PicturesAndSend({
  legend,
  pictures,
  onPictures,
  max,
  pending,
  errorId,
  refusal,
  sentNote,
  send,
}: {
  legend: string;
  pictures: UploadedImage[];
  onPictures: (pictures: UploadedImage[]) => void;
  max: number;
  pending: boolean;
  errorId: string;
  refusal: string | null;
  /** What to say once the backend took the form; null until then. */
  sentNote: string | null;
  send: { label: string; pendingLabel: string };
}) {
  return (
    <>
      <fieldset className={styles.pictures}>
        <legend>{legend}</legend>
        <UploadedPictures images={pictures} onChange={onPictures} disabled={pending} max={max} />
      </fieldset>
      <FormError id={errorId} text={refusal} />
      {sentNote && (
        <p role="status" className={styles.sent}>
          {sentNote}
        </p>
      )}
      <SubmitButton pending={pending} label={send.label} pendingLabel={send.pendingLabel} />
    </>
  );
}
