import type { RelativeTimeLabels } from '@/lib/format/relativeTime';

/** The `time` message namespace as the labels formatRelativeTime takes (`{n}` stays a placeholder). */
export function timeLabels(
  t: (key: 'justNow' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years') => string,
) {
  return {
    justNow: t('justNow'),
    minutes: t('minutes'),
    hours: t('hours'),
    days: t('days'),
    weeks: t('weeks'),
    months: t('months'),
    years: t('years'),
  } satisfies RelativeTimeLabels;
}
