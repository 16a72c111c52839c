import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../backend/app';
import { loadConfig, type AppConfig } from '../../backend/core/config';
import type { DatabaseHandle } from '../../backend/core/database';
import { signParams } from '../../backend/core/signature';
import type { Driver } from './testDb';

export type ConfigOverrides = Partial<Omit<AppConfig, 'rateLimit'>> & {
  rateLimit?: Partial<AppConfig['rateLimit']>;
};

/** The secrets every test backend runs with: there are no defaults (lib/contract/secrets.mjs). */
export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-of-32-characters-or-more',
  ADMIN_TOKEN: 'test-admin-token-of-32-characters-or-more',
  PREVIEW_SECRET: 'test-preview-secret-of-32-characters-or-more',
  MEMBER_SECRET: 'test-member-secret-of-32-characters-or-more',
  PROGRAM_SIGN_KEY: 'test-program-sign-key-of-32-characters-or-more',
  SITE_FORWARD_SECRET: 'test-site-forward-secret-of-32-characters',
  API_SIGN_KEY: 'test-api-sign-key',
  APP_SECRET: 'test-app-secret-key',
  AUTHINFO_3DES_KEY: 'test-3des-key-of-24bytes',
  VOTE_CIPHER_KEY: 'test-vote-cipher-key',
};

/**
 * The backend's configuration for a suite. Suites speak to it unsigned, as to a deployment at API_VERSION 2,
 * unless they are about signing: those (signature, replayStore, apiClient, siteContract, siteSession) ask for `apiVersion: 3`, the default.
 */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', ...TEST_SECRETS });
  return {
    ...base,
    apiVersion: 2,
    ...overrides,
    // Generous unless a test is about the limit, so suites never trip it by accident.
    rateLimit: { ...base.rateLimit, max: 10_000, ...overrides.rateLimit },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startApp(driver: Driver, overrides: ConfigOverrides = {}): Promise<TestApp> {
  const database = await driver.open();
  const config = testConfig(overrides);
  const app = buildApp({ db: database.db, dbKind: database.kind, config });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Another app on the same database, e.g. with XY_AUTH=2 or a tiny rate limit. */
export async function sibling(base: TestApp, overrides: ConfigOverrides): Promise<FastifyInstance> {
  const app = buildApp({ db: base.database.db, dbKind: base.database.kind, config: testConfig(overrides) });
  await app.ready();
  return app;
}

export interface Answer<T = unknown> {
  http: number;
  body: { status: number; message: string; data: T };
  headers: Record<string, unknown>;
}

export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<Answer<T>> {
  const response = await app.inject(options);
  return { http: response.statusCode, body: response.json(), headers: response.headers };
}

export function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return call<T>(app, { method: 'GET', url, query, headers });
}

export function postForm<T = unknown>(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return call<T>(app, {
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The request context the site sends, signed as api version 3 does, with a nonce of its own each time. */
export function signedContext(extra: Record<string, string>, key: string, now = Date.now()) {
  const params = {
    siteId: '1',
    appID: '1',
    device: 'xy1234567890',
    apiVersion: '3',
    t: String(now),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  };
  return { ...params, signature: signParams(params, key) };
}
