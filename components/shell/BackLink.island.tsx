'use client';

import type { ReactNode } from 'react';
import { goBackInSite } from '@/components/shell/historyBack';

/**
 * Back: to the page of this site the reader came from, else home. Drawn as a link home, the same for every reader
 * (and working before the script arrives); the history is looked at in the browser when it is pressed.
 */
export function BackLink({
  homeHref,
  label,
  icon,
  className,
}: {
  homeHref: string;
  label: string;
  icon: ReactNode;
  className: string;
}) {
  return (
    <a
      href={homeHref}
      data-back-link=""
      className={className}
      aria-label={label}
      title={label}
      onClick={goBackInSite}
    >
      {icon}
    </a>
  );
}
