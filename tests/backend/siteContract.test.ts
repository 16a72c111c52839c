// The site's own lib/api and lib/auth code against this backend: both ends of the contract must agree.
import { authHeaders, authSign, decryptAuthInfo } from '@/lib/api/appAuth';
import { buildParams } from '@/lib/api/requestContext';
import * as site from '@/lib/api/signing';
import { canonicalString, signParams } from '../../backend/core/signature';
import { drivers } from './testDb';
import { get, postForm, sibling, startApp, type TestApp } from './testApp';

const samples: Record<string, string>[] = [
  {},
  { siteId: '1', appID: '1', t: '1700000000000' },
  { title: '临江 新闻&更多=是', Zeta: 'upper', alpha: '', 'a.b': 'dot' },
  { signature: 'dropped', columnId: '12', parentColumnId: '0' },
];

it.each(samples)('canonical string and signature agree for %j', async (params) => {
  expect(site.canonicalString(params)).toBe(canonicalString(params));
  expect(await site.signParams(params, 'xy-demo-sign-key')).toBe(signParams(params, 'xy-demo-sign-key'));
});

describe('the site talking to the backend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(drivers[0]!, { apiVersion: 3 });
  });
  afterAll(() => t.close());

  const context = { siteId: 1, appID: 1, device: 'xy17000000001234', curVersions: '1.0.0', apiVersion: 3 };

  it('signs calls the backend accepts', async () => {
    const params = buildParams(context, { parentColumnId: 0 }, Date.now());
    const signed = { ...params, signature: await site.signParams(params, t.config.apiSignKey) };
    expect((await get(t.app, '/main/getColumns', signed)).body.status).toBe(0);
    expect((await get(t.app, '/main/getColumns', { ...signed, parentColumnId: '1' })).body.status).toBe(-3);
  });

  it('decrypts authinfo and passes XY_AUTH=2 with its own headers', async () => {
    const strict = await sibling(t, { xyAuth: 2 });
    try {
      const info = await strict.inject({ method: 'GET', url: '/main/authinfo' });
      const credentials = decryptAuthInfo(String(info.headers['api-data']), t.config.authinfo3desKey);
      expect(credentials).toEqual({ appKey: t.config.appKey, appSecret: t.config.appSecret });
      const time = String(Date.now());
      const auth = await postForm<{ authToken: string }>(strict, '/main/auth', {
        appKey: credentials!.appKey,
        time,
        sign: await authSign(credentials!, time),
      });
      expect(auth.body.status).toBe(0);
      const headers = await authHeaders(auth.body.data.authToken, credentials!.appSecret, String(Date.now()));
      expect((await get(strict, '/main/serverTime', {}, headers)).body.status).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
