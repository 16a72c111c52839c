// The CMS side of accounts (订阅号): categories and accounts under the CMS's own ids, created or updated by PUT.
// Registered inside the ingest plugin, so the admin bearer, HTTP 400 validation answers and the site's cache
// notification all apply.
import type { FastifyInstance } from 'fastify';
import { InputError, ok } from '../core/envelope.js';
import { definedOnly, field, pathId, refuseUnknown, requireObject, urlPattern } from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import {
  type CatInput,
  type CatWriteRefusal,
  findCat,
  writeCat,
  writeXy,
  type XyInput,
} from './accountRepo.js';

const catRefusals: Record<CatWriteRefusal, string> = {
  noParent: '上级分类不存在',
  loop: '上级分类不能是该分类自身或其下级分类',
  code: '字段 code 必须与上级分类的 code 相同',
  noCode: '缺少字段 code',
  noName: '字段 name 不能为空',
};

export function readCatInput(raw: unknown): CatInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['code', 'name', 'parentID', 'order']);
  return definedOnly({
    code: field.string(body, 'code', { max: 64, nonEmpty: true, pattern: /^[\w-]+$/ }),
    name: field.string(body, 'name', { max: 40, nonEmpty: true }),
    parentId: field.int(body, 'parentID', 0, INT4_MAX),
    sort: field.int(body, 'order', -1_000_000, 1_000_000),
  });
}

export function readXyInput(raw: unknown): XyInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['name', 'icon', 'intro', 'catID', 'xyStatus', 'xyForbidden']);
  return definedOnly({
    name: field.string(body, 'name', { max: 40, nonEmpty: true }),
    icon: field.string(body, 'icon', { max: 1000, pattern: urlPattern }),
    intro: field.string(body, 'intro', { max: 500 }),
    catId: field.int(body, 'catID', 1, INT4_MAX),
    xyStatus: field.int(body, 'xyStatus', 0, 99),
    xyForbidden: field.oneOf(body, 'xyForbidden', [0, 1]),
  });
}

export function accountIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.put('/xyCats/:id', async (request) => {
    const catId = pathId(request);
    const written = await writeCat(db, catId, readCatInput(request.body));
    if ('refusal' in written) throw new InputError(catRefusals[written.refusal]);
    return ok(written.cat);
  });

  app.put('/xys/:id', async (request) => {
    const xyId = pathId(request);
    const input = readXyInput(request.body);
    if (input.catId !== undefined && !(await findCat(db, input.catId))) throw new InputError('分类不存在');
    const written = await writeXy(db, xyId, input);
    if (!written) throw new InputError(input.name === undefined ? '字段 name 不能为空' : '缺少字段 catID');
    return ok(written);
  });
}
