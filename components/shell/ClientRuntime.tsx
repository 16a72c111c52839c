'use client';

import { useEffect, useState } from 'react';
import { configureBrowserApi, runRouteGuard, type BrowserSession } from '@/lib/api/browserApi';

/**
 * Sets up the browser's API client before any island calls it, runs the browser half of the route guard, and
 * in debug mode (`?debug=1`) hands the client to the console as `window.__xy` for support engineers.
 */
export function ClientRuntime({ session }: { session: BrowserSession }) {
  // Configured while hydrating, before any island's effect can call it; there is no browser API on the server.
  useState(() => (typeof window === 'undefined' ? null : configureBrowserApi(session)));

  useEffect(() => {
    void runRouteGuard(session);
    if (new URLSearchParams(window.location.search).get('debug') === '1') {
      (window as unknown as { __xy?: unknown }).__xy = { api: configureBrowserApi(session) };
    }
  }, [session]);

  return null;
}
