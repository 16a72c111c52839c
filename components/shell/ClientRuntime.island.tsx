'use client';

import { useEffect, useState } from 'react';
import { browserClient, provideBrowserClient } from '@/lib/api/browserClient';
import { routeGuardHasWork, setBrowserSession, type BrowserSession } from '@/lib/auth/browserSession';

/** The page's client, built with the reader's session the first time something calls. */
const loadBrowserApi = () => import('@/lib/auth/browserApi').then(({ browserApi }) => browserApi());

/**
 * Hands the page's browser session to the API client and the beacon while hydrating, and tells lib/api how to
 * load the client; runs the browser half of the route guard when it has work before the first call (otherwise
 * the client loads once something calls it), and in debug mode (`?debug=1`) hands the client to the console as
 * `window.__xy` for support engineers.
 */
export function ClientRuntime({ session }: { session: BrowserSession }) {
  // Set while hydrating, before any island's effect can call out; there is no browser session on the server.
  useState(() => {
    if (typeof window === 'undefined') return;
    setBrowserSession(session);
    provideBrowserClient(loadBrowserApi);
  });

  useEffect(() => {
    const debug = new URLSearchParams(window.location.search).get('debug') === '1';
    if (!debug && !routeGuardHasWork(session)) return;
    void browserClient().then((api) => {
      if (debug) (window as unknown as { __xy?: unknown }).__xy = { api };
    });
  }, [session]);

  return null;
}
