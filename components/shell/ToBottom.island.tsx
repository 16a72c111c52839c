'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import styles from '@/components/shell/FloatingButtons.module.css';

const noSubscription = () => () => {};

/**
 * Article pages in the CMS preview: editors jump to the end to check credits and related content. Drawn once the
 * page is hydrated: its script and style load only on those pages (components/shell/lazyShell.ts), and a button
 * drawn by the server would show unstyled until they arrive.
 */
export function ToBottom({ label, icon }: { label: string; icon: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
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
