import type { FastifyInstance } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import {
  FIGURE_REPORTS,
  MAX_RECOMMEND_SIZE,
  PERSON_REPORT_PAGE_SIZE,
  RECOMMEND_SIZE,
  REPORTER_PAGE_SIZE,
  REPORTER_TABS,
  type ReporterTab,
} from '../../lib/contract/people.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { bounded, devicePattern, paging, param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { findArticle } from '../reading/articleRepo.js';
import { PUBLISHED } from '../reading/articleListRepo.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import {
  findRegion,
  leaderRegions,
  personReportPage,
  publishedLeader,
  publishedPerson,
  regionLeaders,
  REPORT_KIND,
  toApiPerson,
} from './personRepo.js';
import { recommendedArticles } from './recommendationRepo.js';
import { reporterArticlePage, reporterProfile } from './reporterRepo.js';

const noReporter = fail(STATUS.badInput, '记者不存在');
const noPerson = fail(STATUS.badInput, '人物不存在');
const noLeader = fail(STATUS.badInput, '领导不存在');
const noRegion = fail(STATUS.badInput, '地区不存在');

function tabOf(params: Params): ReporterTab {
  const tab = params.tab || 'new';
  if (!(REPORTER_TABS as readonly string[]).includes(tab)) {
    throw new InputError(`参数 tab 必须是 ${REPORTER_TABS.join('、')} 之一`);
  }
  return tab as ReporterTab;
}

/** The reader a recommendation is for: their device, '' when it sent none that fits. */
const readerDevice = (params: Params) => (devicePattern.test(params.device ?? '') ? params.device! : '');

/**
 * Reporters (authorInfo, reporterArticles), persons (figureDetail, personageReports), leaders (leaderView,
 * leader, regionleaderView: form-encoded) and recommendations (recommendList under an article, bigData on the
 * search page) under `main`.
 */
export function peopleRoutes({ db, config }: RouteDeps) {
  return async function peopleOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('authorInfo'), async (request) => {
      const reporter = await reporterProfile(db, param.positiveInt(requestParams(request), 'id'));
      return reporter ? ok(reporter) : noReporter;
    });

    app.get(operationPath('reporterArticles'), async (request) => {
      const params = requestParams(request);
      const id = param.positiveInt(params, 'id');
      const tab = tabOf(params);
      const { page, size } = paging(params, 'pageSize', REPORTER_PAGE_SIZE);
      if (!(await reporterProfile(db, id))) return noReporter;
      return ok(await reporterArticlePage(db, id, tab, page, size));
    });

    app.get(operationPath('figureDetail'), async (request) => {
      const person = await publishedPerson(db, param.positiveInt(requestParams(request), 'id'));
      if (!person) return noPerson;
      const { list, total } = await personReportPage(db, person.id, 1, FIGURE_REPORTS);
      return ok({ ...toApiPerson(person), reports: list, reportCount: total });
    });

    app.get(operationPath('personageReports'), async (request) => {
      const params = requestParams(request);
      const person = await publishedPerson(db, param.positiveInt(params, 'id'));
      if (!person) return noPerson;
      const { page, size } = paging(params, 'pageSize', PERSON_REPORT_PAGE_SIZE);
      return ok({ person: toApiPerson(person), ...(await personReportPage(db, person.id, page, size)) });
    });

    app.get(operationPath('leaderView'), async () => ok({ regions: await leaderRegions(db) }));

    app.post(operationPath('regionleaderView'), async (request) => {
      const region = await findRegion(db, param.positiveInt(requestParams(request), 'regionId'));
      if (!region) return noRegion;
      return ok({
        region: { regionId: region.id, name: region.name },
        list: await regionLeaders(db, region.id),
      });
    });

    app.get(operationPath('leader'), async (request) => {
      const leader = await publishedLeader(db, param.positiveInt(requestParams(request), 'id'));
      if (!leader) return noLeader;
      const region = leader.regionId ? await findRegion(db, leader.regionId) : null;
      const [activities, reports] = await Promise.all([
        personReportPage(db, leader.id, 1, FIGURE_REPORTS, REPORT_KIND.activity),
        personReportPage(db, leader.id, 1, FIGURE_REPORTS, REPORT_KIND.report),
      ]);
      return ok({
        ...toApiPerson(leader),
        regionName: region?.name ?? '',
        activities: activities.list,
        reports: reports.list,
      });
    });

    app.get(operationPath('recommendList'), async (request) => {
      const params = requestParams(request);
      const article = await findArticle(db, param.positiveInt(params, 'fileId'));
      if (!article || article.aStatus !== PUBLISHED) return fail(STATUS.badInput, '稿件不存在');
      const list = await recommendedArticles(db, {
        device: readerDevice(params),
        fileId: article.fileId,
        columnId: article.columnId,
        size: bounded(params, 'size', RECOMMEND_SIZE, MAX_RECOMMEND_SIZE),
      });
      return ok({ list });
    });

    app.get(operationPath('bigData'), async (request) => {
      const params = requestParams(request);
      const list = await recommendedArticles(db, {
        device: readerDevice(params),
        fileId: 0,
        columnId: 0,
        size: bounded(params, 'size', RECOMMEND_SIZE, MAX_RECOMMEND_SIZE),
      });
      return ok({ list });
    });
  };
}
