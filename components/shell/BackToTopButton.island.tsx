'use client';

import type { ReactNode } from 'react';
import { nextScrollStep, SCROLL_STEP_MS } from '@/components/shell/scrolling';
import styles from '@/components/shell/FloatingButtons.module.css';

/** The back-to-top button BackToTop shows: climbs by halving the distance every 30 ms, then says it is up. */
export function BackToTopButton({
  label,
  icon,
  onTop,
}: {
  label: string;
  icon: ReactNode;
  onTop: () => void;
}) {
  function climb() {
    const timer = setInterval(() => {
      const next = nextScrollStep(window.scrollY);
      window.scrollTo(0, next);
      if (next === 0) {
        clearInterval(timer);
        onTop();
      }
    }, SCROLL_STEP_MS);
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.top}`}
      aria-label={label}
      title={label}
      onClick={climb}
    >
      {icon}
    </button>
  );
}
