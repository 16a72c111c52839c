import {
  cnRelativeLabels,
  formatRelativeTime as formatIn,
  toEpochMs as epochIn,
  type RelativeTimeLabels,
  type RelativeTimeStyle,
} from '@/lib/format/relativeTime';

/** The site's zone (next-intl's request config, lib/i18n/request.ts), unless a test names another. */
const SHANGHAI = 'Asia/Shanghai';
const formatRelativeTime = (
  publish: Date | number | string,
  now: Date | number,
  style: RelativeTimeStyle,
  labels = cnRelativeLabels,
  zone = SHANGHAI,
) => formatIn(publish, now, style, labels, zone);
const toEpochMs = (value: Date | number | string, zone = SHANGHAI) => epochIn(value, zone);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// 2024-06-15 12:00:00 in Asia/Shanghai (UTC+8).
const NOW = Date.UTC(2024, 5, 15, 4, 0, 0);
const ago = (ms: number): number => NOW - ms;

const enLabels: RelativeTimeLabels = {
  justNow: 'just now',
  minutes: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
  hours: '{n} h ago',
  days: '{n} d ago',
  weeks: '{n} w ago',
  months: '{n} mo ago',
  years: '{n} y ago',
  longDate: '{DD}/{MM}/{YYYY}',
};

// Runs `fn` with the process in another zone, to prove output does not depend on where it runs.
function inProcessZone<T>(zone: string, fn: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('formatRelativeTime style 1 (fully relative)', () => {
  it.each([
    ['0 s', 0, '刚刚'],
    ['59 s', 59 * SECOND, '刚刚'],
    ['59.999 s', MINUTE - 1, '刚刚'],
    ['60 s', MINUTE, '1分钟前'],
    ['59 min', 59 * MINUTE, '59分钟前'],
    ['59 min 59 s', HOUR - SECOND, '59分钟前'],
    ['60 min', HOUR, '1小时前'],
    ['23 h', 23 * HOUR, '23小时前'],
    ['23 h 59 min', DAY - MINUTE, '23小时前'],
    ['24 h', DAY, '1天前'],
    ['6 d', 6 * DAY, '6天前'],
    ['6 d 23 h', 7 * DAY - HOUR, '6天前'],
    ['7 d', 7 * DAY, '1周前'],
    ['13 d', 13 * DAY, '1周前'],
    ['14 d', 14 * DAY, '2周前'],
    ['29 d', 29 * DAY, '4周前'],
    ['30 d', 30 * DAY, '1个月前'],
    ['59 d', 59 * DAY, '1个月前'],
    ['60 d', 60 * DAY, '2个月前'],
    ['364 d', 364 * DAY, '12个月前'],
    ['365 d', 365 * DAY, '1年前'],
    ['729 d', 729 * DAY, '1年前'],
    ['730 d', 730 * DAY, '2年前'],
  ])('%s ago → %s', (_label, elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 1)).toBe(expected);
  });

  it('counts future times (clock skew) as just now', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW, 1)).toBe('刚刚');
    expect(formatRelativeTime(NOW + 400 * DAY, NOW, 1)).toBe('刚刚');
  });

  it('defaults to the Chinese labels', () => {
    expect(formatRelativeTime(ago(3 * HOUR), NOW, 1)).toBe(
      formatRelativeTime(ago(3 * HOUR), NOW, 1, cnRelativeLabels),
    );
    expect(cnRelativeLabels.justNow).toBe('刚刚');
  });

  it('fills string templates and calls function labels', () => {
    expect(formatRelativeTime(ago(30 * SECOND), NOW, 1, enLabels)).toBe('just now');
    expect(formatRelativeTime(ago(MINUTE), NOW, 1, enLabels)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * MINUTE), NOW, 1, enLabels)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(5 * HOUR), NOW, 1, enLabels)).toBe('5 h ago');
    expect(formatRelativeTime(ago(3 * DAY), NOW, 1, enLabels)).toBe('3 d ago');
    expect(formatRelativeTime(ago(21 * DAY), NOW, 1, enLabels)).toBe('3 w ago');
    expect(formatRelativeTime(ago(90 * DAY), NOW, 1, enLabels)).toBe('3 mo ago');
    expect(formatRelativeTime(ago(1100 * DAY), NOW, 1, enLabels)).toBe('3 y ago');
  });

  it('replaces every {n} in a template', () => {
    const labels = { ...cnRelativeLabels, hours: '{n}h ({n})' };
    expect(formatRelativeTime(ago(2 * HOUR), NOW, 1, labels)).toBe('2h (2)');
  });
});

describe('formatRelativeTime absolute styles', () => {
  // 2024-06-08 04:05 in Shanghai is still 2024-06-07 in UTC, so a UTC-based formatter would fail here.
  const lastWeek = Date.UTC(2024, 5, 7, 20, 5);

  it('style 2 is relative up to days, then MM-DD', () => {
    expect(formatRelativeTime(ago(59 * SECOND), NOW, 2)).toBe('刚刚');
    expect(formatRelativeTime(ago(5 * HOUR), NOW, 2)).toBe('5小时前');
    expect(formatRelativeTime(ago(7 * DAY - MINUTE), NOW, 2)).toBe('6天前');
    expect(formatRelativeTime(ago(7 * DAY), NOW, 2)).toBe('06-08');
    expect(formatRelativeTime(lastWeek, NOW, 2)).toBe('06-08');
  });

  it('style 3 is relative up to hours, then MM-DD HH:mm', () => {
    expect(formatRelativeTime(ago(10 * MINUTE), NOW, 3)).toBe('10分钟前');
    expect(formatRelativeTime(ago(DAY - MINUTE), NOW, 3)).toBe('23小时前');
    expect(formatRelativeTime(ago(DAY), NOW, 3)).toBe('06-14 12:00');
    expect(formatRelativeTime(lastWeek, NOW, 3)).toBe('06-08 04:05');
  });

  it('style 4 is always YYYY-MM-DD HH:mm, even for a moment ago or the future', () => {
    expect(formatRelativeTime(ago(10 * SECOND), NOW, 4)).toBe('2024-06-15 11:59');
    expect(formatRelativeTime(NOW + HOUR, NOW, 4)).toBe('2024-06-15 13:00');
    expect(formatRelativeTime(lastWeek, NOW, 4)).toBe('2024-06-08 04:05');
  });

  it('style 5 is always YYYY-MM-DD', () => {
    expect(formatRelativeTime(ago(10 * SECOND), NOW, 5)).toBe('2024-06-15');
    expect(formatRelativeTime(lastWeek, NOW, 5)).toBe('2024-06-08');
  });

  it('style 6 drops the year only within the current year of the time zone', () => {
    // 2024-01-01 00:30 in Shanghai, still 2023 in UTC.
    expect(formatRelativeTime(Date.UTC(2023, 11, 31, 16, 30), NOW, 6)).toBe('01-01 00:30');
    // 2023-12-31 23:59 in Shanghai.
    expect(formatRelativeTime(Date.UTC(2023, 11, 31, 15, 59), NOW, 6)).toBe('2023-12-31');
    expect(formatRelativeTime(ago(30 * SECOND), NOW, 6)).toBe('06-15 11:59');
  });

  it('style 7 is relative up to 1 day, then the long date', () => {
    expect(formatRelativeTime(ago(30 * SECOND), NOW, 7)).toBe('刚刚');
    expect(formatRelativeTime(ago(DAY - MINUTE), NOW, 7)).toBe('23小时前');
    expect(formatRelativeTime(ago(2 * DAY - MINUTE), NOW, 7)).toBe('1天前');
    expect(formatRelativeTime(ago(2 * DAY), NOW, 7)).toBe('2024年06月13日');
    expect(formatRelativeTime(lastWeek, NOW, 7)).toBe('2024年06月08日');
  });

  it('style 7 takes the long date from the labels, falling back to the Chinese one', () => {
    expect(formatRelativeTime(lastWeek, NOW, 7, enLabels)).toBe('08/06/2024');
    const withoutLongDate: RelativeTimeLabels = { ...enLabels, longDate: undefined };
    expect(formatRelativeTime(lastWeek, NOW, 7, withoutLongDate)).toBe('2024年06月08日');
  });

  it('relative styles treat future times as just now', () => {
    for (const style of [2, 3, 7] as const) {
      expect(formatRelativeTime(NOW + 10 * DAY, NOW, style)).toBe('刚刚');
    }
  });

  it('pads years below 1000 to four digits', () => {
    expect(formatRelativeTime(Date.UTC(999, 0, 1, 4), NOW, 5, cnRelativeLabels, 'UTC')).toBe('0999-01-01');
  });

  it.each([0, 8, 2.5, Number.NaN])('falls back to style 1 for the unknown style %p', (style) => {
    const unknown = style as RelativeTimeStyle;
    expect(formatRelativeTime(ago(8 * DAY), NOW, unknown)).toBe('1周前');
    expect(formatRelativeTime(ago(400 * DAY), NOW, unknown)).toBe('1年前');
  });
});

describe('formatRelativeTime time zones', () => {
  const publish = Date.UTC(2024, 5, 7, 20, 5);

  it('formats in the zone it is given', () => {
    expect(formatRelativeTime(publish, NOW, 4, cnRelativeLabels, 'UTC')).toBe('2024-06-07 20:05');
    expect(formatRelativeTime(publish, NOW, 4, cnRelativeLabels, 'America/New_York')).toBe(
      '2024-06-07 16:05',
    );
  });

  it('gives the same text whatever zone the process runs in', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      inProcessZone(zone, () => {
        expect(formatRelativeTime(publish, NOW, 4)).toBe('2024-06-08 04:05');
        expect(formatRelativeTime('2024-06-08 04:05:00', NOW, 4)).toBe('2024-06-08 04:05');
      });
    }
  });

  it('throws RangeError for an unknown zone, even on the relative path', () => {
    expect(() => formatRelativeTime(ago(HOUR), NOW, 1, cnRelativeLabels, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => formatRelativeTime(publish, NOW, 4, cnRelativeLabels, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatRelativeTime inputs', () => {
  it('accepts a Date, epoch milliseconds and a digit string alike', () => {
    const publish = ago(3 * HOUR);
    expect(formatRelativeTime(new Date(publish), new Date(NOW), 1)).toBe('3小时前');
    expect(formatRelativeTime(publish, NOW, 1)).toBe('3小时前');
    expect(formatRelativeTime(String(publish), NOW, 1)).toBe('3小时前');
  });

  it('reads zone-less strings as Shanghai wall time', () => {
    expect(formatRelativeTime('2024-06-15 11:59:01', NOW, 1)).toBe('刚刚');
    expect(formatRelativeTime('2024-06-15 11:59:00', NOW, 1)).toBe('1分钟前');
    expect(formatRelativeTime('2024-06-15 09:00', NOW, 1)).toBe('3小时前');
  });

  it('accepts ISO strings with a zone', () => {
    expect(formatRelativeTime('2024-06-15T01:00:00Z', NOW, 1)).toBe('3小时前');
    expect(formatRelativeTime('2024-06-15T09:00:00+08:00', NOW, 1)).toBe('3小时前');
  });

  it.each([
    ['an empty string', ''],
    ['a word', 'yesterday'],
    ['a free-form date', 'June 15, 2024'],
    ['an impossible day', '2024-02-30 10:00:00'],
    ['an impossible month', '2024-13-01'],
    ['an impossible hour', '2024-06-15 24:00'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date('nope')],
    ['a time beyond the Date range', 8.64e15 + 1],
  ])('gives an empty string for %s', (_label, publish) => {
    for (const style of [1, 4, 7] as const) {
      expect(formatRelativeTime(publish, NOW, style)).toBe('');
    }
  });

  it('gives an empty string when now is invalid', () => {
    expect(formatRelativeTime(ago(HOUR), Number.NaN, 1)).toBe('');
    expect(formatRelativeTime(ago(HOUR), new Date('nope'), 4)).toBe('');
  });
});

describe('toEpochMs', () => {
  it('reads zone-less strings in the given zone', () => {
    expect(toEpochMs('2024-06-15 12:00:00')).toBe(NOW);
    expect(toEpochMs('2024-06-15T12:00:00', 'Asia/Shanghai')).toBe(NOW);
    expect(toEpochMs('2024/6/15 12:00', 'Asia/Shanghai')).toBe(NOW);
    expect(toEpochMs('2024-06-15', 'Asia/Shanghai')).toBe(Date.UTC(2024, 5, 14, 16));
    expect(toEpochMs('2024-06-15 12:00:00', 'UTC')).toBe(Date.UTC(2024, 5, 15, 12));
  });

  it('applies daylight saving time of the zone', () => {
    expect(toEpochMs('2024-07-01 12:00', 'America/New_York')).toBe(Date.UTC(2024, 6, 1, 16));
    expect(toEpochMs('2024-01-01 12:00', 'America/New_York')).toBe(Date.UTC(2024, 0, 1, 17));
    // The first wall time after the spring-forward gap and the last one before it.
    expect(toEpochMs('2024-03-10 03:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 10, 7));
    expect(toEpochMs('2024-03-10 01:59', 'America/New_York')).toBe(Date.UTC(2024, 2, 10, 6, 59));
  });

  it('keeps milliseconds of zone-less strings', () => {
    expect(toEpochMs('2024-06-15 12:00:00.5')).toBe(NOW + 500);
    expect(toEpochMs('2024-06-15 12:00:00.123456')).toBe(NOW + 123);
  });

  it('does not depend on the process zone', () => {
    inProcessZone('America/Los_Angeles', () => {
      expect(toEpochMs('2024-06-15 12:00:00')).toBe(NOW);
    });
  });

  it('accepts a leap day and rejects a non-leap one', () => {
    expect(toEpochMs('2024-02-29', 'UTC')).toBe(Date.UTC(2024, 1, 29));
    expect(toEpochMs('2023-02-29', 'UTC')).toBeNull();
  });

  it('keeps numbers as epoch milliseconds and digit strings likewise', () => {
    expect(toEpochMs(NOW)).toBe(NOW);
    expect(toEpochMs(` ${NOW} `)).toBe(NOW);
    expect(toEpochMs(0)).toBe(0);
    expect(toEpochMs(8.64e15)).toBe(8.64e15);
    expect(toEpochMs(8.64e15 + 1)).toBeNull();
  });
});
