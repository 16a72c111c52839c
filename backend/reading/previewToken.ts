// CMS preview links (spec section 6): an editor's link may show one unpublished article for a while, and
// nothing else. The token carries when it was issued and until when, signed, so no table of issued links is
// needed; but its lifetime is the backend's to say: never past PREVIEW_TTL_MS from its issue time, whatever
// the link claims, so a link signed with a long expiry (an old or leaked key, a mistaken issuer) dies as fast.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../core/secrets.js';

export interface PreviewToken {
  previewToken: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

/** Backend instances' clocks may differ this much: a link issued by one is not "from the future" to another. */
export const PREVIEW_CLOCK_SKEW_MS = 30_000;

function signature(fileId: number, issuedAt: number, expiresAt: number, secret: string): Buffer {
  // The purpose prefix keeps this HMAC from ever matching one the same key signs for something else.
  return createHmac('sha256', secret).update(`preview:${fileId}:${issuedAt}:${expiresAt}`).digest();
}

/** `fileId.issuedAt.expiresAt.signature`, the signature base64url of HMAC-SHA256. */
export function issuePreviewToken(
  fileId: number,
  secret: string,
  ttlMs: number,
  now = Date.now(),
): PreviewToken {
  const expiresAt = now + ttlMs;
  const signed = signature(fileId, now, expiresAt, secret).toString('base64url');
  return { previewToken: `${fileId}.${now}.${expiresAt}.${signed}`, expiresAt };
}

const tokenPattern = /^([1-9]\d{0,9})\.(\d{13,15})\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * True only for an untampered token issued for exactly this article, issued no later than now, and within both
 * its own expiry and `ttlMs` (the configured PREVIEW_TTL_MS) from its issue time.
 */
export function isValidPreviewToken(
  token: string,
  fileId: number,
  secret: string,
  ttlMs: number,
  now = Date.now(),
): boolean {
  const match = tokenPattern.exec(token);
  if (!match) return false;
  const [, tokenFileId, issuedAtText, expiresAtText, signed] = match;
  const issuedAt = Number(issuedAtText);
  const expiresAt = Number(expiresAtText);
  if (Number(tokenFileId) !== fileId || issuedAt > now + PREVIEW_CLOCK_SKEW_MS) return false;
  if (!(Math.min(expiresAt, issuedAt + ttlMs) > now)) return false;
  // The text itself, not what it decodes to: base64url ignores the last character's low bits, so decoding would
  // take other spellings of the same signature (a tampered link passed 1 time in 1,024).
  return safeEqual(signed ?? '', signature(fileId, issuedAt, expiresAt, secret).toString('base64url'));
}
