import {
  DEFAULT_WORDS_PER_MINUTE,
  WORD_COUNT_TEMPLATE,
  countWords,
  htmlToText,
  readingMinutes,
  wordCountLine,
} from '@/lib/format/wordCount';

describe('countWords', () => {
  it('counts nothing in empty input', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(undefined)).toBe(0);
    expect(countWords('<p> </p><br/>')).toBe(0);
  });

  it('counts each Chinese character and ignores CJK punctuation', () => {
    expect(countWords('你好，世界。')).toBe(4);
    expect(countWords('“新闻”——《日报》！')).toBe(4);
  });

  it('counts Japanese kana one each', () => {
    expect(countWords('ひらがなカタカナ')).toBe(8);
  });

  it('counts Latin words and number runs as one each', () => {
    expect(countWords('Hello, world!')).toBe(2);
    expect(countWords('The 2024 budget')).toBe(3);
    expect(countWords('don’t e-mail me at 3.14 or 1,000 times')).toBe(8);
  });

  it('does not join words across a full stop or comma', () => {
    expect(countWords('end.Start one,two')).toBe(4);
  });

  it('mixes CJK characters and Latin words', () => {
    expect(countWords('新华社北京5G网络覆盖了100%的城市')).toBe(15);
    expect(countWords('使用iPhone15拍摄')).toBe(5);
  });

  it('counts letters of other scripts as words', () => {
    expect(countWords('Привет мир')).toBe(2);
    expect(countWords('café naïve')).toBe(2);
  });

  it('strips tags, treating them as word breaks', () => {
    expect(countWords('<p>alpha</p><p>beta</p>')).toBe(2);
    expect(countWords('<p class="lead" data-x="1">新闻</p>')).toBe(2);
    expect(countWords('<img src="a.jpg" alt="many words here">')).toBe(0);
    expect(countWords('<!DOCTYPE html><p>one</p>')).toBe(1);
  });

  it('leaves out scripts, styles and comments', () => {
    expect(countWords('<script>var a = "hidden words";</script>可见')).toBe(2);
    expect(countWords('<style>p { color: red }</style>ok')).toBe(1);
    expect(countWords('<!-- 隐藏的注释 -->正文')).toBe(2);
    expect(countWords('正文<!-- unterminated comment')).toBe(2);
  });

  it('decodes entities without turning them into tags', () => {
    expect(countWords('a&nbsp;b')).toBe(2);
    // The escaped markup is visible text '<p>tag</p>': p, tag, p.
    expect(countWords('&lt;p&gt;tag&lt;/p&gt;')).toBe(3);
    expect(countWords('&#20013;&#x6587;')).toBe(2);
    expect(countWords('Tom&amp;Jerry')).toBe(2);
  });

  it('keeps words whole around unknown named entities and drops lone symbols', () => {
    expect(countWords('r&eacute;sum&eacute;')).toBe(1);
    expect(countWords('&copy; 2024')).toBe(1);
  });

  it('leaves a bare ampersand alone', () => {
    expect(countWords('AT&T')).toBe(2);
    expect(htmlToText('AT&T')).toBe('AT&T');
  });
});

describe('htmlToText', () => {
  it('replaces tags by spaces and decodes entities', () => {
    expect(htmlToText('<p>a&amp;b</p>')).toBe(' a&b ');
  });

  it('drops out-of-range numeric entities', () => {
    expect(htmlToText('x&#0;y&#x110000;z')).toBe('xyz');
  });
});

describe('readingMinutes', () => {
  it('defaults to 400 words a minute', () => {
    expect(DEFAULT_WORDS_PER_MINUTE).toBe(400);
  });

  it.each([
    [0, 1],
    [1, 1],
    [400, 1],
    [401, 2],
    [800, 2],
    [801, 3],
  ])('%p words → %p minutes', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it('uses a custom speed', () => {
    expect(readingMinutes(200, 100)).toBe(2);
    expect(readingMinutes(201, 100)).toBe(3);
  });

  it('treats bad word counts as none, so one minute', () => {
    expect(readingMinutes(-50)).toBe(1);
    expect(readingMinutes(Number.NaN)).toBe(1);
    expect(readingMinutes(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects the speed %p', (speed) => {
    expect(() => readingMinutes(100, speed)).toThrow(RangeError);
  });
});

describe('wordCountLine', () => {
  it('fills the spec template by default', () => {
    expect(WORD_COUNT_TEMPLATE).toBe('全文{wordCount}个字 阅读约需{time}分钟');
    expect(wordCountLine(1234)).toBe('全文1234个字 阅读约需4分钟');
    expect(wordCountLine(0)).toBe('全文0个字 阅读约需1分钟');
  });

  it('fills a translated template', () => {
    expect(wordCountLine(900, '{wordCount} words, about {time} min')).toBe('900 words, about 3 min');
  });

  it('replaces every placeholder occurrence', () => {
    expect(wordCountLine(10, '{time}/{time} {wordCount}{wordCount}')).toBe('1/1 1010');
  });

  it('passes the reading speed through', () => {
    expect(wordCountLine(300, '{time}', 100)).toBe('3');
  });

  it('shows bad counts as 0 and floors fractions', () => {
    expect(wordCountLine(-5, '{wordCount}|{time}')).toBe('0|1');
    expect(wordCountLine(12.9, '{wordCount}')).toBe('12');
  });
});
