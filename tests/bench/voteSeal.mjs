// What the site's crypto-js does to a vote (lib/api/voteCipher.ts), with node:crypto: AES-256-CBC under a random
// IV, then HMAC-SHA256 (the keys derived from VOTE_CIPHER_KEY as the backend derives them); and the call that sends
// it. For the vote benches (tests/bench/votes.mjs and its voters, voteClients.mjs).
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export function sealer(cipherKey) {
  const encKey = createHash('sha256').update(`vote-enc:${cipherKey}`).digest();
  const macKey = createHash('sha256').update(`vote-mac:${cipherKey}`).digest();
  return (voteId, optionId) => {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', encKey, iv);
    const plain = JSON.stringify({
      voteId,
      optionId,
      t: Date.now(),
      nonce: randomBytes(18).toString('base64url'),
    });
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([body, createHmac('sha256', macKey).update(body).digest()]).toString('base64');
  };
}

/** One recordVoteCountAndLog of the member holding `token`; answers the envelope. */
export async function sendVote(base, token, data) {
  const response = await fetch(`${base}/main/recordVoteCountAndLog`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data }).toString(),
  });
  return response.json();
}
