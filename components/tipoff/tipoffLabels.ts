import { getTranslations } from 'next-intl/server';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { Tipoff } from '@/lib/api/tipoffModel';
import { TIPOFF_STATUS, type TipoffStatus } from '@/lib/contract/tipoffs';
import type { TipoffLabels } from '@/components/tipoff/TipoffBody';

const STATE_KEY: Record<TipoffStatus, 'pending' | 'approved' | 'rejected'> = {
  [TIPOFF_STATUS.pending]: 'pending',
  [TIPOFF_STATUS.approved]: 'approved',
  [TIPOFF_STATUS.rejected]: 'rejected',
};

/** What the tip-off screens say around a tip-off: its state, its time as written, its media's names. */
export async function tipoffLabels() {
  const [t, tRoutes, format] = await Promise.all([
    getTranslations('tipoff'),
    getTranslations('routes'),
    getSiteFormatter(),
  ]);
  const state = (status: TipoffStatus) => t(STATE_KEY[status]);
  return {
    t,
    state,
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
