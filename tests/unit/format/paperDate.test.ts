import {
  formatPaperDate,
  formatPaperMonth,
  parsePaperDate,
  parsePaperMonth,
  shiftMonth,
} from '@/lib/format/paperDate';

describe('paper dates', () => {
  it.each([
    ['2025-05-01', '2025-05-01'],
    ['20250501', '2025-05-01'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', null],
    ['20250230', null],
    ['2025-5-1', null],
    ['2025-05-01x', null],
    ['2025/05/01', null],
    ['', null],
  ])('%j is the date %j', (text, date) => {
    expect(parsePaperDate(text)).toBe(date);
  });

  it('accepts months 01 to 12 only', () => {
    expect(parsePaperMonth('2025-05')).toBe('2025-05');
    expect(parsePaperMonth('2025-00')).toBeNull();
    expect(parsePaperMonth('2025-13')).toBeNull();
    expect(parsePaperMonth('2025-5')).toBeNull();
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-05', 0)).toBe('2025-05');
    expect(shiftMonth('2025-05', -17)).toBe('2023-12');
  });

  it('writes the date of the edition itself in every time zone', () => {
    expect(formatPaperDate('2025-05-01', 'zh-CN')).toBe('2025年5月1日');
    expect(formatPaperDate('2025-05-01', 'en')).toBe('May 1, 2025');
    expect(formatPaperMonth('2025-05', 'zh-CN')).toBe('2025年5月');
  });
});
