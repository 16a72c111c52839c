import { lazy, type ComponentType } from 'react';

/**
 * A client island whose code loads when a page first renders it, for islands few pages show. The server draws it
 * as usual. No Suspense boundary of its own: hydration keeps the server's HTML until the code has arrived, and a
 * client-side navigation waits for it, so nothing flashes or shifts. A component, not the lazy object itself:
 * React cannot render a client reference that resolves to a lazy one.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  return function LazyIsland(props: P) {
    return <Island {...props} />;
  };
}
