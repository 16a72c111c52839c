import { createHash } from 'node:crypto';
import { md5 } from '@/lib/api/md5';

// In the browser md5 is crypto-js's, loaded with the first call that signs; it must agree with the server's.
describe('md5 in the browser', () => {
  it('gives the digest of the UTF-8 bytes, as node:crypto does', async () => {
    expect(typeof window).toBe('object');
    for (const text of ['', 'abc', '中文签名', '😀', 'x'.repeat(64), '签a'.repeat(50)]) {
      expect(await md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });
});
