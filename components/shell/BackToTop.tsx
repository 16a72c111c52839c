'use client';

import { useEffect, useState, type ReactNode } from 'react';
import {
  BACK_TO_TOP_AT,
  nextScrollStep,
  PAGE_SCROLLED_AT,
  SCROLL_STEP_MS,
  SCROLL_THROTTLE_MS,
  throttle,
} from '@/components/shell/scrolling';
import styles from '@/components/shell/FloatingButtons.module.css';

/**
 * Appears after 300 px and climbs back by halving the distance every 30 ms. Also keeps the page-scroll flag
 * (`data-scrolled` on <html>, true from 400 px) that styles can hang on.
 */
export function BackToTop({ label, icon }: { label: string; icon: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = throttle(() => {
      const y = window.scrollY;
      setVisible(y > BACK_TO_TOP_AT);
      document.documentElement.toggleAttribute('data-scrolled', y >= PAGE_SCROLLED_AT);
    }, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function climb() {
    const timer = setInterval(() => {
      const next = nextScrollStep(window.scrollY);
      window.scrollTo(0, next);
      if (next === 0) {
        clearInterval(timer);
        setVisible(false);
      }
    }, SCROLL_STEP_MS);
  }

  if (!visible) return null;
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
