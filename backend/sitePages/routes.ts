import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { publishedSitePage, type SitePageKind } from './sitePageRepo.js';

/** The kinds getSitePage serves; notices have their own operation, as the spec names it. */
const PAGE_KINDS: readonly SitePageKind[] = ['about', 'product', 'download'];

/** The site's own pages on the `main` service: 关于我们, 产品详情, 下载客户端 (getSitePage) and 公告 (noticeDetail). */
export function sitePageRoutes({ db, config }: RouteDeps) {
  return async function sitePages(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getSitePage'), async (request) => {
      const params = requestParams(request);
      const kind = params.kind ?? '';
      if (kind === '') throw new InputError('缺少参数 kind');
      if (!(PAGE_KINDS as readonly string[]).includes(kind)) {
        throw new InputError(`参数 kind 必须是 ${PAGE_KINDS.join('、')} 之一`);
      }
      const id = param.optionalPositiveInt(params, 'id');
      const page = await publishedSitePage(db, kind as SitePageKind, id);
      return page ? ok(page) : fail(STATUS.badInput, '页面不存在');
    });

    app.get(operationPath('noticeDetail'), async (request) => {
      const id = param.positiveInt(requestParams(request), 'id');
      const notice = await publishedSitePage(db, 'notice', id);
      return notice ? ok(notice) : fail(STATUS.badInput, '公告不存在');
    });
  };
}
