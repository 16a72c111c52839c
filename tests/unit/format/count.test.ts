import { DEFAULT_COMMENT_CAP, formatCommentCount, formatCount, formatReadCount } from '@/lib/format/count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k+'],
    [1999, '1k+'],
    [2000, '2k+'],
    [9999, '9k+'],
    [10000, '1w+'],
    [19999, '1w+'],
    [99999, '9w+'],
    [100000, '10w+'],
    [123456789, '12345w+'],
  ])('%p → %p', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it('floors fractional counts instead of rounding them up', () => {
    expect(formatCount(999.9)).toBe('999');
    expect(formatCount(12.5)).toBe('12');
  });

  it.each([
    ['12', '12'],
    [' 1500 ', '1k+'],
    ['10000', '1w+'],
    ['7.8', '7'],
  ])('accepts the numeric string %p', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['a negative number', -1],
    ['a negative string', '-5'],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['a word', 'abc'],
    ['a hex string', '0x10'],
    ['an exponent string', '1e3'],
    ['a number followed by text', '12abc'],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { n: 5 }],
    ['an array', [5]],
  ])('gives 0 for %s', (_label, input) => {
    expect(formatCount(input)).toBe('0');
  });
});

describe('formatReadCount', () => {
  it.each([
    [999, '999'],
    [1000, '1k+'],
    [9999, '9k+'],
    [10000, '1w+'],
    [99999, '9w+'],
    [100000, '10w+'],
    [100001, '10w+'],
    [5_000_000, '10w+'],
  ])('%p → %p', (input, expected) => {
    expect(formatReadCount(input)).toBe(expected);
  });

  it('caps numeric strings too', () => {
    expect(formatReadCount('250000')).toBe('10w+');
  });

  it('gives 0 for bad input', () => {
    expect(formatReadCount(-3)).toBe('0');
    expect(formatReadCount('x')).toBe('0');
    expect(formatReadCount(Number.NaN)).toBe('0');
  });
});

describe('formatCommentCount', () => {
  it('defaults the cap to 999', () => {
    expect(DEFAULT_COMMENT_CAP).toBe(999);
  });

  it.each([
    [0, '0'],
    [998, '998'],
    [999, '999'],
    [1000, '999+'],
    [123456, '999+'],
  ])('%p → %p with the default cap', (input, expected) => {
    expect(formatCommentCount(input)).toBe(expected);
  });

  it('never abbreviates below the cap', () => {
    expect(formatCommentCount(5000, 9999)).toBe('5000');
  });

  it('honours a custom cap at its boundary', () => {
    expect(formatCommentCount(99, 99)).toBe('99');
    expect(formatCommentCount(100, 99)).toBe('99+');
  });

  it('accepts numeric strings and rejects the rest', () => {
    expect(formatCommentCount('42')).toBe('42');
    expect(formatCommentCount('1000')).toBe('999+');
    expect(formatCommentCount('')).toBe('0');
    expect(formatCommentCount(-1)).toBe('0');
    expect(formatCommentCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
