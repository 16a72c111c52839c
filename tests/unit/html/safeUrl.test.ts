import { absoluteHttpUrl, parseSafeUrl, safeMediaSrc } from '@/lib/html/safeUrl';

describe('parseSafeUrl', () => {
  it('normalises absolute http(s) URLs and reports their host', () => {
    expect(parseSafeUrl('HTTPS://News.Example.CN/a b?x=1#top')).toEqual({
      kind: 'http',
      url: 'https://news.example.cn/a%20b?x=1#top',
      host: 'news.example.cn',
    });
    expect(parseSafeUrl('http://example.cn')).toEqual({
      kind: 'http',
      url: 'http://example.cn/',
      host: 'example.cn',
    });
  });

  it('reads protocol-relative URLs, with browsers’ backslash variants, as https', () => {
    expect(parseSafeUrl('//img.example.cn/a.jpg')).toMatchObject({
      kind: 'http',
      url: 'https://img.example.cn/a.jpg',
    });
    expect(parseSafeUrl('/\\evil.example/x')).toMatchObject({ kind: 'http', host: 'evil.example' });
    expect(parseSafeUrl('\\\\evil.example')).toMatchObject({ kind: 'http', host: 'evil.example' });
  });

  it('keeps paths, queries and fragments as relative, flagging root-relative ones', () => {
    expect(parseSafeUrl('/newsDetail/1/2.html')).toEqual({
      kind: 'relative',
      url: '/newsDetail/1/2.html',
      rootRelative: true,
    });
    expect(parseSafeUrl('2.html')).toEqual({ kind: 'relative', url: '2.html', rootRelative: false });
    expect(parseSafeUrl('#para-3')).toEqual({ kind: 'relative', url: '#para-3', rootRelative: false });
  });

  it('keeps mailto and tel', () => {
    expect(parseSafeUrl('mailto:news@example.cn')).toEqual({ kind: 'mailto', url: 'mailto:news@example.cn' });
    expect(parseSafeUrl('TEL:+8610123')).toEqual({ kind: 'tel', url: 'TEL:+8610123' });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'blob:https://example.cn/1',
    'https://',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(parseSafeUrl(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(parseSafeUrl(null)).toBeNull();
    expect(parseSafeUrl(undefined)).toBeNull();
  });
});

describe('safeMediaSrc', () => {
  it('accepts absolute http(s) and root-relative addresses only', () => {
    expect(safeMediaSrc('https://img.example.cn/a.jpg')).toBe('https://img.example.cn/a.jpg');
    expect(safeMediaSrc('//img.example.cn/a.jpg')).toBe('https://img.example.cn/a.jpg');
    expect(safeMediaSrc('/media/a.jpg')).toBe('/media/a.jpg');
    expect(safeMediaSrc('media/a.jpg')).toBeNull();
    expect(safeMediaSrc('data:image/gif;base64,R0lGOD')).toBeNull();
    expect(safeMediaSrc('mailto:a@example.cn')).toBeNull();
  });
});

describe('absoluteHttpUrl', () => {
  const base = 'https://news.example.cn/newsDetail/1/2.html';

  it('resolves relative addresses against the base and keeps absolute http(s) ones', () => {
    expect(absoluteHttpUrl('/media/a.jpg', base)).toBe('https://news.example.cn/media/a.jpg');
    expect(absoluteHttpUrl('b.jpg', base)).toBe('https://news.example.cn/newsDetail/1/b.jpg');
    expect(absoluteHttpUrl(' http://img.example.cn/a.jpg ', base)).toBe('http://img.example.cn/a.jpg');
  });

  it('gives undefined for blank, scriptable or unparseable addresses', () => {
    expect(absoluteHttpUrl('', base)).toBeUndefined();
    expect(absoluteHttpUrl(null, base)).toBeUndefined();
    expect(absoluteHttpUrl('javascript:alert(1)', base)).toBeUndefined();
    expect(absoluteHttpUrl('java\tscript:alert(1)', base)).toBeUndefined();
    expect(absoluteHttpUrl('/a.jpg', 'not a base')).toBeUndefined();
  });
});
