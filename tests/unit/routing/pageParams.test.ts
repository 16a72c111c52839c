import { firstValue, positiveId } from '@/lib/routing/pageParams';

describe('page parameters', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['1e9', null],
    ['12abc', null],
    [' 12', null],
    ['', null],
    ['00012', null],
  ])('%j as an id is %j', (value, id) => {
    expect(positiveId({ id: value }, 'id')).toBe(id);
  });

  it('take the first of repeated values and nothing from missing ones', () => {
    expect(firstValue({ id: ['3', '4'] }, 'id')).toBe('3');
    expect(positiveId({}, 'id')).toBeNull();
  });
});
