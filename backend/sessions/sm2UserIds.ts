// Recorded user id fields (spec section 5): the site may send userid, userId and id SM2-encrypted with the
// public key of site config `sm2PublicKey`, as '04' + C1 (x‖y) + C3 + C2 in hex. sm-crypto's doEncrypt
// defaults to cipherMode 1, C1C3C2 (the order of GM/T 0003-2012); 0 would be the older C1C2C3.
import { sm2 } from 'sm-crypto';
import { InputError } from '../core/envelope.js';
import type { Params } from '../core/params.js';

export const USER_ID_FIELDS = ['userid', 'userId', 'id'] as const;
const C1C3C2 = 1;
/** 04, then C1 (128 hex digits), C3 (64) and at least one byte of C2. */
const CIPHERTEXT = /^04[0-9a-fA-F]{194,}$/;

// The published typings predate getPublicKeyFromPrivateKey; sm-crypto 0.5 has it.
const sm2WithKeys = sm2 as typeof sm2 & { getPublicKeyFromPrivateKey(privateKey: string): string };

/** The uncompressed public key (04 + x + y) the site encrypts with. */
export function sm2PublicKeyOf(privateKey: string): string {
  return sm2WithKeys.getPublicKeyFromPrivateKey(privateKey);
}

function decrypt(ciphertext: string, privateKey: string): string {
  try {
    // sm-crypto answers '' when C3 does not match, i.e. for a wrong key or altered ciphertext.
    return sm2.doDecrypt(ciphertext.slice(2).toLowerCase(), privateKey, C1C3C2);
  } catch {
    return '';
  }
}

/**
 * Replaces, in place, each user id field holding SM2 ciphertext by its plaintext; other values (ids sent in
 * the clear) stay. Ciphertext that does not decrypt is refused rather than passed on as an id.
 */
export function decryptUserIdFields(params: Params, privateKey: string): void {
  for (const field of USER_ID_FIELDS) {
    const value = params[field];
    if (value === undefined || !CIPHERTEXT.test(value)) continue;
    const plain = decrypt(value, privateKey);
    if (plain === '') throw new InputError(`参数 ${field} 解密失败`);
    params[field] = plain;
  }
}
