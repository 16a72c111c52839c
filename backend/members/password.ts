// Member passwords: the policy, and scrypt (memory-hard) hashes that carry their own parameters and salt.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { InputError } from '../core/envelope.js';
import type { Params } from '../core/params.js';

/** 2^15 × 8 × 128 bytes = 32 MiB per hash; stored with each hash, so raising it later keeps old ones valid. */
const DEFAULT_COST = { N: 32_768, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULT_COST;
  const key = await scryptAsync(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spent on logins for phones without a password, so they take as long as a wrong password does. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

export const PASSWORD_POLICY = '密码至少8位，须同时包含字母和数字';

/** At least 8 characters (at most 64), letters and digits both. */
export function meetsPolicy(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** `password` and `confirmPassword` of setPassword, checked in the order the form asks for them. */
export function readNewPassword(params: Params): string {
  const password = params.password ?? '';
  const confirm = params.confirmPassword ?? '';
  if (password === '') throw new InputError('请输入密码');
  if (!meetsPolicy(password)) throw new InputError(PASSWORD_POLICY);
  if (confirm === '') throw new InputError('请确认密码');
  if (confirm !== password) throw new InputError('两次输入的密码不一致');
  return password;
}
