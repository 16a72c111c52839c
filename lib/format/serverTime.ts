import 'server-only';
import { getMessages, getTimeZone } from 'next-intl/server';
import { formatRelativeTime, type RelativeTimeStyle } from '@/lib/format/relativeTime';
import { timeLabels } from '@/lib/format/timeLabels';

/** A relative-time formatter in the reader's locale and the site's configured style, for server components. */
export async function relativeTimeFormatter(style: number): Promise<(publishtime: number) => string> {
  const [messages, timeZone] = await Promise.all([getMessages(), getTimeZone()]);
  const labels = timeLabels((key) => messages.time[key]);
  const now = Date.now();
  return (publishtime) =>
    publishtime > 0 ? formatRelativeTime(publishtime, now, style as RelativeTimeStyle, labels, timeZone) : '';
}
