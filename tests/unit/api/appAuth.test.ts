import TripleDES from 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { authHeaders, authSign, decryptAuthInfo } from '@/lib/api/appAuth';
import { md5 } from '@/lib/api/md5';

const KEY = 'xy-demo-3des-key-24bytes';
const encrypt = (text: string, key = KEY) =>
  TripleDES.encrypt(text, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();

describe('authinfo and auth (spec section 4)', () => {
  it('decrypts appKey and appSecret from the api-data header', () => {
    const header = encrypt(JSON.stringify({ appKey: 'k1', appSecret: 's1' }));
    expect(decryptAuthInfo(header, KEY)).toEqual({ appKey: 'k1', appSecret: 's1' });
  });

  it('refuses a header made with another key, garbage, or the wrong shape', () => {
    expect(
      decryptAuthInfo(encrypt('{"appKey":"k","appSecret":"s"}', 'another-key-of-24-bytes!'), KEY),
    ).toBeNull();
    expect(decryptAuthInfo('not base64 at all', KEY)).toBeNull();
    expect(decryptAuthInfo(encrypt('{"appKey":1}'), KEY)).toBeNull();
    expect(decryptAuthInfo('', KEY)).toBeNull();
  });

  it('signs with md5 over key, secret and time', async () => {
    expect(await md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(await authSign({ appKey: 'k', appSecret: 's' }, '100')).toBe(await md5('ks100'));
    expect(await authHeaders('tok', 's', '100')).toEqual({
      authToken: 'tok',
      time: '100',
      sign: await md5('toks100'),
    });
  });
});
