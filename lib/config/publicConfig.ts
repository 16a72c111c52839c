// What the browser may know. The sign key, the 3DES transport key and the vote payload key are here on purpose: the spec has the
// client sign payloads (section 7) and decrypt authinfo (section 4), so they are obfuscation keys that ship to
// every reader by design, not secrets. Real secrets (session password, admin token, WeChat secret, SM2 private
// key) live in lib/config/serverConfig.ts and never reach this object.

import { DEFAULT_API_VERSION, parseApiVersion, SIGNED_FROM_API_VERSION } from '@/lib/contract/apiVersion';

/** How the virtual device id is made (spec section 3 gives two readings): 'xy' is the default, 'uuid' the other. */
export type DeviceIdStyle = 'xy' | 'uuid';

export interface PublicConfig {
  siteId: number;
  appID: number;
  apiVersion: number;
  curVersions: string;
  /** 0, 1 or 2 (spec section 4). */
  xyAuth: number;
  signKey: string;
  desKey: string;
  /** recordVoteCountAndLog's payload key (lib/api/voteCipher.ts). */
  voteKey: string;
  basePath: string;
  deviceIdStyle: DeviceIdStyle;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function publicConfigFrom(env: Record<string, string | undefined>, basePath: string): PublicConfig {
  return {
    siteId: int(env.SITE_ID, 1),
    appID: int(env.APP_ID, 1),
    // The backend reads the same variable with the same parser and refuses to start on a value it cannot read.
    apiVersion: parseApiVersion(env.API_VERSION) ?? DEFAULT_API_VERSION,
    curVersions: env.CUR_VERSIONS || '1.0.0',
    xyAuth: int(env.XY_AUTH, 0),
    // No defaults: the site server and the launchers put both in the environment (lib/contract/secrets.mjs).
    signKey: env.API_SIGN_KEY ?? '',
    desKey: env.AUTHINFO_3DES_KEY ?? '',
    voteKey: env.VOTE_CIPHER_KEY ?? '',
    basePath,
    deviceIdStyle: env.DEVICE_ID_STYLE === 'uuid' ? 'uuid' : 'xy',
  };
}

/** xyAuth 0 or api version >= 3: no app auth; 2: always; 1: only on routes that require auth. */
export function needsAppAuth(
  config: Pick<PublicConfig, 'xyAuth' | 'apiVersion'>,
  routeRequiresAuth: boolean,
) {
  if (config.apiVersion >= SIGNED_FROM_API_VERSION) return false;
  return config.xyAuth === 2 || (config.xyAuth === 1 && routeRequiresAuth);
}
