'use client';

import { useEffect, useRef, useState } from 'react';

export const LOGO_FALLBACK = '/logo-fallback.svg';

/** The site logo, replaced by the bundled fallback when it fails, even if it failed before hydration. */
export function SiteLogo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(!src);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- the logo comes from the CMS host, any origin
    <img
      ref={image}
      src={failed ? LOGO_FALLBACK : src}
      alt={alt}
      width={180}
      height={48}
      style={{ width: 'auto', height: '0.64rem' }}
      onError={() => setFailed(true)}
      data-fallback={failed ? 'true' : undefined}
    />
  );
}
