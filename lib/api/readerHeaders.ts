// What the backend needs to count a reader rather than the site when the site calls for them: their address (as
// the site server settled it, lib/config/forwarding.mjs) vouched for by the secret the two share.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { SITE_FORWARD_SECRET_HEADER } from '@/lib/contract/forwarding';

/** Unset SITE_FORWARD_SECRET: a value no backend knows, so readers count as the site rather than as anyone. */
const processSecret = randomBytes(32).toString('base64url');

export function readerHeaders(address: string | null, env = process.env): Record<string, string> {
  if (!address) return {};
  return {
    'x-forwarded-for': address,
    [SITE_FORWARD_SECRET_HEADER]: env.SITE_FORWARD_SECRET || processSecret,
  };
}
