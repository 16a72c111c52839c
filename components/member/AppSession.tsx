'use client';

import { useEffect } from 'react';
import { storage } from '@/lib/api/browserApi';
import { syncAppSession } from '@/lib/auth/appSession';

/** Inside the app webview: signs the app's member in on the site (lib/auth/appSession.ts). Renders nothing. */
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
