// The secrets of the site and the backend, and the one place both take them from: the environment when it sets
// them, else `<DATA_DIR>/secrets/<NAME>`, generated at random on first start. The launchers (lib/server/launch)
// resolve them once and hand them to both processes; the backend and the site server resolve them again when
// started on their own, and meet the same files. No secret has a default anyone else could know.
// Plain JS so that the launchers run it without a build; the backend compiles it with the rest of the contract.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every generated secret: `min` is the shortest value the environment may set (characters), `bytes` an exact
 * UTF-8 length, `generate` the random bytes a new one is made of (base64url, so 24 bytes give 32 characters).
 */
export const SECRETS = [
  // The site's session cookie password (iron-session needs 32 or more).
  { name: 'SESSION_SECRET', min: 32, generate: 32 },
  // Bearer token of the backend's CMS ingest API and of the site's /api/revalidate.
  { name: 'ADMIN_TOKEN', min: 32, generate: 32 },
  // HMAC keys of the backend: CMS preview links; OAuth states and stored SMS codes.
  { name: 'PREVIEW_SECRET', min: 32, generate: 32 },
  { name: 'MEMBER_SECRET', min: 32, generate: 32 },
  // thirdLogin's program-sign (the site's server, the backend and the app hold it).
  { name: 'PROGRAM_SIGN_KEY', min: 32, generate: 32 },
  // What the site signs the forwarded client address with, so the backend believes it from the site only.
  { name: 'SITE_FORWARD_SECRET', min: 32, generate: 32 },
  // Keys the spec ships to every client (the payload signature, the app secret authinfo hands out, the key
  // of authinfo's header): not secret from readers, but nobody else's default either.
  { name: 'API_SIGN_KEY', min: 16, generate: 24 },
  { name: 'APP_SECRET', min: 16, generate: 24 },
  // recordVoteCountAndLog's payload cipher (backend/votes/voteCipher.ts, lib/api/voteCipher.ts).
  { name: 'VOTE_CIPHER_KEY', min: 16, generate: 24 },
  { name: 'AUTHINFO_3DES_KEY', bytes: 24, generate: 18 },
];

export class SecretError extends Error {}

/** Why a value cannot serve as the secret `name`, or null when it can. */
export function secretProblem(name, value) {
  const secret = SECRETS.find((each) => each.name === name);
  if (!secret) throw new SecretError(`${name} is not a secret this project knows`);
  if (value === undefined || value === '') return `${name} is not set`;
  if (secret.bytes !== undefined && Buffer.byteLength(value, 'utf8') !== secret.bytes) {
    return `${name} must be exactly ${secret.bytes} bytes (UTF-8), got ${Buffer.byteLength(value, 'utf8')}`;
  }
  if (secret.min !== undefined && value.length < secret.min) {
    return `${name} is too short: at least ${secret.min} characters, got ${value.length}`;
  }
  return null;
}

/** The folder the generated secrets live in: `secrets/` inside DATA_DIR (default `.data`). */
const secretsDir = (env = process.env) => join(env.DATA_DIR || '.data', 'secrets');

/**
 * Reads the kept value of one secret, or creates it: the value is written to a file of its own (mode 0600) and
 * linked into place, so a reader never meets a half-written file and two processes starting together keep the
 * one that was linked first.
 */
function keptOrNew(dir, secret) {
  const path = join(dir, secret.name);
  try {
    return { value: readFileSync(path, 'utf8').trim(), created: false };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const draft = join(dir, `.${secret.name}.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(draft, `${randomBytes(secret.generate).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(draft, path);
    return { value: readFileSync(path, 'utf8').trim(), created: true };
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    return { value: readFileSync(path, 'utf8').trim(), created: false };
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Every secret: the environment's value when set (refused with a SecretError when too short), else the kept one,
 * generated on first use. `generated` names those made now, for the caller to say so once.
 */
export function resolveSecrets(env = process.env) {
  const values = {};
  const generated = [];
  const dir = secretsDir(env);
  for (const secret of SECRETS) {
    const given = env[secret.name];
    if (given !== undefined && given !== '') {
      const problem = secretProblem(secret.name, given);
      if (problem) throw new SecretError(problem);
      values[secret.name] = given;
      continue;
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { value, created } = keptOrNew(dir, secret);
    const problem = secretProblem(secret.name, value);
    if (problem) throw new SecretError(`${join(dir, secret.name)}: ${problem}`);
    values[secret.name] = value;
    if (created) generated.push(secret.name);
  }
  return { values, generated, dir };
}

/**
 * Resolves every secret into `env` (a child process started with it, or started after this, has them all) and
 * answers the sentence to log once when some were generated now, else null.
 */
export function putSecrets(env = process.env) {
  const { values, generated, dir } = resolveSecrets(env);
  Object.assign(env, values);
  if (generated.length === 0) return null;
  return (
    `generated ${generated.join(', ')} into ${dir} (mode 0600); ` +
    'set them in the environment to use others (README.md, "Secrets")'
  );
}

/**
 * For a launcher or a server about to start: every secret into process.env (children inherit it), the generated
 * ones said once; a secret set too short, or a store it cannot write, ends the process with the reason.
 */
export function startWithSecrets() {
  try {
    const generated = putSecrets();
    if (generated) console.log(generated);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
