import MD5 from 'crypto-js/md5';
import { md5 } from '@/lib/api/md5';

// The server's side (node:crypto); tests/components/md5.test.ts checks the browser's (crypto-js) against it.
describe('md5 on the server', () => {
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
  ])('gives the RFC 1321 test suite digest of %j', async (text, digest) => {
    expect(await md5(text)).toBe(digest);
  });

  it('hashes the UTF-8 bytes, as crypto-js does', async () => {
    for (const text of ['中文签名', '临江日报 · 触屏版', '😀', '新'.repeat(40)]) {
      expect(await md5(text)).toBe(MD5(text).toString());
    }
  });
});
