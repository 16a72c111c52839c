/** China has one time zone and no daylight saving, so its dates are UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The calendar date (yyyy-MM-dd) in China at an instant: papers and search statistics go by it. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date that exists (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The instant of a time of day (hh:mm) on a China date. */
export function chinaTime(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** The China date `days` after (or before, when negative) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
