/**
 * Publish times as the spec's section 9 describes them: "just now under 1 minute, then minutes, hours,
 * days, weeks, months, years, by configured style 1 to 7".
 *
 * | style | shows                                                                     | example          |
 * | ----- | ------------------------------------------------------------------------- | ---------------- |
 * | 1     | relative throughout: just now, minutes, hours, days, weeks, months, years | 3周前            |
 * | 2     | relative under 7 days (up to days), then `MM-DD`                          | 03-08            |
 * | 3     | relative under 24 hours (up to hours), then `MM-DD HH:mm`                 | 03-08 09:05      |
 * | 4     | always `YYYY-MM-DD HH:mm`                                                 | 2024-03-08 09:05 |
 * | 5     | always `YYYY-MM-DD`                                                       | 2024-03-08       |
 * | 6     | `MM-DD HH:mm` within the current year, else `YYYY-MM-DD`                  | 03-08 09:05      |
 * | 7     | relative under 48 hours (so 1天前 still shows), then `labels.longDate`    | 2024年03月08日   |
 *
 * Units step down by elapsed time, not calendar days: under 60 s just now, under 60 min minutes, under 24 h
 * hours, under 7 days days, under 30 days weeks, under 365 days months (30-day months), then years (365
 * days). Every unit is floored, so 59 s is just now and 23 h 59 min is 23 hours.
 *
 * In the relative styles a publish time later than `now` (clock skew between server and reader) counts as
 * just now; the absolute styles show the date as it is. Unparseable times give ''.
 *
 * Absolute dates are computed in an IANA time zone (the site's, next-intl's `timeZone` of lib/i18n/request.ts)
 * rather than the process's zone, so a server in UTC and a reader's browser elsewhere render the same text and
 * React hydration does not mismatch.
 */

export type RelativeTimeStyle = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A template where `{n}` is replaced by the count, or a function for languages that need plural forms. */
export type CountTemplate = string | ((n: number) => string);

export interface RelativeTimeLabels {
  justNow: string;
  minutes: CountTemplate;
  hours: CountTemplate;
  days: CountTemplate;
  weeks: CountTemplate;
  months: CountTemplate;
  years: CountTemplate;
  /** Style 7's absolute date; `{YYYY}`, `{MM}` and `{DD}` are replaced. Defaults to `{YYYY}年{MM}月{DD}日`. */
  longDate?: string;
}

export const cnRelativeLabels: RelativeTimeLabels = {
  justNow: '刚刚',
  minutes: '{n}分钟前',
  hours: '{n}小时前',
  days: '{n}天前',
  weeks: '{n}周前',
  months: '{n}个月前',
  years: '{n}年前',
  longDate: '{YYYY}年{MM}月{DD}日',
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The ECMAScript time value range; outside it a Date is invalid and Intl throws.
const MAX_TIME = 8.64e15;

type Unit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

function elapsedUnit(ms: number): { unit: Unit; n: number } | null {
  if (ms < MINUTE) return null;
  if (ms < HOUR) return { unit: 'minutes', n: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hours', n: Math.floor(ms / HOUR) };
  const days = Math.floor(ms / DAY);
  if (days < 7) return { unit: 'days', n: days };
  if (days < 30) return { unit: 'weeks', n: Math.floor(days / 7) };
  if (days < 365) return { unit: 'months', n: Math.floor(days / 30) };
  return { unit: 'years', n: Math.floor(days / 365) };
}

// How long each style stays relative before switching to its absolute form. The always-absolute styles
// use -Infinity rather than 0 so that future times (a negative age) are not mistaken for just now.
const NEVER = Number.NEGATIVE_INFINITY;
const RELATIVE_UNDER: Record<RelativeTimeStyle, number> = {
  1: Number.POSITIVE_INFINITY,
  2: 7 * DAY,
  3: DAY,
  4: NEVER,
  5: NEVER,
  6: NEVER,
  7: 2 * DAY,
};

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat is costly and lists render hundreds of times, so one is kept per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallTime(epochMs: number, timeZone: string): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (Object.hasOwn(wall, part.type)) wall[part.type as keyof WallTime] = Number(part.value);
  }
  return wall;
}

function wallAsUtc(w: WallTime, ms = 0): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, ms);
}

function zoneOffset(epochMs: number, timeZone: string): number {
  const wholeSeconds = epochMs - (((epochMs % SECOND) + SECOND) % SECOND);
  return wallAsUtc(wallTime(epochMs, timeZone)) - wholeSeconds;
}

function wallToEpoch(w: WallTime, ms: number, timeZone: string): number {
  const guess = wallAsUtc(w, ms);
  const first = guess - zoneOffset(guess, timeZone);
  // The offset at `guess` can be the one from before a daylight-saving change; the offset at `first` is the
  // one in force at the answer.
  return guess - zoneOffset(first, timeZone);
}

// Servers send zone-less local times such as '2024-03-08 09:05:00'. Date.parse would read those in the
// process's own zone, so they are read in the configured zone instead.
const ZONELESS =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?)?$/;
// Only ISO 8601 with an explicit zone goes to Date.parse: every engine reads it the same way.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function parseZoneless(text: string, timeZone: string): number | null {
  const m = ZONELESS.exec(text);
  if (!m) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = ''] = m;
  const wall: WallTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  // Date.UTC rolls 2024-02-30 over to March 1; a round trip rejects such dates instead.
  const check = new Date(wallAsUtc(wall));
  const valid =
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() === wall.month - 1 &&
    check.getUTCDate() === wall.day &&
    check.getUTCHours() === wall.hour &&
    check.getUTCMinutes() === wall.minute &&
    check.getUTCSeconds() === wall.second;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return valid ? wallToEpoch(wall, ms, timeZone) : null;
}

/**
 * Reads a time as epoch milliseconds: a Date, epoch milliseconds (a number or a digit string), a zone-less
 * `YYYY-MM-DD[ HH:mm[:ss[.SSS]]]` (also with `/` or `.` between date parts, or `T` before the time) read in
 * `timeZone`, or ISO 8601 with `Z` or an offset. Anything else gives null, including free-form strings that
 * Date.parse would read differently from one engine or process zone to another.
 */
export function toEpochMs(value: Date | number | string, timeZone: string): number | null {
  let ms: number | null = null;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d+$/.test(text)) ms = Number(text);
    else if (ISO_WITH_ZONE.test(text)) ms = Date.parse(text);
    else ms = parseZoneless(text, timeZone);
  }
  return ms !== null && Number.isFinite(ms) && Math.abs(ms) <= MAX_TIME ? ms : null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function fillCount(template: CountTemplate, n: number): string {
  return typeof template === 'function' ? template(n) : template.replaceAll('{n}', String(n));
}

function absolute(
  style: RelativeTimeStyle,
  w: WallTime,
  nowYear: number,
  labels: RelativeTimeLabels,
): string {
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  const monthDay = `${pad(w.month)}-${pad(w.day)}`;
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  switch (style) {
    case 2:
      return monthDay;
    case 3:
      return `${monthDay} ${clock}`;
    case 4:
      return `${date} ${clock}`;
    case 5:
      return date;
    case 6:
      return w.year === nowYear ? `${monthDay} ${clock}` : date;
    default:
      return (labels.longDate ?? cnRelativeLabels.longDate ?? '')
        .replaceAll('{YYYY}', pad(w.year, 4))
        .replaceAll('{MM}', pad(w.month))
        .replaceAll('{DD}', pad(w.day));
  }
}

/**
 * Formats a publish time against `now` in one of the seven styles above. A style outside 1–7 (from
 * unchecked config) falls back to style 1. An unknown time zone throws RangeError, since that is a
 * programming error rather than bad data.
 */
export function formatRelativeTime(
  publish: Date | number | string,
  now: Date | number,
  style: RelativeTimeStyle,
  labels: RelativeTimeLabels,
  timeZone: string,
): string {
  // Validate the zone first so a bad zone fails loudly even on the relative path.
  formatterFor(timeZone);
  const publishMs = toEpochMs(publish, timeZone);
  const nowMs = toEpochMs(now, timeZone);
  if (publishMs === null || nowMs === null) return '';

  const safeStyle: RelativeTimeStyle = style in RELATIVE_UNDER ? style : 1;
  const ago = nowMs - publishMs;
  if (ago < RELATIVE_UNDER[safeStyle]) {
    const elapsed = elapsedUnit(ago);
    return elapsed ? fillCount(labels[elapsed.unit], elapsed.n) : labels.justNow;
  }
  return absolute(safeStyle, wallTime(publishMs, timeZone), wallTime(nowMs, timeZone).year, labels);
}
