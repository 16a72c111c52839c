// The CMS side of reporters, persons and leaders: create and edit reporters (a young reporter's card included),
// regions, and persons (a leader is a person with a region) with the reports about them; and recompute the
// recommendations' neighbours at once rather than at the next background run. Registered inside the ingest
// plugin: the admin bearer and HTTP 400 validation answers.
import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  definedOnly,
  field,
  type JsonObject,
  objectList,
  optionalUrl,
  pathId,
  refuseUnknown,
  required,
  requireObject,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { existingArticleIds } from '../reading/articleRepo.js';
import {
  findPerson,
  findRegion,
  insertPerson,
  insertRegion,
  REPORT_KIND,
  type ReportKind,
  reportsOf,
  setPersonReports,
  toApiPerson,
  updatePerson,
  updateRegion,
} from './personRepo.js';
import { recomputeNeighbours } from './recommendationRepo.js';
import { insertReporter, toApiReporter, updateReporter } from './reporterRepo.js';

const REPORTER_FIELDS = ['name', 'avatar', 'title', 'intro', 'cardNo', 'school', 'className', 'published'];
const PERSON_FIELDS = ['name', 'portrait', 'title', 'biography', 'regionId', 'sort', 'published', 'reports'];
const REGION_FIELDS = ['name', 'sort'];

function flag(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new InputError(`字段 ${key} 必须是 true 或 false`);
  return value;
}

function readReporter(raw: unknown) {
  const body = requireObject(raw);
  refuseUnknown(body, REPORTER_FIELDS);
  return definedOnly({
    name: field.string(body, 'name', { max: 20, nonEmpty: true, pattern: /^[^\s、，,/;；]+$/ }),
    avatar: optionalUrl(body, 'avatar'),
    title: field.string(body, 'title', { max: 40 }),
    intro: field.string(body, 'intro', { max: 2000 }),
    cardNo: field.string(body, 'cardNo', { max: 32 }),
    school: field.string(body, 'school', { max: 60 }),
    className: field.string(body, 'className', { max: 40 }),
    published: flag(body, 'published'),
  });
}

function readReport(item: JsonObject): { fileId: number; kind: ReportKind } {
  refuseUnknown(item, ['fileId', 'kind']);
  return {
    fileId: required(field.int(item, 'fileId', 1, INT4_MAX), 'fileId'),
    kind: field.oneOf(item, 'kind', [REPORT_KIND.report, REPORT_KIND.activity]) ?? REPORT_KIND.report,
  };
}

async function readPerson(raw: unknown, { db }: RouteDeps) {
  const body = requireObject(raw);
  refuseUnknown(body, PERSON_FIELDS);
  const regionId = body.regionId === null ? null : field.int(body, 'regionId', 1, INT4_MAX);
  if (regionId && !(await findRegion(db, regionId))) throw new InputError('地区不存在');
  const reports = objectList(body, 'reports', 200, readReport);
  if (reports) {
    const known = await existingArticleIds(
      db,
      reports.map((report) => report.fileId),
    );
    const missing = reports.find((report) => !known.has(report.fileId));
    if (missing) throw new InputError(`稿件不存在：${missing.fileId}`);
  }
  const values = definedOnly({
    name: field.string(body, 'name', { max: 20, nonEmpty: true }),
    portrait: optionalUrl(body, 'portrait'),
    title: field.string(body, 'title', { max: 60 }),
    biography: field.string(body, 'biography', { max: 5000 }),
    regionId,
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    published: flag(body, 'published'),
  });
  return { values, reports };
}

const nameTaken = fail(STATUS.badInput, '记者姓名已存在');

export function peopleIngestRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post('/reporters', async (request, reply) => {
    const input = readReporter(request.body);
    const row = await insertReporter(db, { ...input, name: required(input.name, 'name') });
    if (row === 'taken') return reply.code(409).send(nameTaken);
    return ok(toApiReporter(row, 0));
  });

  app.patch('/reporters/:id', async (request, reply) => {
    const id = pathId(request);
    const row = await updateReporter(db, id, readReporter(request.body));
    if (row === 'taken') return reply.code(409).send(nameTaken);
    if (!row) return reply.code(404).send(fail(STATUS.badInput, '记者不存在'));
    return ok(toApiReporter(row, 0));
  });

  app.post('/regions', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, REGION_FIELDS);
    const name = required(field.string(body, 'name', { max: 40, nonEmpty: true }), 'name');
    return ok(await insertRegion(db, { name, sort: field.int(body, 'sort', -1_000_000, 1_000_000) }));
  });

  app.patch('/regions/:id', async (request, reply) => {
    const id = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, REGION_FIELDS);
    const patch = definedOnly({
      name: field.string(body, 'name', { max: 40, nonEmpty: true }),
      sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    });
    const row = await updateRegion(db, id, patch);
    return row ? ok(row) : reply.code(404).send(fail(STATUS.badInput, '地区不存在'));
  });

  app.post('/persons', async (request) => {
    const { values, reports } = await readPerson(request.body, deps);
    const person = await db.transaction(async (tx) => {
      const row = await insertPerson(tx, { ...values, name: required(values.name, 'name') });
      await setPersonReports(tx, row.id, reports ?? []);
      return row;
    });
    return ok({ ...toApiPerson(person), reports: await reportsOf(db, person.id) });
  });

  app.patch('/persons/:id', async (request, reply) => {
    const id = pathId(request);
    const { values, reports } = await readPerson(request.body, deps);
    if (!(await findPerson(db, id))) return reply.code(404).send(fail(STATUS.badInput, '人物不存在'));
    const person = await db.transaction(async (tx) => {
      const row = await updatePerson(tx, id, values);
      if (row && reports) await setPersonReports(tx, id, reports);
      return row;
    });
    if (!person) return reply.code(404).send(fail(STATUS.badInput, '人物不存在'));
    return ok({ ...toApiPerson(person), reports: await reportsOf(db, id) });
  });

  app.post('/recommendations/recompute', async () => ok({ pairs: await recomputeNeighbours(db) }));
}
