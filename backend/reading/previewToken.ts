// CMS preview links (spec section 6): an editor's link may show one unpublished article for a while, and
// nothing else. The token carries its own expiry and is signed, so no table of issued links is needed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PreviewToken {
  previewToken: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

function signature(fileId: number, expiresAt: number, secret: string): Buffer {
  // The purpose prefix keeps this HMAC from ever matching one the same key signs for something else.
  return createHmac('sha256', secret).update(`preview:${fileId}:${expiresAt}`).digest();
}

/** `fileId.expiresAt.signature`, signature base64url of HMAC-SHA256. */
export function issuePreviewToken(
  fileId: number,
  secret: string,
  ttlMs: number,
  now = Date.now(),
): PreviewToken {
  const expiresAt = now + ttlMs;
  const signed = signature(fileId, expiresAt, secret).toString('base64url');
  return { previewToken: `${fileId}.${expiresAt}.${signed}`, expiresAt };
}

const tokenPattern = /^([1-9]\d{0,9})\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/;

/** True only for an untampered, unexpired token issued for exactly this article. */
export function isValidPreviewToken(
  token: string,
  fileId: number,
  secret: string,
  now = Date.now(),
): boolean {
  const match = tokenPattern.exec(token);
  if (!match) return false;
  const [, tokenFileId, expiresAtText, signed] = match;
  const expiresAt = Number(expiresAtText);
  if (Number(tokenFileId) !== fileId || !(expiresAt > now)) return false;
  const given = Buffer.from(signed ?? '', 'base64url');
  const expected = signature(fileId, expiresAt, secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
