import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client island whose code loads when a page first renders it, for islands few pages show. The server draws it
 * as usual. By default it has no Suspense boundary of its own: hydration keeps the server's HTML until the code
 * has arrived, and a client-side navigation waits for it, so nothing flashes or shifts. A component, not the lazy
 * object itself: React cannot render a client reference that resolves to a lazy one.
 *
 * `ownBoundary`: the island hydrates apart, so the rest of the page does not wait for its code. Only where its
 * empty fallback can never show: islands of the root layout (a client-side navigation keeps the layout) and
 * islands that draw nothing until the reader acts.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { ownBoundary = false } = {},
): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  return function LazyIsland(props: P) {
    const island = <Island {...props} />;
    return ownBoundary ? <Suspense fallback={null}>{island}</Suspense> : island;
  };
}
