import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { putSecrets, resolveSecrets, SecretError, SECRETS } from '@/lib/contract/secrets.mjs';

const NAMES = SECRETS.map(({ name }) => name);
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'xy-secrets-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the secret store', () => {
  it('generates every secret on first start into DATA_DIR/secrets, readable by the owner only', () => {
    const { values, generated, dir } = resolveSecrets({ DATA_DIR: dataDir });
    expect(dir).toBe(join(dataDir, 'secrets'));
    expect(generated).toEqual(NAMES);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dir, name), 'utf8').trim()).toBe(values[name]);
    }
    expect(values.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(values.ADMIN_TOKEN.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.byteLength(values.AUTHINFO_3DES_KEY)).toBe(24);
    expect(new Set(Object.values(values)).size).toBe(NAMES.length);
  });

  it('never generates the same value twice, nor any value the README printed', () => {
    const other = mkdtempSync(join(tmpdir(), 'xy-secrets-'));
    try {
      const first = resolveSecrets({ DATA_DIR: dataDir }).values;
      const second = resolveSecrets({ DATA_DIR: other }).values;
      for (const name of NAMES) expect(first[name]).not.toBe(second[name]);
      const printed = [
        'dev-admin-token',
        'xy-demo-sign-key',
        'xy-demo-3des-key-24bytes',
        'xy-demo-program-key',
      ];
      for (const value of Object.values(first)) expect(printed).not.toContain(value);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reuses the kept secrets on the next start and generates nothing', () => {
    const first = resolveSecrets({ DATA_DIR: dataDir });
    const again = resolveSecrets({ DATA_DIR: dataDir });
    expect(again.values).toEqual(first.values);
    expect(again.generated).toEqual([]);
  });

  it('takes a secret the environment sets and keeps nothing for it', () => {
    const token = 'an-operator-chosen-admin-token-0123456789';
    const { values, generated } = resolveSecrets({ DATA_DIR: dataDir, ADMIN_TOKEN: token });
    expect(values.ADMIN_TOKEN).toBe(token);
    expect(generated).not.toContain('ADMIN_TOKEN');
    expect(readdirSync(join(dataDir, 'secrets'))).not.toContain('ADMIN_TOKEN');
  });

  it.each([
    ['SESSION_SECRET', 'x'.repeat(31), 'SESSION_SECRET is too short: at least 32 characters, got 31'],
    ['ADMIN_TOKEN', 'dev-admin-token', 'ADMIN_TOKEN is too short: at least 32 characters, got 15'],
    ['API_SIGN_KEY', 'xy-demo', 'API_SIGN_KEY is too short: at least 16 characters, got 7'],
    ['AUTHINFO_3DES_KEY', 'too-short', 'AUTHINFO_3DES_KEY must be exactly 24 bytes (UTF-8), got 9'],
  ])('refuses to start when %s is set too short, saying the minimum', (name, value, message) => {
    expect(() => resolveSecrets({ DATA_DIR: dataDir, [name]: value })).toThrow(new SecretError(message));
  });

  it('refuses a kept secret someone shortened', () => {
    resolveSecrets({ DATA_DIR: dataDir });
    writeFileSync(join(dataDir, 'secrets', 'PREVIEW_SECRET'), 'short\n');
    expect(() => resolveSecrets({ DATA_DIR: dataDir })).toThrow(/PREVIEW_SECRET is too short/);
  });

  it('puts the secrets in the environment and says once which it generated', () => {
    const given = { DATA_DIR: dataDir, ADMIN_TOKEN: 'a'.repeat(40) };
    const env: Record<string, string | undefined> = { ...given };
    const notice = putSecrets(env);
    expect(notice).toContain(`generated ${NAMES.filter((name) => name !== 'ADMIN_TOKEN').join(', ')}`);
    expect(notice).toContain(join(dataDir, 'secrets'));
    for (const name of NAMES) expect(env[name]).toBeTruthy();
    expect(putSecrets({ ...given })).toBeNull();
  });

  it('gives processes starting together the same secrets', async () => {
    const run = promisify(execFile);
    const script =
      "import('./lib/contract/secrets.mjs').then((s) => console.log(JSON.stringify(s.resolveSecrets().values)))";
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['-e', script], { env: { ...process.env, DATA_DIR: dataDir } }),
      ),
    );
    const values = answers.map(({ stdout }) => stdout.trim());
    expect(new Set(values).size).toBe(1);
    expect(JSON.parse(values[0]!)).toEqual(resolveSecrets({ DATA_DIR: dataDir }).values);
    expect(readdirSync(join(dataDir, 'secrets')).sort()).toEqual([...NAMES].sort());
  });

  it.each([
    ['npm start', 'lib/server/launch/start.mjs'],
    ['the site server', 'lib/server/siteServer.mjs'],
  ])(
    'stops %s before anything runs when a secret is set too short, saying the minimum',
    async (_name, script) => {
      const run = promisify(execFile);
      const env = { ...process.env, DATA_DIR: dataDir, ADMIN_TOKEN: 'short', PORT: '1', BACKEND_PORT: '1' };
      const failure = await run(process.execPath, [script], { env, timeout: 30_000 }).catch((error) => error);
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain('ADMIN_TOKEN is too short: at least 32 characters, got 5');
    },
  );
});
