// The secrets a bench's in-process backend runs with: fresh ones each run (lib/contract/secrets.mjs has no
// defaults), the CMS's among them for the bench's own ingest calls.
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(24).toString('base64url');

export function benchSecrets() {
  return {
    ADMIN_TOKEN: secret(),
    API_SIGN_KEY: secret(),
    AUTHINFO_3DES_KEY: 'bench-3des-key-24-bytes!',
    VOTE_CIPHER_KEY: secret(),
    APP_SECRET: secret(),
    SESSION_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    MEMBER_SECRET: secret(),
    PROGRAM_SIGN_KEY: secret(),
    SITE_FORWARD_SECRET: secret(),
  };
}
