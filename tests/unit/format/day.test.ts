import { formatDay, formatDayTime } from '@/lib/format/day';

describe('a moment’s day', () => {
  // 20:00 UTC is already the next day in Shanghai.
  const moment = Date.parse('2025-06-01T20:00:00Z');

  it('is the calendar day of the time zone it is given, in the reader’s language', () => {
    const timeZone = 'Asia/Shanghai';
    expect(formatDay(moment, { lang: 'zh-CN', timeZone })).toBe('2025年6月2日');
    expect(formatDay(moment, { lang: 'en', timeZone })).toBe('Jun 2, 2025');
    expect(formatDay(moment, { lang: 'fr', timeZone })).toBe('2 juin 2025');
    expect(formatDay(moment, { lang: 'en', timeZone: 'UTC' })).toBe('Jun 1, 2025');
  });

  it('gives a start time as its day and hour in that zone', () => {
    const timeZone = 'Asia/Shanghai';
    expect(formatDayTime(moment, { lang: 'zh-CN', timeZone })).toBe('6/2 04:00');
    expect(formatDayTime(moment, { lang: 'en', timeZone: 'UTC' })).toBe('6/1, 08:00 PM');
  });
});
