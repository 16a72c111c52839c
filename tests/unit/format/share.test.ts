import {
  SHARE_DESCRIPTION_CHARS,
  byteLength,
  cutByBytes,
  shareDescription,
  shareTitle,
  shareTitleLimit,
} from '@/lib/format/share';

const EMOJI = '😀'; // one code point, two UTF-16 units

describe('shareDescription', () => {
  it('collapses spaces, tabs, newlines and full-width spaces to one space and trims', () => {
    expect(shareDescription('  第一段\n\n第二段\t\u3000 第三段\r\n ')).toBe('第一段 第二段 第三段');
    expect(shareDescription('a\u00a0\u00a0b')).toBe('a b');
  });

  it('gives an empty string for missing or blank text', () => {
    expect(shareDescription(null)).toBe('');
    expect(shareDescription(undefined)).toBe('');
    expect(shareDescription(' \u3000\n')).toBe('');
  });

  it('cuts at 100 characters', () => {
    expect(SHARE_DESCRIPTION_CHARS).toBe(100);
    expect(shareDescription('字'.repeat(100))).toBe('字'.repeat(100));
    expect(shareDescription('字'.repeat(101))).toBe('字'.repeat(100));
    expect(shareDescription('a'.repeat(150))).toHaveLength(100);
  });

  it('counts characters after collapsing whitespace', () => {
    const text = `${'a'.repeat(50)}\n\n\n\n${'b'.repeat(49)}`;
    expect(shareDescription(text)).toBe(`${'a'.repeat(50)} ${'b'.repeat(49)}`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = 'a'.repeat(99) + EMOJI + 'b';
    expect(shareDescription(text)).toBe('a'.repeat(99) + EMOJI);
    expect(shareDescription(EMOJI.repeat(101))).toBe(EMOJI.repeat(100));
  });

  it('drops a space left at the cut', () => {
    expect(shareDescription(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('takes a custom limit', () => {
    expect(shareDescription('abcdef', 3)).toBe('abc');
    expect(shareDescription('abcdef', 0)).toBe('');
  });
});

describe('byteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 4],
    ['a中b', 4],
    ['é', 2],
    ['，', 2],
    [EMOJI, 2],
    ['\u3000', 2],
    ['\u007f', 1],
    ['\u0080', 2],
  ])('%p is %p bytes', (text, bytes) => {
    expect(byteLength(text)).toBe(bytes);
  });
});

describe('cutByBytes', () => {
  it('keeps text that fits exactly', () => {
    expect(cutByBytes('abcdefghij', 10)).toBe('abcdefghij');
    expect(cutByBytes('中文中文中', 10)).toBe('中文中文中');
  });

  it('cuts one byte over the limit, counting the ellipsis', () => {
    expect(cutByBytes('abcdefghijk', 10)).toBe('abcdefg...');
    expect(byteLength(cutByBytes('abcdefghijk', 10))).toBe(10);
  });

  it('never ends with half a wide character', () => {
    // 7 bytes remain for text: three Chinese characters (6 bytes), not three and a half.
    expect(cutByBytes('中文中文中文', 10)).toBe('中文中...');
    expect(cutByBytes('a中文中文中文', 10)).toBe('a中文中...');
  });

  it('never splits a surrogate pair', () => {
    expect(cutByBytes(EMOJI.repeat(6), 10)).toBe(`${EMOJI}${EMOJI}${EMOJI}...`);
    expect(cutByBytes(`abcdef${EMOJI}xyz`, 10)).toBe('abcdef...');
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(cutByBytes('abcdef ghijk', 10)).toBe('abcdef...');
  });

  it('uses a custom ellipsis and its byte width', () => {
    expect(cutByBytes('abcdefghijk', 10, '…')).toBe('abcdefgh…');
    expect(cutByBytes('abcdefghijk', 10, '')).toBe('abcdefghij');
  });

  it('never exceeds a limit smaller than the ellipsis', () => {
    expect(cutByBytes('abcdef', 3)).toBe('...');
    expect(cutByBytes('abcdef', 2)).toBe('..');
    expect(cutByBytes('abcdef', 1, '…')).toBe('');
  });

  it('gives an empty string for no room at all', () => {
    expect(cutByBytes('abc', 0)).toBe('');
    expect(cutByBytes('abc', -5)).toBe('');
    expect(cutByBytes('abc', Number.NaN)).toBe('');
  });

  it('keeps everything under an infinite limit', () => {
    expect(cutByBytes('中'.repeat(1000), Number.POSITIVE_INFINITY)).toBe('中'.repeat(1000));
  });
});

describe('shareTitleLimit', () => {
  it('doubles the character count', () => {
    expect(shareTitleLimit(1)).toBe(2);
    expect(shareTitleLimit(32)).toBe(64);
    expect(shareTitleLimit(12.7)).toBe(24);
  });

  it.each([0, -3, Number.NaN, null, undefined])('treats %p as no limit', (chars) => {
    expect(shareTitleLimit(chars)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('shareTitle', () => {
  const title = '省委召开全体会议研究部署下一阶段重点工作';

  it('uses the WeChat count inside WeChat', () => {
    expect(shareTitle(title, { inWeChat: true, wechatChars: 5, globalChars: 10 })).toBe('省委召...');
  });

  it('uses the global count elsewhere', () => {
    expect(shareTitle(title, { inWeChat: false, wechatChars: 5, globalChars: 10 })).toBe(
      '省委召开全体会议...',
    );
  });

  it('keeps a title that fits the character count', () => {
    expect(shareTitle('五个字标题', { inWeChat: true, wechatChars: 5 })).toBe('五个字标题');
    expect(shareTitle('ten chars!', { inWeChat: false, globalChars: 5 })).toBe('ten chars!');
  });

  it('does not cut when the applicable count is not configured', () => {
    expect(shareTitle(title, { inWeChat: true, globalChars: 5 })).toBe(title);
    expect(shareTitle(title, { inWeChat: false, wechatChars: 5, globalChars: 0 })).toBe(title);
  });

  it('collapses whitespace first', () => {
    expect(shareTitle('  标题\n\u3000第二行  ', { inWeChat: true, wechatChars: 20 })).toBe('标题 第二行');
  });

  it('gives an empty string for a missing title', () => {
    expect(shareTitle(null, { inWeChat: true, wechatChars: 5 })).toBe('');
    expect(shareTitle(undefined, { inWeChat: false })).toBe('');
  });
});
