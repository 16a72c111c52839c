import type { PendingImage } from '@/components/forms/useImageUploads';
import styles from '@/components/forms/ImageAttachments.module.css';

/** A file on its way in the picker: its progress and a cancel, or, failed, a retry and a remove. */
export function PendingTile({
  item,
  disabled,
  t,
  onRetry,
  onDrop,
  onCancel,
}: {
  item: PendingImage;
  disabled: boolean;
  t(key: string, values?: Record<string, string | number>): string;
  onRetry(): void;
  onDrop(): void;
  onCancel(): void;
}) {
  const { file, error, progress } = item;
  return (
    <li className={`${styles.tile} ${styles.pending}`}>
      {error === null ? (
        <>
          <progress
            className={styles.progress}
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('uploading', { name: file.name })}
          />
          <button
            type="button"
            className={styles.cancel}
            aria-label={t('cancel', { name: file.name })}
            onClick={onCancel}
          >
            {t('cancelShort')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={styles.retry}
            disabled={disabled}
            aria-label={t('retry', { name: file.name })}
            onClick={onRetry}
          >
            {t('retryShort')}
          </button>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('discard', { name: file.name })}
            onClick={onDrop}
          >
            ×
          </button>
        </>
      )}
    </li>
  );
}
