'use client';

import { useEffect } from 'react';
import { storage } from '@/lib/auth/browserSession';
import { syncAppSession } from '@/lib/auth/appSession';

/**
 * Inside the app webview: signs the app's member in on the site (lib/auth/appSession.ts). Renders nothing; the
 * layout loads it only there (components/shell/lazyShell.ts).
 */
export function AppSession() {
  useEffect(
    () =>
      syncAppSession(
        { local: storage('localStorage'), session: storage('sessionStorage') },
        navigator.userAgent,
      ),
    [],
  );
  return null;
}
