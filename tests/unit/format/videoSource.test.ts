import { isPlayableSource, isSecureVideoSource, isValidHttpUrl } from '@/lib/format/videoSource';

describe('isSecureVideoSource', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['\n\t', false],
    ['abc123', true],
    ['U2FsdGVkX1+vupppZksvRf5pq5g5XjFRlipRkwB0K1Y=', true],
    ['/media/video.mp4', true],
    ['javascript:alert(1)', true],
    ['data:video/mp4;base64,AAAA', true],
    ['http://x', false],
    ['https://a.b/c.m3u8', false],
    ['ftp://h/f', false],
    ['HTTP://X.COM', false],
    ['  https://a.b/c.mp4  ', false],
    ['http://', true],
    ['ftp://', true],
  ])('%p → %p', (src, expected) => {
    expect(isSecureVideoSource(src)).toBe(expected);
  });

  it('treats a missing source as not secure', () => {
    expect(isSecureVideoSource(null)).toBe(false);
    expect(isSecureVideoSource(undefined)).toBe(false);
  });
});

describe('isValidHttpUrl', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['abc123', false],
    ['http://x', true],
    ['https://a.b/c.m3u8', true],
    ['HTTP://X.COM', true],
    ['https://paper.example.com/html/2024-06/15/node_1.htm?x=1#top', true],
    [' https://a.b ', true],
    ['ftp://h/f', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//a.b/c', false],
    ['/relative/path', false],
    ['http://', false],
  ])('%p → %p', (url, expected) => {
    expect(isValidHttpUrl(url)).toBe(expected);
  });

  it('rejects missing values', () => {
    expect(isValidHttpUrl(null)).toBe(false);
    expect(isValidHttpUrl(undefined)).toBe(false);
  });
});

describe('isPlayableSource', () => {
  it('takes a path on this site or an http(s) address', () => {
    expect(isPlayableSource('/demo/hls/riverside/index.m3u8')).toBe(true);
    expect(isPlayableSource('https://cdn.example.cn/live.m3u8')).toBe(true);
  });

  it('refuses another host written as a path, and other schemes', () => {
    for (const src of [
      '//evil.example/x.m3u8',
      '/\\evil.example/x.m3u8',
      'rtmp://x/live',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isPlayableSource(src)).toBe(false);
    }
  });
});
