import { useId } from 'react';
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import type { UploadKind } from '@/lib/contract/uploads';
import { acceptOf, type UploadedImage, type UploadProgress } from '@/lib/api/uploadModel';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { FormError } from '@/components/forms/FormError';
import { keyOf, megabytesOf, useImageUploads } from '@/components/forms/useImageUploads';
import { PendingTile } from '@/components/forms/PendingTile';
import styles from '@/components/forms/ImageAttachments.module.css';

export interface ImageAttachmentsProps {
  /** The files attached so far, as the upload service answered them. */
  images: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  /**
   * Sends one file; the island passes lib/api's uploadImage (pictures) or uploadInParts (videos, audio) with its
   * browser client. `signal` aborts it when the reader cancels.
   */
  upload(file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<UploadedImage>;
  disabled?: boolean;
  /** At most this many files (COMMENT_LIMITS.maxImages). */
  max?: number;
  /** The island's messages for the picker (`imageAttachments` by default). */
  namespace?: string;
  /** What the picker takes: pictures (the default), videos or audio recordings. */
  kind?: UploadKind;
}

/**
 * The form kit's file picker, for islands (a comment's input, a tip-off's form): up to `max` files of one kind,
 * each refused here first when its type or size is wrong, uploaded with its progress shown and a cancel, then a
 * picture's thumbnail at its own width and height (no layout shift) or a video's or recording's player, removable;
 * a failed one keeps its place with the reason, a retry and a remove.
 */
export function ImageAttachments({
  images,
  onChange,
  upload,
  disabled = false,
  max = COMMENT_LIMITS.maxImages,
  namespace = 'imageAttachments',
  kind = 'picture',
}: ImageAttachmentsProps) {
  const t = useIslandTranslations(namespace);
  const hintId = useId();
  const { pending, refusal, pick, retry, drop, cancel, room } = useImageUploads({
    images,
    onChange,
    upload,
    max,
    kind,
    t,
  });

  return (
    <div className={styles.attachments}>
      {images.length + pending.length > 0 && (
        <ul className={styles.tiles}>
          {images.map((image, index) => (
            <li key={image.url} className={kind === 'picture' ? styles.tile : styles.mediaTile}>
              {kind === 'picture' ? (
                // eslint-disable-next-line @next/next/no-img-element -- the reader's own picture, from the upload service's address
                <img
                  className={styles.thumbnail}
                  src={image.sizes?.small ?? image.url}
                  alt={t('alt', { n: index + 1 })}
                  width={image.width || undefined}
                  height={image.height || undefined}
                  decoding="async"
                />
              ) : kind === 'video' ? (
                <video
                  className={styles.player}
                  src={image.url}
                  controls
                  preload="metadata"
                  aria-label={t('video.alt', { n: index + 1 })}
                />
              ) : (
                <audio
                  className={styles.player}
                  src={image.url}
                  controls
                  preload="metadata"
                  aria-label={t('audio.alt', { n: index + 1 })}
                />
              )}
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                aria-label={t(keyOf(kind, 'remove'), { n: index + 1 })}
                onClick={() => onChange(images.filter((kept) => kept !== image))}
              >
                ×
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <PendingTile
              key={item.id}
              item={item}
              disabled={disabled}
              t={t}
              onRetry={() => retry(item)}
              onDrop={() => drop(item.id)}
              onCancel={() => cancel(item.id)}
            />
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
            accept={acceptOf(kind)}
            multiple={room > 1}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => {
              pick([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {t(keyOf(kind, 'add'))}
        </label>
      )}
      <p id={hintId} className={styles.hint}>
        {t(keyOf(kind, 'hint'), { max, mb: megabytesOf(kind) })}
      </p>
      <FormError text={refusal} />
    </div>
  );
}
