// The `state` of WeChat's OAuth redirect: signed and expiring here, single-use through the nonce table.
// WeChat passes back only a-z, A-Z and 0-9 (at most 128 bytes), so the parts are fixed-width hex and digits.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../core/secrets.js';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
const STATE_PATTERN = /^([0-9a-f]{24})(\d{13})([0-9a-f]{32})$/;

function mac(secret: string, nonce: string, expiresAt: string): string {
  return createHmac('sha256', secret)
    .update(`wx-oauth-state:${nonce}:${expiresAt}`)
    .digest('hex')
    .slice(0, 32);
}

/** 24 hex digits of nonce, the expiry in 13 digits of ms, 32 hex digits of HMAC-SHA256. */
export function issueOauthState(secret: string, now = Date.now()) {
  const nonce = randomBytes(12).toString('hex');
  const expiresAt = now + OAUTH_STATE_TTL_MS;
  const expiry = String(expiresAt).padStart(13, '0');
  return { state: `${nonce}${expiry}${mac(secret, nonce, expiry)}`, expiresAt };
}

/** The nonce and expiry of a state this backend issued and that has not expired; null otherwise. */
export function readOauthState(secret: string, state: string, now = Date.now()) {
  const parts = STATE_PATTERN.exec(state);
  if (!parts) return null;
  const [, nonce = '', expiry = '', signature = ''] = parts;
  if (!safeEqual(signature, mac(secret, nonce, expiry))) return null;
  const expiresAt = Number(expiry);
  return expiresAt > now ? { nonce, expiresAt } : null;
}
