// thirdLogin's signed header set (spec section 7): token, devid, random, timestamp, version 1.0.0,
// program-params and program-sign. `program-params` names the form fields the signature covers, comma-separated;
// `program-sign` is hex HMAC-SHA256 under PROGRAM_SIGN_KEY of
//   random=<random>&timestamp=<timestamp>&version=<version>&<field>=<value>&…
// with the named fields sorted by name and their values as sent (not URL-encoded).
import { createHmac } from 'node:crypto';

export interface SignedHeaders {
  random: string;
  timestamp: string;
  version: string;
}

export function programCanonical(headers: SignedHeaders, fields: Readonly<Record<string, string>>): string {
  const named = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`);
  return [
    `random=${headers.random}`,
    `timestamp=${headers.timestamp}`,
    `version=${headers.version}`,
    ...named,
  ].join('&');
}

export function programSign(
  headers: SignedHeaders,
  fields: Readonly<Record<string, string>>,
  key: string,
): string {
  return createHmac('sha256', key).update(programCanonical(headers, fields), 'utf8').digest('hex');
}
