import styles from '@/components/ad/Ad.module.css';

/** Where ads could not be loaded (spec section 8): a quiet note asking readers to tell the administrator. */
export function AdFailedNotice({ text }: { text: string }) {
  return (
    <p className={styles.failed} role="note">
      {text}
    </p>
  );
}
