import { createHash } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * Every parameter except `signature` as `key=value` (values as sent, not URL-encoded), sorted by key in
 * code-unit order, joined with `&`.
 */
export function canonicalString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** `md5(canonical + key)`, lowercase hex: the `signature` of api version 3 and later on main and nis. */
export function signParams(params: Readonly<Record<string, string>>, key: string): string {
  return md5(canonicalString(params) + key);
}
