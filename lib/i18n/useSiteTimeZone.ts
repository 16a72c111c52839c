'use client';

import { useTimeZone } from 'next-intl';

/**
 * The site's time zone in an island below next-intl's provider, which a server component renders with the
 * request config's (lib/i18n/request.ts); a provider without one is a programming error.
 */
export function useSiteTimeZone(): string {
  const timeZone = useTimeZone();
  if (!timeZone) throw new Error('NextIntlClientProvider gave no time zone');
  return timeZone;
}
