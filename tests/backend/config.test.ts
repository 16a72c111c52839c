import { ConfigError, loadConfig } from '../../backend/core/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 4010,
      dataDir: '.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      adminToken: 'dev-admin-token',
      apiSignKey: 'xy-demo-sign-key',
      authinfo3desKey: 'xy-demo-3des-key-24bytes',
      appKey: 'xy-demo-app',
      appSecret: 'xy-demo-secret',
      xyAuth: 0,
      logLevel: 'info',
      trustProxy: '',
      rateLimit: { max: 60, windowMs: 60_000, keyPrefix: 'xy:' },
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      BACKEND_PORT: '4099',
      DATABASE_URL: 'postgres://db/x',
      XY_AUTH: '2',
      RATE_LIMIT_MAX: '5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 4099, databaseUrl: 'postgres://db/x', xyAuth: 2, logLevel: 'warn' });
    expect(config.rateLimit.max).toBe(5);
  });

  it.each([
    [{ BACKEND_PORT: '70000' }, 'BACKEND_PORT'],
    [{ BACKEND_PORT: 'http' }, 'BACKEND_PORT'],
    [{ XY_AUTH: '3' }, 'XY_AUTH'],
    [{ AUTHINFO_3DES_KEY: 'too-short' }, 'AUTHINFO_3DES_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_WINDOW_MS: '10' }, 'RATE_LIMIT_WINDOW_MS'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
