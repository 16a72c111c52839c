import { searchMarkedParts, searchMatchRanges } from '@/lib/format/searchMarks';

const marked = (text: string, keyword: string) =>
  searchMarkedParts(text, keyword)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('search marks', () => {
  it('find a Chinese phrase wherever it stands, every time', () => {
    expect(searchMatchRanges('临江港一季度吞吐量增长，临江港区上线智能闸口', '临江港')).toEqual([
      [0, 3],
      [12, 15],
    ]);
  });

  it('find each word of a keyword, a single Chinese character included', () => {
    expect(marked('港区上线智能闸口 通关更快', '闸口 港')).toEqual(['港', '闸口']);
  });

  it('find a Latin word only whole, whatever its case or width', () => {
    expect(marked('The report says the Port of Linjiang grew; PORT traffic too', 'port')).toEqual([
      'Port',
      'PORT',
    ]);
    expect(marked('Linjiang Port', 'ｐｏｒｔ')).toEqual(['Port']);
    expect(marked('5G网络覆盖', '5g')).toEqual(['5G']);
    expect(marked('passport', 'port')).toEqual([]);
  });

  it('map a match back onto the original characters when normalising changes their length', () => {
    const text = 'Ｌｉｎｊｉａｎｇ港 and 𠀋 café';
    expect(marked(text, 'linjiang')).toEqual(['Ｌｉｎｊｉａｎｇ']);
    expect(marked(text, '𠀋')).toEqual(['𠀋']);
    expect(marked('cafe\u0301 latte', 'café')).toEqual(['cafe\u0301']);
  });

  it('merge overlapping matches into one mark', () => {
    expect(searchMatchRanges('临江港区', '临江 江港')).toEqual([[0, 3]]);
  });

  it('keep every character, in order, marked or not', () => {
    const text = '…前文港区上线的智能闸口让通关更快…';
    const parts = searchMarkedParts(text, '智能闸口');
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts).toEqual([
      { text: '…前文港区上线的', marked: false },
      { text: '智能闸口', marked: true },
      { text: '让通关更快…', marked: false },
    ]);
  });

  it('mark nothing for a keyword with nothing searchable, or a word too long to be searched', () => {
    expect(searchMarkedParts('临江！', '！？')).toEqual([{ text: '临江！', marked: false }]);
    const long = 'a'.repeat(65);
    expect(searchMatchRanges(`x ${long} y`, long)).toEqual([]);
    expect(searchMarkedParts('', '临江')).toEqual([]);
  });
});
