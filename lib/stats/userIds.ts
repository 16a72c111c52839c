// Spec section 5: recorded user id fields (userid, userId, id) are SM2-encrypted and prefixed with 04 when site
// config has an sm2PublicKey; the backend decrypts them with its private key (backend/README.md "SM2-encrypted
// user ids"). sm-crypto is heavy, so lib/format/sm2.ts is loaded only when there is something to encrypt.

/** The fields lib/format/sm2.ts encrypts (its USER_ID_FIELDS; a test keeps the two lists equal). */
export const RECORDED_USER_ID_FIELDS = ['userid', 'userId', 'id'] as const;

/**
 * The fields with every user id field encrypted when a key is set; the same object otherwise. Rejects when the
 * key is not an SM2 public key.
 */
export async function protectUserIds<T extends Record<string, string>>(
  fields: T,
  sm2PublicKey: string | null | undefined,
): Promise<T> {
  if (!sm2PublicKey || !RECORDED_USER_ID_FIELDS.some((name) => fields[name])) return fields;
  const { encryptUserIdFields } = await import('@/lib/format/sm2');
  return encryptUserIdFields(fields, sm2PublicKey) as T;
}
