import { toColumns } from '@/lib/api/columns';
import { asFlag, asNumber, asString } from '@/lib/api/mapping';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));

describe('untrusted JSON readers', () => {
  it('reads numbers from numbers and numeric strings only', () => {
    expect(asNumber('12')).toBe(12);
    expect(asNumber(3.5)).toBe(3.5);
    expect(asNumber('abc', 4)).toBe(4);
    expect(asNumber(' ', 4)).toBe(4);
    expect(asNumber(NaN, 4)).toBe(4);
    expect(asNumber(null)).toBe(0);
  });

  it('reads flags the way the CMS writes them', () => {
    expect([1, '1', true].map(asFlag)).toEqual([true, true, true]);
    expect([0, '0', false, 'true', null, 2].map(asFlag)).toEqual([false, false, false, false, false, false]);
  });

  it('reads strings and stringifies numbers', () => {
    expect(asString(5)).toBe('5');
    expect(asString({}, 'x')).toBe('x');
  });
});

describe('columns', () => {
  it('drops the column styles the local filter hides and columns without an id', () => {
    const columns = toColumns([
      { columnId: 1, name: '要闻', columnStyle: 201 },
      { columnId: 2, name: 'hidden', columnStyle: 205 },
      { columnId: 3, name: 'hidden', columnStyle: '215' },
      { columnId: 4, name: 'hidden', columnStyle: 410 },
      { name: 'no id' },
      'garbage',
      {
        columnId: 5,
        name: '本地',
        children: [
          { columnId: 6, name: '区县' },
          { columnId: 7, columnStyle: 410 },
        ],
      },
    ]);
    expect(columns.map((c) => c.columnId)).toEqual([1, 5]);
    expect(columns[1]?.children.map((c) => c.name)).toEqual(['区县']);
  });

  it('maps garbage to an empty list', () => {
    expect(toColumns(null)).toEqual([]);
    expect(toColumns({ list: 1 })).toEqual([]);
  });
});
