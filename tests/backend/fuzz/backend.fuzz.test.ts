// Every reader operation and every CMS route, fuzzed (issue 13): wrong types, missing and extra fields, huge and
// control-character strings, deep JSON, wrong content types and methods. Whatever arrives, the backend answers a
// 4xx or an envelope error, never a 5xx, and a request it refuses leaves the database as it was.
// FUZZ_RUNS sets the requests per reader operation (default 10; a CMS route, cheaper and where the 500s were, gets
// twice as many), FUZZ_SEED replays a run; a failure prints its seed.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../backend/app';
import type { DatabaseHandle } from '../../../backend/core/database';
import { findMemberByPhone } from '../../../backend/members/memberRepo';
import { articles } from '../../../backend/reading/schema';
import { inquiries } from '../../../backend/questions/schema';
import { issueMemberPair } from '../../../backend/sessions/tokenRepo';
import { drivers } from '../testDb';
import { signedContext, testConfig } from '../testApp';
import {
  anyMethod,
  deepJson,
  depth,
  fuzzParams,
  jsonValue,
  malformedBody,
  mutatedBody,
  nastyString,
  unsupportedBody,
} from './arbitraries';
import { OPERATIONS } from '../../../lib/api/operations';
import { operationPath, type OperationName } from '../../../lib/contract/operations';
import { INGEST_EXAMPLES } from './ingestExamples';
import { CONTRACT_ROUTES, type FuzzRoute, type Method, recordRoutes } from './routeTable';
import { installWriteLog, takeWrites } from './writeLog';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The CMS routes of backend/*\/ingest.ts; a route that silently drops out (or a new one) changes this. */
const INGEST_ROUTES = 92;

/**
 * The writes a refused request may make: a wrong guess counts against what it guessed at, so that guessing ends
 * in a lockout (a member's password attempts, an SMS code's attempts, an image code a wrong answer spends).
 */
const GUESS_COUNTERS: Record<string, string[]> = {
  '/sso/passwordLogin': ['members'],
  '/sso/smsLogin': ['sms_codes'],
  '/sso/sendSmsCode': ['verify_codes'],
};

type Expectation = 'unsupported' | 'deep' | 'refused' | 'noRoute' | 'unauthorized';

interface Probe {
  request: InjectOptions;
  expect?: Expectation;
}

interface Context {
  app: FastifyInstance;
  database: DatabaseHandle;
  signKey: string;
  statsHeaders: Record<string, string>;
  memberToken: string;
  methodsAt: (url: string) => Set<string>;
}

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** Fields to the route the way its method takes them: a query for GET, else a form or JSON body. */
function carrying(
  route: FuzzRoute,
  fields: Record<string, unknown>,
  asJson: boolean,
): Partial<InjectOptions> {
  if (!hasBody(route.method)) return { query: fields as Record<string, string> };
  if (asJson) return { payload: JSON.stringify(fields), headers: json };
  return { payload: new URLSearchParams(fields as Record<string, string>).toString(), headers: form };
}

/** The operations that take multipart bodies (the upload service's pictures). */
const MULTIPART_PATHS = new Set(
  Object.entries(OPERATIONS)
    .filter(([, operation]) => operation.encoding === 'multipart')
    .map(([name]) => operationPath(name as OperationName)),
);

function withHeaders(probe: Partial<InjectOptions>, headers: Record<string, string>): Partial<InjectOptions> {
  return { ...probe, headers: { ...(probe.headers as Record<string, string> | undefined), ...headers } };
}

/**
 * Probes every route shares: wrong content types, broken and deep JSON, methods the path does not have. Type and
 * depth are refused before any route sees the body; a broken body only by routes that read one (`readsBody`).
 */
function bodyProbes(
  route: FuzzRoute,
  url: fc.Arbitrary<string>,
  ctx: Context,
  headers: Record<string, string>,
  readsBody: boolean,
): Record<'unsupported' | 'malformed' | 'deep' | 'method', fc.Arbitrary<Probe>> {
  const body = hasBody(route.method);
  return {
    unsupported: fc.tuple(url, unsupportedBody).map(([path, { contentType, payload }]) => ({
      request: {
        method: route.method,
        url: path,
        payload,
        headers: { ...headers, 'content-type': contentType },
      },
      // A multipart body is the upload service's own: refused there for what it holds, not for its type.
      expect: !body
        ? undefined
        : contentType.startsWith('multipart/') && MULTIPART_PATHS.has(route.url)
          ? ('refused' as const)
          : ('unsupported' as const),
    })),
    malformed: fc.tuple(url, malformedBody).map(([path, { contentType, payload }]) => ({
      request: {
        method: route.method,
        url: path,
        payload,
        headers: { ...headers, 'content-type': contentType },
      },
      expect: body && readsBody ? ('refused' as const) : undefined,
    })),
    deep: fc
      .tuple(
        url,
        depth,
        fc.constantFrom<'object' | 'array'>('object', 'array'),
        fc.constantFrom(undefined, 'id'),
      )
      .map(([path, levels, inside, under]) => ({
        request: {
          method: route.method,
          url: path,
          payload: deepJson(levels, inside, under),
          headers: { ...headers, ...json },
        },
        expect: body ? ('deep' as const) : undefined,
      })),
    method: fc
      .tuple(
        url,
        anyMethod.filter((method) => !ctx.methodsAt(route.url).has(method)),
      )
      .map(([path, method]) => ({
        request: { method: method as InjectOptions['method'], url: path },
        expect: 'noRoute' as const,
      })),
  };
}

function operationProbe(route: FuzzRoute, ctx: Context): fc.Arbitrary<Probe> {
  const url = fc.constant(route.url);
  const token = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Record<string, string>>({ token: ctx.memberToken }) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({}, { token: 'not-a-token' }) },
  );
  const signed = fc
    .tuple(fuzzParams, token, fc.boolean(), nastyString)
    .map(([params, tokenHeader, asJson, os]) => {
      const request = carrying(route, signedContext(params, ctx.signKey), asJson);
      const headers = { ...ctx.statsHeaders, ...tokenHeader, os: base64(os), deviceId: base64(os) };
      return { request: { method: route.method, url: route.url, ...withHeaders(request, headers) } };
    });
  // JSON bodies may carry values of any type; a query only strings.
  const unsigned = fc
    .tuple(fuzzParams, fc.boolean(), fc.dictionary(fc.string(), jsonValue, { maxKeys: 3 }))
    .map(([params, asJson, odd]) => ({
      request: {
        method: route.method,
        url: route.url,
        ...carrying(route, asJson && hasBody(route.method) ? { ...params, ...odd } : params, asJson),
      } as InjectOptions,
    }));
  const { unsupported, malformed, deep, method } = bodyProbes(route, url, ctx, {}, true);
  return fc.oneof(
    { weight: 8, arbitrary: signed },
    { weight: 3, arbitrary: unsigned },
    { weight: 1, arbitrary: unsupported },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: method },
  );
}

const pathIds = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 62 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      'abc',
      '1.5',
      '2147483648',
      '99999999999',
      '%00',
      '1%00',
      '%E4%B8%AD',
    ),
  },
  // A lone surrogate cannot be percent-encoded; the replacement character stands in for it.
  {
    weight: 1,
    arbitrary: nastyString.map((id) => encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  },
);

function ingestProbe(route: FuzzRoute, ctx: Context, adminToken: string): fc.Arbitrary<Probe> {
  const url = route.url.includes(':id')
    ? pathIds.map((id) => route.url.replace(':id', id))
    : fc.constant(route.url);
  const admin = { authorization: `Bearer ${adminToken}` };
  const example = INGEST_EXAMPLES[`${route.method} ${route.url}`] ?? {};
  const body = hasBody(route.method);
  const wellFormed = fc.tuple(url, body ? mutatedBody(example) : fuzzParams).map(([path, fields]) => ({
    request: { method: route.method, url: path, ...withHeaders(carrying(route, fields, true), admin) },
  }));
  // Routes that take no body (a preview link, enabling a member) may ignore one.
  const readsBody = Object.keys(example).length > 0;
  const notAnObject = jsonValue.filter(
    (value) => typeof value !== 'object' || value === null || Array.isArray(value),
  );
  const anyJson = fc.tuple(url, notAnObject).map(([path, value]) => ({
    request: {
      method: route.method,
      url: path,
      payload: JSON.stringify(value),
      headers: { ...admin, ...json },
    },
    expect: body && readsBody ? ('refused' as const) : undefined,
  }));
  const unauthorized = fc
    .tuple(
      url,
      fc.constantFrom<Record<string, string>>(
        {},
        { authorization: 'Bearer x' },
        { authorization: adminToken },
      ),
    )
    .map(([path, headers]) => ({
      request: { method: route.method, url: path, ...withHeaders(carrying(route, example, true), headers) },
      expect: 'unauthorized' as const,
    }));
  const { unsupported, malformed, deep, method } = bodyProbes(route, url, ctx, admin, readsBody);
  return fc.oneof(
    { weight: 10, arbitrary: wellFormed },
    { weight: 1, arbitrary: body ? anyJson : wellFormed },
    { weight: 1, arbitrary: unauthorized },
    { weight: 1, arbitrary: unsupported },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: method },
  );
}

interface Envelope {
  status: number;
  message: string;
}

function envelopeOf(contentType: string, text: string): Envelope | null {
  if (!contentType.startsWith('application/json')) return null;
  const body = JSON.parse(text) as Partial<Envelope>;
  if (typeof body.status !== 'number' || typeof body.message !== 'string' || !('data' in body)) {
    throw new Error(`not an envelope: ${text.slice(0, 200)}`);
  }
  return body as Envelope;
}

const expected: Record<Expectation, (http: number, refused: boolean) => boolean> = {
  unsupported: (http) => http === 415,
  deep: (http) => http === 400,
  refused: (_http, refused) => refused,
  noRoute: (http) => http === 404,
  unauthorized: (http) => http === 401,
};

async function check(ctx: Context, probe: Probe): Promise<void> {
  const response = await ctx.app.inject(probe.request);
  const writes = await takeWrites(ctx.database.db);
  const said = () =>
    `HTTP ${response.statusCode} ${response.body.slice(0, 200)}${writes.length ? `; wrote ${writes.join(', ')}` : ''}`;
  if (response.statusCode >= 500) throw new Error(`5xx: ${said()}`);
  const envelope = envelopeOf(String(response.headers['content-type'] ?? ''), response.body);
  const refused = response.statusCode >= 400 || (envelope !== null && envelope.status !== 0);
  if (probe.expect && !expected[probe.expect](response.statusCode, refused)) {
    throw new Error(`expected ${probe.expect}: ${said()}`);
  }
  const counted = GUESS_COUNTERS[String(probe.request.url).split('?')[0] ?? ''] ?? [];
  const unexpected = writes.filter((table) => !counted.includes(table));
  if (refused && unexpected.length > 0) throw new Error(`refused but wrote: ${said()}`);
}

async function fuzzRoutes(
  ctx: Context,
  routes: FuzzRoute[],
  numRuns: number,
  probeOf: (route: FuzzRoute) => fc.Arbitrary<Probe>,
) {
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    const seed = SEED + index;
    const details = await fc.check(
      fc.asyncProperty(probeOf(route), (probe) => check(ctx, probe)),
      { numRuns, seed },
    );
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      const example = JSON.stringify(details.counterexample).slice(0, 1000);
      failures.push(
        `${route.method} ${route.url} (FUZZ_SEED=${SEED}, route seed ${seed}): ${error}\n  ${example}`,
      );
    }
  }
  return failures;
}

describe.each(drivers)('the backend fuzzed on $name', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: FuzzRoute[];
  let ctx: Context;
  const config = testConfig();

  // Seeding a fresh database takes a while on a busy machine.
  beforeAll(async () => {
    database = await driver.open();
    await installWriteLog(database.db);
    app = buildApp({ db: database.db, dbKind: database.kind, config });
    routes = recordRoutes(app);
    await app.ready();
    const member = await findMemberByPhone(database.db, '13800138000');
    const methods = new Map<string, Set<string>>();
    for (const route of routes)
      methods.set(route.url, (methods.get(route.url) ?? new Set()).add(route.method));
    ctx = {
      app,
      database,
      signKey: config.apiSignKey,
      statsHeaders: { tenantCode: base64(config.stats.tenantCode), appKey: base64(config.stats.appKey) },
      memberToken: (await issueMemberPair(database.db, 'xyfuzz', member!.userId)).token,
      methodsAt: (url) => new Set([...(methods.get(url) ?? []), 'HEAD']),
    };
    // The member's token above is the suite's own write.
    await takeWrites(database.db);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('knows every route: each contract operation once, and the CMS routes', () => {
    expect(routes.filter((route) => route.kind === 'other')).toEqual([]);
    const operations = routes.filter((route) => route.kind === 'operation');
    expect(operations).toHaveLength(CONTRACT_ROUTES);
    expect(routes.filter((route) => route.kind === 'ingest')).toHaveLength(INGEST_ROUTES);
  });

  it('accepts every CMS example as it is, so that mutations start from a valid body', async () => {
    // An inquiry is approved or rejected while it waits: the demo's have been (its first is answered).
    const pendingInquiry = async () => {
      const [row] = await database.db
        .insert(inquiries)
        .values({ departmentId: 1, typeId: 1, title: '待审', content: '待审核的问政' })
        .returning({ id: inquiries.id });
      return row!.id;
    };
    const [live] = await database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(eq(articles.articleType, 6))
      .limit(1);
    const refused: string[] = [];
    for (const [route, example] of Object.entries(INGEST_EXAMPLES)) {
      const [method, path] = route.split(' ') as [Method, string];
      const id = path.startsWith('/ingest/lives/')
        ? live!.fileId
        : /^\/ingest\/inquiries\/:id\/(approve|reject)$/.test(path)
          ? await pendingInquiry()
          : 1;
      const answer = await app.inject({
        method,
        url: path.replace(':id', String(id)),
        payload: example,
        headers: { authorization: `Bearer ${config.adminToken}` },
      });
      if (answer.statusCode !== 200) refused.push(`${route}: ${answer.body}`);
    }
    expect(refused).toEqual([]);
    // An example for a route that is gone would be fuzzing nothing.
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(INGEST_EXAMPLES).filter((route) => !known.has(route))).toEqual([]);
    await takeWrites(database.db);
  });

  it('answers every reader operation with a 4xx or an envelope, never a 5xx', async () => {
    const failures = await fuzzRoutes(
      ctx,
      routes.filter((route) => route.kind === 'operation'),
      RUNS,
      (route) => operationProbe(route, ctx),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every CMS route with a 4xx or an envelope, never a 5xx', async () => {
    const failures = await fuzzRoutes(
      ctx,
      routes.filter((route) => route.kind === 'ingest'),
      2 * RUNS,
      (route) => ingestProbe(route, ctx, config.adminToken),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
