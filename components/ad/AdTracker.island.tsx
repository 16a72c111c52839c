'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { prepareAdEvents, sendAdEvent } from '@/lib/stats/adEvents';

/** Share of the ad that must be on screen for it to count as shown. */
export const AD_SHOWN_RATIO = 0.5;

/**
 * The link around an ad's picture: counts one show when half of the ad first comes on screen and a click on
 * each tap, never holding the reader up (the tap navigates at once). External links open in a new tab. The
 * counting code loads as soon as any of the ad is on screen, or on the first touch of it.
 */
export function AdTracker({
  advId,
  href,
  external,
  title,
  children,
}: {
  advId: number;
  href: string;
  external: boolean;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLAnchorElement & HTMLDivElement>(null);

  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        prepareAdEvents();
        if (!entries.some((entry) => entry.intersectionRatio >= AD_SHOWN_RATIO)) return;
        observer.disconnect();
        sendAdEvent(advId, 'show');
      },
      { threshold: [0, AD_SHOWN_RATIO] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [advId]);

  if (!href) return <div ref={ref}>{children}</div>;
  // A link reached by keyboard, or touched while barely on screen, loads the counting code at the first touch.
  return (
    <a
      ref={ref}
      href={href}
      title={title || undefined}
      onPointerDown={prepareAdEvents}
      onFocus={prepareAdEvents}
      onClick={() => sendAdEvent(advId, 'click')}
      {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : { rel: 'sponsored' })}
    >
      {children}
    </a>
  );
}
