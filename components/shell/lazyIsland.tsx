import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client island whose code loads when a page first renders it, for islands few pages show. The server draws it
 * as usual. By default it has no Suspense boundary of its own: hydration keeps the server's HTML until the code
 * has arrived, and a client-side navigation waits for it, so nothing flashes or shifts. A component, not the lazy
 * object itself: React cannot render a client reference that resolves to a lazy one.
 *
 * `ownBoundary`: the island hydrates apart, so the rest of the page does not wait for its code. Only where what
 * its boundary shows meanwhile never moves the page: islands of the root layout (a client-side navigation keeps
 * the layout), islands that draw nothing until the reader acts, and islands with a `fallback`, a look of their own
 * size that a page drawn by a client-side navigation shows until the code has come.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { ownBoundary = false, fallback: Fallback }: { ownBoundary?: boolean; fallback?: ComponentType<P> } = {},
): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  return function LazyIsland(props: P) {
    const island = <Island {...props} />;
    if (!ownBoundary) return island;
    return <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>{island}</Suspense>;
  };
}
