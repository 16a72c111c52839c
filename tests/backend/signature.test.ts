import { createHash } from 'node:crypto';
import { canonicalString, signParams } from '../../backend/core/signature';
import type { FastifyInstance } from 'fastify';
import { operationPath, SERVICE_OF, type OperationName } from '../../lib/contract/operations';
import { drivers } from './testDb';
import { get, postForm, sibling, signedContext, startApp, type TestApp } from './testApp';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('canonicalString and signParams', () => {
  it('sorts by key, skips signature and keeps values unencoded', () => {
    const params = { t: '1700000000000', appID: '1', signature: 'ignored', title: '临江 a&b=c', Z: 'upper' };
    expect(canonicalString(params)).toBe('Z=upper&appID=1&t=1700000000000&title=临江 a&b=c');
  });

  it('signs md5(canonical + key) in lowercase hex', () => {
    const params = { siteId: '1', appID: '1', apiVersion: '3' };
    expect(signParams(params, 'k')).toBe(md5('apiVersion=3&appID=1&siteId=1k'));
    expect(signParams(params, 'k')).not.toBe(signParams(params, 'other-key'));
  });

  it('includes empty values', () => {
    expect(canonicalString({ b: '', a: '1' })).toBe('a=1&b=');
  });
});

describe.each(drivers)('signed requests on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver, { apiVersion: 3 });
  });
  afterAll(() => t.close());
  const key = () => t.config.apiSignKey;

  it('accepts a correctly signed api version 3 call', async () => {
    const { body } = await get(t.app, '/main/getColumns', signedContext({ parentColumnId: '0' }, key()));
    expect(body.status).toBe(0);
  });

  it('accepts an uppercase hex signature', async () => {
    const query = signedContext({}, key());
    const { body } = await get(t.app, '/main/serverTime', {
      ...query,
      signature: query.signature.toUpperCase(),
    });
    expect(body.status).toBe(0);
  });

  it('refuses a missing signature with -3', async () => {
    const query = Object.fromEntries(
      Object.entries(signedContext({}, key())).filter(([name]) => name !== 'signature'),
    );
    const { http, body } = await get(t.app, '/main/serverTime', query);
    expect(http).toBe(200);
    expect(body).toEqual({ status: -3, message: '签名错误', data: null });
  });

  it('refuses a signature made with another key', async () => {
    const { body } = await get(t.app, '/main/getConfig', signedContext({}, 'not-the-key'));
    expect(body.status).toBe(-3);
  });

  it('refuses a parameter changed after signing', async () => {
    const query = signedContext({ parentColumnId: '0' }, key());
    const { body } = await get(t.app, '/main/getColumns', { ...query, parentColumnId: '1' });
    expect(body.status).toBe(-3);
  });

  it('refuses a t more than ten minutes off with -4', async () => {
    const stale = signedContext({}, key(), Date.now() - 11 * 60_000);
    const { body } = await get(t.app, '/main/serverTime', stale);
    expect(body).toEqual({ status: -4, message: '请求时间无效，请校准设备时间', data: null });
    const fresh = signedContext({}, key(), Date.now() - 9 * 60_000);
    expect((await get(t.app, '/main/serverTime', fresh)).body.status).toBe(0);
  });

  const signedOperations = (Object.keys(SERVICE_OF) as OperationName[]).filter((name) =>
    ['main', 'nis'].includes(SERVICE_OF[name]),
  );

  /** An operation asked the way its route takes it: GET, or a POST form where GET is not served. */
  async function ask(app: FastifyInstance, name: OperationName, params: Record<string, string>) {
    const answer = await get(app, operationPath(name), params);
    return answer.http === 404 ? postForm(app, operationPath(name), params) : answer;
  }

  it.each([
    ['without apiVersion', {}],
    ['claiming api version 2', { apiVersion: '2' }],
    ['claiming api version 1 with a garbage signature', { apiVersion: '1', signature: 'garbage' }],
  ])(
    'refuses every main and nis operation unsigned %s: the backend runs at its own version',
    async (_, claim) => {
      for (const name of signedOperations) {
        const { body } = await ask(t.app, name, { ...claim, t: String(Date.now()), fileId: '1' });
        expect({ name, body }).toEqual({ name, body: { status: -3, message: '签名错误', data: null } });
      }
    },
  );

  it('asks for no signature when configured below version 3', async () => {
    const legacy = await sibling(t, { apiVersion: 2 });
    try {
      const { body } = await get(legacy, '/main/serverTime', {
        apiVersion: '3',
        t: '1',
        signature: 'garbage',
      });
      expect(body.status).toBe(0);
    } finally {
      await legacy.close();
    }
  });

  it('refuses a signature it has seen, on GET and on POST', async () => {
    const query = signedContext({ parentColumnId: '0' }, key());
    expect((await get(t.app, '/main/getColumns', query)).body.status).toBe(0);
    expect((await get(t.app, '/main/getColumns', query)).body).toEqual({
      status: -3,
      message: '签名错误',
      data: null,
    });
    // The same call in the same millisecond with a nonce of its own is another call.
    const twin = signedContext({ parentColumnId: '0' }, key(), Number(query.t));
    expect((await get(t.app, '/main/getColumns', twin)).body.status).toBe(0);
    const time = String(Date.now());
    const fields = signedContext(
      { appKey: t.config.appKey, time, sign: md5(t.config.appKey + t.config.appSecret + time) },
      key(),
    );
    expect((await postForm(t.app, '/main/auth', fields)).body.status).toBe(0);
    expect((await postForm(t.app, '/main/auth', fields)).body.status).toBe(-3);
  });

  it('lets only one of the same signed call sent at once through', async () => {
    const query = signedContext({}, key());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(t.app, '/main/serverTime', query)),
    );
    expect(answers.map(({ body }) => body.status).sort()).toEqual([
      ...Array.from({ length: 19 }, () => -3),
      0,
    ]);
  });

  it('checks version strings such as 3.1.0 and refuses nonsense', async () => {
    expect((await get(t.app, '/main/serverTime', { apiVersion: '3.1.0' })).body.status).toBe(-3);
    expect((await get(t.app, '/main/serverTime', { apiVersion: 'v3' })).body).toEqual({
      status: -1,
      message: '参数 apiVersion 格式错误',
      data: null,
    });
  });

  it('signs form fields of POST calls', async () => {
    const time = String(Date.now());
    const fields = { appKey: t.config.appKey, time, sign: md5(t.config.appKey + t.config.appSecret + time) };
    expect((await postForm(t.app, '/main/auth', signedContext(fields, key()))).body.status).toBe(0);
    const tampered = { ...signedContext(fields, key()), device: 'xy999' };
    expect((await postForm(t.app, '/main/auth', tampered)).body.status).toBe(-3);
  });

  it('leaves sso unsigned', async () => {
    const { body } = await get(t.app, '/sso/anonymousToken', { apiVersion: '3', device: 'xy-sso-1' });
    expect(body.status).toBe(0);
  });
});
