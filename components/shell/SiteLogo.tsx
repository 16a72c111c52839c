import { basePathFrom } from '@/lib/config/env.mjs';

export const LOGO_FALLBACK = '/logo-fallback.svg';

/**
 * The site logo. It needs no code of its own: the shell's first script swaps in the bundled fallback, named by
 * `data-site-logo`, when the configured one fails, even if it failed before that script ran
 * (components/shell/logoFallback.ts).
 */
export function SiteLogo({ src, alt }: { src: string; alt: string }) {
  const fallback = `${basePathFrom()}${LOGO_FALLBACK}`;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the logo comes from the CMS host, any origin
    <img
      src={src || fallback}
      alt={alt}
      width={180}
      height={48}
      style={{ width: 'auto', height: '0.64rem' }}
      data-site-logo={fallback}
      data-fallback={src ? undefined : 'true'}
    />
  );
}
