// The CMS side of the site's own pages (关于我们, 产品详情, 下载客户端, 公告). Registered inside the ingest plugin, so the
// admin bearer, the failed-attempt limit, HTTP 400 validation answers and the site's cache notification all apply.
import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { definedOnly, field, pathId, refuseUnknown, requireObject, urlPattern } from '../core/jsonFields.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { STATUS } from '../../lib/contract/status.js';
import {
  findSitePage,
  insertSitePage,
  SITE_PAGE_KINDS,
  type SitePageInput,
  type SitePageKind,
  updateSitePage,
} from './sitePageRepo.js';

const sitePageFields = ['kind', 'title', 'summary', 'content', 'image', 'sort', 'published', 'publishtime'];

/** A page body; `kind` and `title` are required when creating. */
export function readSitePageInput(raw: unknown, creating: boolean): SitePageInput {
  const body = requireObject(raw);
  refuseUnknown(body, sitePageFields);
  const kind = field.string(body, 'kind', { max: 10, nonEmpty: true });
  if (kind !== undefined && !(SITE_PAGE_KINDS as readonly string[]).includes(kind)) {
    throw new InputError(`字段 kind 必须是 ${SITE_PAGE_KINDS.join('、')} 之一`);
  }
  if (body.published !== undefined && typeof body.published !== 'boolean') {
    throw new InputError('字段 published 必须是 true 或 false');
  }
  const input = definedOnly({
    kind: kind as SitePageKind | undefined,
    title: field.string(body, 'title', { max: 100, nonEmpty: true }),
    summary: field.string(body, 'summary', { max: 500 }),
    content: field.string(body, 'content', { max: 200_000 }),
    image: field.string(body, 'image', { max: 1000, pattern: urlPattern }),
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    published: body.published as boolean | undefined,
    publishtime: field.time(body, 'publishtime'),
  });
  if (creating && input.kind === undefined) throw new InputError('缺少字段 kind');
  if (creating && input.title === undefined) throw new InputError('字段 title 不能为空');
  return input;
}

export function sitePageIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/site-pages', async (request) => {
    const input = readSitePageInput(request.body, true);
    const { kind = 'about', title = '' } = input;
    return ok(await insertSitePage(db, { ...input, kind, title }));
  });

  app.patch('/site-pages/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readSitePageInput(request.body, false);
    if (!(await findSitePage(db, id))) return reply.code(404).send(fail(STATUS.badInput, '页面不存在'));
    return ok(await updateSitePage(db, id, input));
  });
}
