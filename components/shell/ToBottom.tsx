'use client';

import { Icon } from '@/components/shell/Icon';
import styles from '@/components/shell/FloatingButtons.module.css';

/** Article pages in the CMS preview: editors jump to the end to check credits and related content. */
export function ToBottom({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.bottom}`}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
    >
      <Icon name="down" />
    </button>
  );
}
