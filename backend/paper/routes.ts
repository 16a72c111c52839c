import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../core/chinaDate.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { findArticle, toApiArticle } from '../reading/articleRepo.js';
import { isValidPreviewToken } from '../reading/previewToken.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { latestMonth, latestPaper, paperDates, paperOfDate, placementOf } from './paperRepo.js';

const refuse = (message: string) => fail(STATUS.badInput, message);

function dateParam(params: Params): string {
  const date = param.string(params, 'date', /^\d{4}-\d{2}-\d{2}$/);
  if (!isCalendarDate(date)) throw new InputError('参数 date 格式错误');
  return date;
}

function monthParam(params: Params): string | undefined {
  if (params.month === undefined || params.month === '') return undefined;
  return param.string(params, 'month', /^\d{4}-(0[1-9]|1[0-2])$/);
}

/** The paper edition (数字报) on the `main` service: editions by date, their pages and their articles. */
export function paperRoutes({ db, config }: RouteDeps) {
  /** An article with where it was printed; paperId, layoutId and pageNo are 0 for one no edition prints. */
  async function paperArticle(fileId: number, published: boolean) {
    const row = await findArticle(db, fileId);
    if (!row || (published && row.aStatus !== 1)) return refuse('稿件不存在');
    const placement = (await placementOf(db, fileId)) ?? { paperId: 0, layoutId: 0, pageNo: 0 };
    return ok({ ...toApiArticle(row), ...placement });
  }

  return async function paper(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getLatestPaper'), async () => {
      const latest = await latestPaper(db);
      return latest ? ok(latest) : refuse('暂无报纸');
    });

    app.get(operationPath('getPaperDates'), async (request) => {
      const month = monthParam(requestParams(request)) ?? (await latestMonth(db));
      return ok({ month: month ?? '', dates: month ? await paperDates(db, month) : [] });
    });

    app.get(operationPath('getPaper'), async (request) => {
      const params = requestParams(request);
      const edition = await paperOfDate(db, dateParam(params), param.optionalPositiveInt(params, 'paperId'));
      return edition ? ok(edition) : refuse('当日无报纸');
    });

    app.get(operationPath('getPaperArticle'), async (request) =>
      paperArticle(param.positiveInt(requestParams(request), 'fileId'), true),
    );

    // CMS preview of a paper article before it is published: any aStatus, but only with a valid preview token.
    app.get(operationPath('getPaperArticlePreview'), async (request) => {
      const params = requestParams(request);
      const fileId = param.positiveInt(params, 'fileId');
      if (
        !isValidPreviewToken(params.previewToken ?? '', fileId, config.previewSecret, config.previewTtlMs)
      ) {
        return refuse('预览链接无效或已过期');
      }
      return paperArticle(fileId, false);
    });
  };
}
