// The api version a deployment runs at (spec section 7): one setting, `API_VERSION`, that the site and the
// backend both read with this parser, so the version the site signs for and the one the backend requires are the
// same number. Part of the contract both sides import: plain data, no framework.

/** The version when `API_VERSION` is unset. */
export const DEFAULT_API_VERSION = 3;

/** From this version on, calls to the signed services carry `signature` (and the backend refuses them without). */
export const SIGNED_FROM_API_VERSION = 3;

/** The services whose payloads are signed from SIGNED_FROM_API_VERSION on. */
export const SIGNED_SERVICES: readonly string[] = ['main', 'nis'];

/** Alongside `t` in every signed call: two calls alike in the same millisecond still differ, so neither is a replay. */
export const NONCE_PARAM = 'nonce';

/** `API_VERSION` as a whole number from 1 to 99; unset or empty gives the default, anything else null. */
export function parseApiVersion(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return DEFAULT_API_VERSION;
  if (!/^\d{1,2}$/.test(raw)) return null;
  const version = Number(raw);
  return version >= 1 ? version : null;
}
