'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { BACK_TO_TOP_AT, PAGE_SCROLLED_AT, SCROLL_THROTTLE_MS, throttle } from '@/components/shell/scrolling';
import { lazyIsland } from '@/components/shell/lazyIsland';

// The button's code loads when it first appears: a reader who never scrolls down never needs it.
const BackToTopButton = lazyIsland(
  () => import('@/components/shell/BackToTopButton.island').then(({ BackToTopButton }) => BackToTopButton),
  { ownBoundary: true },
);

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

  if (!visible) return null;
  return <BackToTopButton label={label} icon={icon} onTop={() => setVisible(false)} />;
}
