// The app-level auth of spec section 4: authinfo hands out appKey/appSecret 3DES-encrypted in the `api-data`
// header, `auth` trades a signed appKey for an authToken, and every call then carries authToken, time, sign.
import TripleDES from 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { md5 } from '@/lib/api/md5';

export interface AppCredentials {
  appKey: string;
  appSecret: string;
}

/** Decrypts the `api-data` header: base64 of 3DES-ECB/PKCS7 over `{"appKey","appSecret"}`. */
export function decryptAuthInfo(header: string, desKey: string): AppCredentials | null {
  try {
    const plain = TripleDES.decrypt(
      { ciphertext: Base64.parse(header) } as Parameters<typeof TripleDES.decrypt>[0],
      Utf8.parse(desKey),
      { mode: ECB, padding: Pkcs7 },
    ).toString(Utf8);
    const parsed = JSON.parse(plain) as Partial<AppCredentials>;
    if (typeof parsed.appKey !== 'string' || typeof parsed.appSecret !== 'string') return null;
    return { appKey: parsed.appKey, appSecret: parsed.appSecret };
  } catch {
    return null;
  }
}

/** The `auth` call's sign: md5(appKey + appSecret + time). */
export const authSign = ({ appKey, appSecret }: AppCredentials, time: string) =>
  md5(appKey + appSecret + time);

/** Headers of every authenticated call: md5 over token, secret and timestamp (spec section 9). */
export async function authHeaders(authToken: string, appSecret: string, time: string) {
  return { authToken, time, sign: await md5(authToken + appSecret + time) };
}
