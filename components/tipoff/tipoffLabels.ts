import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { intlLocale } from '@/lib/i18n/locales';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { Tipoff } from '@/lib/api/tipoffModel';
import type { TipoffStatus } from '@/lib/contract/tipoffs';
import type { TipoffLabels } from '@/components/tipoff/TipoffBody';
import { STATE_KEY } from '@/components/tipoff/tipoffStates';

/** What the tip-off screens say around a tip-off: its state, its time as written, its media's names. */
export async function tipoffLabels() {
  const [t, tRoutes, format, locale, timeZone] = await Promise.all([
    getTranslations('tipoff'),
    getTranslations('routes'),
    getSiteFormatter(),
    getLocale(),
    getTimeZone(),
  ]);
  const state = (status: TipoffStatus) => t(STATE_KEY[status]);
  return {
    t,
    state,
    /** What the browser needs to write a time as `time` does. */
    clock: { locale: intlLocale(locale), timeZone },
    time: (time: number) => ({
      iso: new Date(time).toISOString(),
      text: format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    of: (tipoff: Tipoff): TipoffLabels => ({
      heading: tRoutes('tipoffDetail'),
      state: state(tipoff.status),
      reason: t('reason', { reason: tipoff.reason }),
      by: t('by', { name: tipoff.name }),
      picture: (n) => t('picture', { n }),
      video: (n) => t('video', { n }),
      audio: (n) => t('audio', { n }),
    }),
  };
}
