'use client';

import { useEffect, useState } from 'react';
import { routeGuardHasWork, setBrowserSession, type BrowserSession } from '@/lib/api/browserSession';

/**
 * Hands the page's browser session to the API client and the beacon while hydrating, runs the browser half of
 * the route guard when it has work before the first call (otherwise the client loads once something calls it),
 * and in debug mode (`?debug=1`) hands the client to the console as `window.__xy` for support engineers.
 */
export function ClientRuntime({ session }: { session: BrowserSession }) {
  // Set while hydrating, before any island's effect can call out; there is no browser session on the server.
  useState(() => (typeof window === 'undefined' ? null : setBrowserSession(session)));

  useEffect(() => {
    const debug = new URLSearchParams(window.location.search).get('debug') === '1';
    if (!debug && !routeGuardHasWork(session)) return;
    void import('@/lib/api/browserApi').then(({ browserApi }) => {
      const api = browserApi();
      if (debug) (window as unknown as { __xy?: unknown }).__xy = { api };
    });
  }, [session]);

  return null;
}
