import { buildApp } from '../../backend/app';
import { drivers } from './testDb';
import { call, testConfig } from './testApp';

describe.each(drivers)('failures inside the backend on $name', (driver) => {
  it('answer a bare 500 envelope and a 503 health check, never internals', async () => {
    const database = await driver.open();
    const app = buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
    await app.ready();
    // A database that went away is the most likely internal failure in production.
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/main/getColumns' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: -500, message: '服务器错误', data: null });
      expect(response.body).not.toMatch(/at |Error|pglite|pool/i);
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', db: driver.name });
    } finally {
      await app.close();
    }
  });
});

describe('oversized and unsupported bodies', () => {
  it('answer 413 and 415 envelopes', async () => {
    const database = await drivers[0]!.open({ seed: false });
    const app = buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
    try {
      const big = await call(app, {
        method: 'POST',
        url: '/main/auth',
        payload: `appKey=${'x'.repeat(3 * 1024 * 1024)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(big.http).toBe(413);
      expect(big.body).toEqual({ status: -1, message: '请求内容过大', data: null });
      const xml = await call(app, {
        method: 'POST',
        url: '/main/auth',
        payload: '<auth/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.http).toBe(415);
      expect(xml.body).toEqual({ status: -1, message: '不支持的请求格式', data: null });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
