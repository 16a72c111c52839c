import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time; hashing first makes lengths equal and hides the expected length. */
export function safeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored by hash only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
