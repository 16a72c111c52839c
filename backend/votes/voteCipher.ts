// recordVoteCountAndLog's payload (spec section 7: "POST with a block-cipher-encrypted payload"): AES-256-CBC with
// a random IV, then HMAC-SHA256 over IV and ciphertext (encrypt-then-MAC), base64 of IV ‖ ciphertext ‖ MAC. Both
// keys derive from VOTE_CIPHER_KEY, which the site holds too (lib/api/voteCipher.ts encrypts with crypto-js): a
// payload that was altered, or made without the key, fails the MAC before anything is decrypted.
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { VotePayload } from '../../lib/contract/votes.js';

const IV_BYTES = 16;
const MAC_BYTES = 32;
/** The longest `data` taken: a payload is some tens of bytes. */
const MAX_DATA_CHARS = 1024;

export const cipherKeys = (key: string) => ({
  enc: createHash('sha256').update(`vote-enc:${key}`).digest(),
  mac: createHash('sha256').update(`vote-mac:${key}`).digest(),
});

const isPayload = (value: unknown): value is VotePayload => {
  if (typeof value !== 'object' || value === null) return false;
  const { voteId, optionId, t, nonce } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(voteId) &&
    Number.isSafeInteger(optionId) &&
    Number.isSafeInteger(t) &&
    typeof nonce === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(nonce)
  );
};

/** The payload `data` carries, or null when it does not decrypt, was altered or is not a vote. */
export function openVotePayload(data: string, keys: ReturnType<typeof cipherKeys>): VotePayload | null {
  if (data.length > MAX_DATA_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length < IV_BYTES + 16 + MAC_BYTES || (bytes.length - IV_BYTES - MAC_BYTES) % 16 !== 0)
    return null;
  const sealed = bytes.subarray(0, bytes.length - MAC_BYTES);
  const mac = bytes.subarray(bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac, createHmac('sha256', keys.mac).update(sealed).digest())) return null;
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.enc, sealed.subarray(0, IV_BYTES));
    const text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    const payload: unknown = JSON.parse(text);
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}
