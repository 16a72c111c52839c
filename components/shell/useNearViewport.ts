import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element the ref is on has come within `rootMargin` of the screen (once it has, it stays so): for
 * parts below the fold whose code and data wait until the reader nears them, and that a page can do without: a
 * browser without IntersectionObserver (none the site supports) never shows them.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
