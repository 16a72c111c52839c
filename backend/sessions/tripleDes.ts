import CryptoJS from 'crypto-js';

// The site decrypts the `api-data` header with crypto-js; using the same library keeps both ends byte-identical.
const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** Base64 of TripleDES-ECB/PKCS7 with the UTF-8 bytes of `key`. */
export function encrypt3des(plain: string, key: string): string {
  return CryptoJS.TripleDES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), options).toString();
}

export function decrypt3des(cipherBase64: string, key: string): string {
  return CryptoJS.TripleDES.decrypt(cipherBase64, CryptoJS.enc.Utf8.parse(key), options).toString(
    CryptoJS.enc.Utf8,
  );
}
