// thirdLogin's signed header set (spec section 7; backend/README.md "WeChat sign-in"): token, devid, random,
// timestamp, version 1.0.0, program-params and program-sign, the hex HMAC-SHA256 under PROGRAM_SIGN_KEY of
//   random=<random>&timestamp=<timestamp>&version=<version>&<field>=<value>&…   (named fields sorted by name)
// The key must never reach a browser, so this module is server only.
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';

export const PROGRAM_VERSION = '1.0.0';

/**
 * The site's copy of the key the backend and the app hold, put in the environment by the site server and the
 * launchers (lib/contract/secrets.mjs); no default, so an unset key signs nothing the backend accepts.
 */
export const programSignKey = (env: Record<string, string | undefined> = process.env) =>
  env.PROGRAM_SIGN_KEY ?? '';

export interface ProgramSigning {
  key: string;
  /** The reader's current token: the backend revokes its family at login. */
  token?: string | null;
  now?: number;
  /** 8–64 letters and digits, new for every request. */
  random?: string;
}

export function programCanonical(
  { random, timestamp, version }: { random: string; timestamp: string; version: string },
  fields: Readonly<Record<string, string>>,
): string {
  const named = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`);
  return [`random=${random}`, `timestamp=${timestamp}`, `version=${version}`, ...named].join('&');
}

/**
 * The headers that sign these form fields. Only fields with a value are named: the request leaves empty ones
 * out, and the backend refuses a signature over a field it did not receive.
 */
export function programHeaders(
  fields: Readonly<Record<string, string>>,
  { key, token, now = Date.now(), random = randomBytes(16).toString('hex') }: ProgramSigning,
): Record<string, string> {
  const signed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const base = { random, timestamp: String(now), version: PROGRAM_VERSION };
  return {
    ...(token ? { token } : {}),
    devid: signed.devid ?? '',
    ...base,
    'program-params': Object.keys(signed).join(','),
    'program-sign': createHmac('sha256', key).update(programCanonical(base, signed), 'utf8').digest('hex'),
  };
}
