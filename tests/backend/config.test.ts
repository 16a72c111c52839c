import { ConfigError, loadConfig } from '../../backend/core/config';
import { SECRETS } from '../../lib/contract/secrets.mjs';
import { TEST_SECRETS } from './testApp';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig(TEST_SECRETS)).toMatchObject({
      host: '127.0.0.1',
      port: 4010,
      dataDir: '.data',
      databaseUrl: undefined,
      databasePoolMax: 10,
      redisUrl: undefined,
      appKey: 'xy-demo-app',
      xyAuth: 0,
      logLevel: 'info',
      trustProxy: '',
      rateLimit: { max: 60, windowMs: 60_000, keyPrefix: 'xy:' },
    });
  });

  it('takes every secret from the environment, with no default', () => {
    expect(loadConfig(TEST_SECRETS)).toMatchObject({
      adminToken: TEST_SECRETS.ADMIN_TOKEN,
      apiSignKey: TEST_SECRETS.API_SIGN_KEY,
      authinfo3desKey: TEST_SECRETS.AUTHINFO_3DES_KEY,
      voteCipherKey: TEST_SECRETS.VOTE_CIPHER_KEY,
      appSecret: TEST_SECRETS.APP_SECRET,
      previewSecret: TEST_SECRETS.PREVIEW_SECRET,
      members: { secret: TEST_SECRETS.MEMBER_SECRET, programSignKey: TEST_SECRETS.PROGRAM_SIGN_KEY },
    });
    expect(() => loadConfig({})).toThrow(ConfigError);
  });

  it.each(
    SECRETS.filter(({ name }) => name !== 'SESSION_SECRET' && name !== 'SITE_FORWARD_SECRET').map(
      ({ name }) => name,
    ),
  )('refuses to start without %s, or with one too short', (name) => {
    expect(() => loadConfig({ ...TEST_SECRETS, [name]: '' })).toThrow(`${name} is not set`);
    expect(() => loadConfig({ ...TEST_SECRETS, [name]: 'short' })).toThrow(name);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      ...TEST_SECRETS,
      BACKEND_PORT: '4099',
      DATABASE_URL: 'postgres://db/x',
      DATABASE_POOL_MAX: '40',
      XY_AUTH: '2',
      RATE_LIMIT_MAX: '5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 4099, databaseUrl: 'postgres://db/x', xyAuth: 2, logLevel: 'warn' });
    expect(config.rateLimit.max).toBe(5);
    expect(config.databasePoolMax).toBe(40);
  });

  it.each([
    [{ BACKEND_PORT: '70000' }, 'BACKEND_PORT'],
    [{ BACKEND_PORT: 'http' }, 'BACKEND_PORT'],
    [{ XY_AUTH: '3' }, 'XY_AUTH'],
    [{ AUTHINFO_3DES_KEY: 'too-short' }, 'AUTHINFO_3DES_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_WINDOW_MS: '10' }, 'RATE_LIMIT_WINDOW_MS'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig({ ...TEST_SECRETS, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_SECRETS, ...env })).toThrow(name);
  });
});
