import type { ReactNode } from 'react';
import styles from '@/components/shell/FloatingButtons.module.css';

/**
 * The back-to-top button (spec section 2), drawn with the page and shown from 300 px down: the shell's first
 * script keeps the page's scroll state and climbs on a tap (components/shell/scrollToTop.ts), so it needs no island.
 */
export function BackToTop({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.top}`}
      aria-label={label}
      title={label}
      data-back-to-top-button=""
    >
      {icon}
    </button>
  );
}
