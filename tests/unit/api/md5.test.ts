import MD5 from 'crypto-js/md5';
import { md5 } from '@/lib/api/md5';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('gives the RFC 1321 test suite digest of %j', (text, digest) => {
    expect(md5(text)).toBe(digest);
  });

  it('hashes the UTF-8 bytes, as crypto-js does, across block boundaries', () => {
    const samples = [
      '中文签名',
      '临江日报 · 触屏版',
      '😀',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(64),
      '新'.repeat(40),
    ];
    for (let length = 0; length < 130; length += 7) samples.push('签a'.repeat(length));
    for (const text of samples) expect(md5(text)).toBe(MD5(text).toString());
  });
});
