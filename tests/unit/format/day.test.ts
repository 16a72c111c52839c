import { formatDay } from '@/lib/format/day';

describe('a moment’s day', () => {
  it('is China’s calendar day in the reader’s language', () => {
    // 20:00 UTC is already the next day in Shanghai.
    const moment = Date.parse('2025-06-01T20:00:00Z');
    expect(formatDay(moment, 'zh-CN')).toBe('2025年6月2日');
    expect(formatDay(moment, 'en')).toBe('Jun 2, 2025');
    expect(formatDay(moment, 'fr')).toBe('2 juin 2025');
  });
});
