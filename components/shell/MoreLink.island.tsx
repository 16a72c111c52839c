'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { memberSignedIn } from '@/lib/auth/browserSession';

/** Another tab signing in or out changes local storage: the link follows. */
function onStorage(changed: () => void) {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * The top bar's more icon: login for everyone in the page's HTML (the same bytes for every reader, so the page
 * can be shared), the member's own page once this browser shows it holds a member's session.
 */
export function MoreLink({
  basePath,
  label,
  icon,
  className,
}: {
  basePath: string;
  label: string;
  icon: ReactNode;
  className?: string;
}) {
  const signedIn = useSyncExternalStore(onStorage, memberSignedIn, () => false);
  return (
    <a
      href={`${basePath}${signedIn ? '/getUserInfo.html' : '/login.html'}`}
      className={className}
      aria-label={label}
      title={label}
    >
      {icon}
    </a>
  );
}
