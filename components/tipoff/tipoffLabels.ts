import { getTranslations } from '@/lib/i18n/translations';
import { formatMoment } from '@/lib/format/day';
import type { Tipoff } from '@/lib/api/tipoffModel';
import type { TipoffStatus } from '@/lib/contract/tipoffs';
import type { TipoffLabels } from '@/components/tipoff/TipoffBody';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import { STATE_KEY } from '@/components/tipoff/tipoffStates';

/** What the tip-off screens say around a tip-off: its state, its time as written, its media's names. */
export async function tipoffLabels() {
  const [t, tRoutes, day] = await Promise.all([
    getTranslations('tipoff'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  const state = (status: TipoffStatus) => t(STATE_KEY[status]);
  return {
    t,
    state,
    /** What an island needs to write a time as `time` does. */
    day,
    time: (time: number) => ({ iso: new Date(time).toISOString(), text: formatMoment(time, day) }),
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
