// recordVoteCountAndLog's payload, encrypted in the browser with crypto-js (spec section 7: a block-cipher-
// encrypted POST): AES-256-CBC with a random IV, then HMAC-SHA256 over IV and ciphertext, sent as base64 of
// IV ‖ ciphertext ‖ MAC. The keys derive from VOTE_CIPHER_KEY as the backend's do (backend/votes/voteCipher.ts).
// crypto-js loads with the first vote, not with the page.
import type { VotePayload } from '@/lib/contract/votes';

export async function sealVotePayload(payload: VotePayload, key: string): Promise<string> {
  const [
    { default: AES },
    { default: SHA256 },
    { default: HmacSHA256 },
    { default: Utf8 },
    { default: Base64 },
    core,
  ] = await Promise.all([
    import('crypto-js/aes'),
    import('crypto-js/sha256'),
    import('crypto-js/hmac-sha256'),
    import('crypto-js/enc-utf8'),
    import('crypto-js/enc-base64'),
    import('crypto-js/core'),
  ]);
  const { WordArray } = core.default.lib;
  const iv = WordArray.random(16);
  const sealed = AES.encrypt(Utf8.parse(JSON.stringify(payload)), SHA256(`vote-enc:${key}`), { iv });
  const body = iv.clone().concat(sealed.ciphertext);
  const mac = HmacSHA256(body, SHA256(`vote-mac:${key}`));
  return Base64.stringify(body.concat(mac));
}

/** A nonce of 24 random bytes, base64url: one per vote. */
export function voteNonce(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
