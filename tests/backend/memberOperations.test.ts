// The site's operation table against this backend: every member operation is where the table says, with its method.
import { OPERATIONS, type OperationName } from '@/lib/api/operations';
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';

const memberOperations: OperationName[] = [
  'verifyCode',
  'sendSmsCode',
  'smsLogin',
  'passwordLogin',
  'setPassword',
  'logout',
  'member/info',
  'getUserInfo',
  'memberDetail',
  'wxOauthState',
  'getWxUserinfoByCode',
  'oauthLogin',
  'thirdLogin',
  'invite/code',
  'invite/use',
  'invite/record',
  'invite/siteConf',
  'score/add',
  'score/stats',
  'score/dayList',
];

describe('member operations in the site’s table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(drivers[0]!);
  });
  afterAll(() => t.close());

  it.each(memberOperations)('%s is served at its service, path and method', async (name) => {
    const operation = OPERATIONS[name];
    const response = await t.app.inject({
      method: operation.method,
      url: `/${operation.service}/${operation.path}`,
      ...(operation.method === 'POST'
        ? { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
    expect(response.statusCode).not.toBe(404);
    expect(operation.encoding).toBe(operation.method === 'POST' ? 'form' : 'query');
  });
});
