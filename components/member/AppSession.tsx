'use client';

import { useEffect } from 'react';
import { storage } from '@/lib/api/browserSession';

/**
 * Inside the app webview: signs the app's member in on the site (lib/auth/appSession.ts, loaded only here).
 * Renders nothing.
 */
export function AppSession() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/auth/appSession').then(({ syncAppSession }) => {
      if (unmounted) return;
      stop = syncAppSession(
        { local: storage('localStorage'), session: storage('sessionStorage') },
        navigator.userAgent,
      );
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
