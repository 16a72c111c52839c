import { useId } from 'react';
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import { IMAGE_ACCEPT, type UploadedImage, type UploadProgress } from '@/lib/api/uploadModel';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { FormError } from '@/components/forms/FormError';
import { MAX_IMAGE_MEGABYTES, useImageUploads } from '@/components/forms/useImageUploads';
import styles from '@/components/forms/ImageAttachments.module.css';

export interface ImageAttachmentsProps {
  /** The pictures attached so far, as the upload service answered them. */
  images: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  /** Sends one picture; the island passes lib/api's uploadImage with its browser client. */
  upload(file: File, onProgress: UploadProgress): Promise<UploadedImage>;
  disabled?: boolean;
  /** At most this many pictures (COMMENT_LIMITS.maxImages). */
  max?: number;
  /** The island's messages for the picker (`imageAttachments` by default). */
  namespace?: string;
}

/**
 * The form kit's picture picker, for islands (a comment's input): up to `max` pictures, each refused here first when its type or size is wrong,
 * uploaded with its progress shown, then a thumbnail at its own width and height (no layout shift), removable; a
 * failed one keeps its place with the reason, a retry and a remove.
 */
export function ImageAttachments({
  images,
  onChange,
  upload,
  disabled = false,
  max = COMMENT_LIMITS.maxImages,
  namespace = 'imageAttachments',
}: ImageAttachmentsProps) {
  const t = useIslandTranslations(namespace);
  const hintId = useId();
  const { pending, refusal, pick, retry, drop, room } = useImageUploads({ images, onChange, upload, max, t });

  return (
    <div className={styles.attachments}>
      {images.length + pending.length > 0 && (
        <ul className={styles.tiles}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.tile}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the reader's own picture, from the upload service's address */}
              <img
                className={styles.thumbnail}
                src={image.url}
                alt={t('alt', { n: index + 1 })}
                width={image.width || undefined}
                height={image.height || undefined}
                decoding="async"
              />
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                aria-label={t('remove', { n: index + 1 })}
                onClick={() => onChange(images.filter((kept) => kept !== image))}
              >
                ×
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.id} className={`${styles.tile} ${styles.pending}`}>
              {item.error === null ? (
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('uploading', { name: item.file.name })}
                />
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.retry}
                    disabled={disabled}
                    aria-label={t('retry', { name: item.file.name })}
                    onClick={() => retry(item)}
                  >
                    {t('retryShort')}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('discard', { name: item.file.name })}
                    onClick={() => drop(item.id)}
                  >
                    ×
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending.map(
        ({ id, file, error }) =>
          error !== null && <FormError key={id} text={t('failedFile', { name: file.name, reason: error })} />,
      )}
      {room > 0 && (
        <label className={styles.add} aria-disabled={disabled || undefined}>
          <input
            className={styles.input}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={room > 1}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => {
              pick([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {t('add')}
        </label>
      )}
      <p id={hintId} className={styles.hint}>
        {t('hint', { max, mb: MAX_IMAGE_MEGABYTES })}
      </p>
      <FormError text={refusal} />
    </div>
  );
}
