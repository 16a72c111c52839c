// The contract both sides import (lib/contract): the backend serves every operation where it says, the site's
// operation table sends each one there, every cache tag the site caches under is one a CMS write drops, and the
// statuses the backend answers are the ones the site's response table reacts to.
import type { FastifyInstance } from 'fastify';
import { interpretEnvelope } from '@/lib/api/envelope';
import { OPERATIONS } from '@/lib/api/operations';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';
import { operationPath, SERVICE_OF, type OperationName } from '@/lib/contract/operations';
import { STATUS } from '@/lib/contract/status';
import { UPLOADED_FILES_PATH } from '@/lib/contract/uploads';
import { LIVE_SOCKET_PATH } from '@/lib/contract/liveSocket';
import { buildApp } from '../../backend/app';
import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { drivers } from './testDb';
import { get, testConfig } from './testApp';

const contract = Object.keys(SERVICE_OF) as OperationName[];

describe('the contract', () => {
  let app: FastifyInstance;
  const served: string[] = [];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await drivers[0]!.open({ seed: false });
    app = buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
    // Added before the plugins load, so it sees every route they register.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/ingest/')) served.push(route.url);
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it.each(contract)('%s is served at its path', (name) => {
    expect(operationPath(name)).toBe(`/${SERVICE_OF[name]}/${name}`);
    expect(['GET', 'POST'].some((method) => app.hasRoute({ method, url: operationPath(name) }))).toBe(true);
  });

  it('is the whole reader-facing API: the domains serve nothing outside it but the CMS’s /ingest', () => {
    // And the stored pictures the upload service answers, where the contract says (lib/contract/uploads.ts), and
    // the live hub (lib/contract/liveSocket.ts).
    const paths = new Set([
      ...contract.map(operationPath),
      `${UPLOADED_FILES_PATH}/:name`,
      `${LIVE_SOCKET_PATH}/:token`,
    ]);
    expect(new Set(served)).toEqual(paths);
  });

  it.each(Object.entries(OPERATIONS))(
    'the site sends %s where the contract says, as the backend takes it',
    (name, op) => {
      expect(op.path).toBe(name);
      expect(op.service).toBe(SERVICE_OF[name as OperationName]);
      expect(app.hasRoute({ method: op.method, url: operationPath(name as OperationName) })).toBe(true);
    },
  );

  it('drops every cache tag the site caches under from some CMS write', () => {
    const writes = [
      'config',
      'columns/1',
      'articles/1',
      'lives/1',
      'papers',
      'ads/1',
      'site-pages/1',
      'xys/1',
      'comments/1/approve',
      'activities/1',
      'circlePosts/1/approve',
      'topicQuestions/1/approve',
      'reporters/1',
      'tipoffs/1/approve',
      'submissions/1/approve',
      'courses/1',
    ];
    const dropped = new Set(writes.flatMap((path) => tagsForIngestPath(`/ingest/${path}`)));
    expect([...dropped].sort()).toEqual(Object.values(CACHE_TAGS).sort());
  });

  it('answers statuses the site’s response table knows', async () => {
    const expired = await get(app, operationPath('serverTime'), {}, { token: 'no-such-token-0123456789' });
    expect(expired.body.status).toBe(STATUS.tokenExpired);
    expect(interpretEnvelope(expired.body).kind).toBe('tokenExpired');
    const anonymous = await get(app, operationPath('getUserInfo'));
    expect(anonymous.body.status).toBe(STATUS.notSignedIn);
    expect(interpretEnvelope(anonymous.body).kind).toBe('appLogin');
    const unknown = await get(app, '/main/noSuchOperation');
    expect([unknown.http, unknown.body.status]).toEqual([404, STATUS.badInput]);
    expect(interpretEnvelope(unknown.body).kind).toBe('error');
  });
});
