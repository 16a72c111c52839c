/**
 * SM2 encryption of the user id fields in statistics records (spec section 5: "Recorded user id fields
 * (userid, userId, id) can be SM2-encrypted and prefixed with 04").
 *
 * sm-crypto and its big-integer library are heavy, so client code should load this module with
 * `await import('@/lib/format/sm2')` where a record is sent, keeping it out of the page bundle (house
 * style rule 4).
 */
import { sm2 } from 'sm-crypto';

export const USER_ID_FIELDS = ['userid', 'userId', 'id'] as const;
export type UserIdField = (typeof USER_ID_FIELDS)[number];

// C1C3C2 is the order of the published standard GM/T 0003-2012; C1C2C3 is the older draft order.
const CIPHER_MODE_C1C3C2 = 1;

// Encrypted fields become strings; missing and empty ones keep their type.
type Encrypted<V> = V extends string | number ? string : V;
export type WithEncryptedUserIds<T> = { [K in keyof T]: K extends UserIdField ? Encrypted<T[K]> : T[K] };

// A key of 128 hex digits is the bare x||y point that many backends print; sm-crypto wants the 04 prefix
// that marks an uncompressed point.
function normalizePublicKey(publicKeyHex: string): string {
  const key = publicKeyHex.trim();
  return /^[0-9a-f]{128}$/i.test(key) ? `04${key}` : key;
}

function isEncryptable(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Returns a shallow copy of `record` in which each of userid, userId and id that holds a non-empty string
 * or a finite number is replaced by '04' + its SM2 ciphertext (hex, C1C3C2). sm-crypto leaves out the 04
 * byte that marks C1 as an uncompressed point; servers decoding standard SM2 ciphertext expect it, hence
 * the prefix. Each call encrypts with a fresh random k, so equal ids give different ciphertexts.
 *
 * With an empty or missing key the same record object is returned (encryption is not configured). A key that
 * is present but not a point on the SM2 curve makes sm-crypto throw Error('Invalid public key').
 */
export function encryptUserIdFields<T extends Record<string, unknown>>(
  record: T,
  publicKeyHex: string | null | undefined,
): WithEncryptedUserIds<T> {
  const key = normalizePublicKey(publicKeyHex ?? '');
  if (key === '') return record as WithEncryptedUserIds<T>;

  const copy: Record<string, unknown> = { ...record };
  for (const field of USER_ID_FIELDS) {
    const value = copy[field];
    if (Object.hasOwn(copy, field) && isEncryptable(value)) {
      copy[field] = `04${sm2.doEncrypt(String(value), key, CIPHER_MODE_C1C3C2)}`;
    }
  }
  return copy as WithEncryptedUserIds<T>;
}
