'use client';

import type { ReactNode } from 'react';
import styles from '@/components/shell/FloatingButtons.module.css';

/** Article pages in the CMS preview: editors jump to the end to check credits and related content. */
export function ToBottom({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.bottom}`}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
    >
      {icon}
    </button>
  );
}
