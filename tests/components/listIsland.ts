import { startBrowserSession } from './browserSession';

/**
 * What a list's load-more island needs in jsdom: the browser API client set up for an anonymous reader, and an
 * IntersectionObserver (jsdom has none) that never fires, so tests press the load-more button themselves.
 */
export async function prepareListIsland(): Promise<void> {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  await startBrowserSession();
}
