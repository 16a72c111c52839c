import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { bounded, MAX_PAGE_SIZE, paging, param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { layoutMappingOf } from '../paper/paperRepo.js';
import { personsOfArticle } from '../people/personRepo.js';
import { creditedReporters } from '../people/reporterRepo.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import {
  carouselArticles,
  columnArticles,
  groupArticles,
  hotArticles,
  LIVE_ARTICLE_TYPE,
  liveArticles,
  PUBLISHED,
  relatedArticles,
  tagArticles,
} from './articleListRepo.js';
import { type ApiArticle, findArticle, toApiArticle } from './articleRepo.js';
import { childColumns, columnAndDescendantIds, columnTree } from './columnRepo.js';
import { readCounts } from './countRepo.js';
import { columnModules, modulePage } from './moduleRepo.js';
import { isValidPreviewToken } from './previewToken.js';
import { findSubject } from './subjectRepo.js';
import { findTag, tagsOfArticle } from './tagRepo.js';
import { findTimeline } from './timelineRepo.js';

type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

const LIVE_ARTICLES_SHOWN = 10;

const refuse = (message: string) => fail(STATUS.badInput, message);
const noSuchArticle = () => refuse('稿件不存在');
const noSuchColumn = () => refuse('栏目不存在');

function oneOf<T extends number>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = param.optionalNonNegativeInt(params, name);
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new InputError(`参数 ${name} 必须是 ${allowed.join('、')} 之一`);
  return value as T;
}

const publishState = (aStatus: number) => (aStatus === PUBLISHED ? '已发布' : '未发布');
const liveStates: Record<number, string> = { 0: '预告', 1: '直播中', 2: '已结束' };

/**
 * showStatusType asks for a `statusText`: 1 the publication state (已发布, or 未发布 in preview), 2 a live's
 * state (预告, 直播中, 已结束; empty for other articles), 3 both joined by " · ".
 */
function statusText(article: ApiArticle, showStatusType: 1 | 2 | 3): string {
  const publication = publishState(article.aStatus);
  const live =
    article.articleType === LIVE_ARTICLE_TYPE ? (liveStates[Number(article.liveStatus ?? 0)] ?? '') : '';
  if (showStatusType === 1) return publication;
  if (showStatusType === 2) return live;
  return [publication, live].filter(Boolean).join(' · ');
}

/** Editors leave notes in HTML comments; readers get the HTML without them. */
const withoutEditorNotes = (html: string) => html.replace(/<!--[\s\S]*?(-->|$)/g, '');

interface ContentOptions {
  colID: number | undefined;
  showStatusType: 1 | 2 | 3 | undefined;
  innerEditor: 0 | 1;
}

/** Read before the article is looked up, so a malformed option is refused whatever the article. */
function contentOptions(params: Params): ContentOptions {
  return {
    colID: param.optionalPositiveInt(params, 'colID'),
    showStatusType: oneOf(params, 'showStatusType', [1, 2, 3] as const),
    innerEditor: oneOf(params, 'innerEditor', [0, 1] as const) ?? 0,
  };
}

/**
 * The full article as every article-content operation answers it. innerEditor 1 returns `content` exactly as
 * stored (the CMS's inner editor re-edits it and needs its notes); otherwise editor notes are removed. An
 * article an edition prints carries `layoutMapping`, its page in the paper edition (over any stored one).
 */
async function articleContent(db: Db, row: ArticleRow, options: ContentOptions): Promise<ApiArticle> {
  const { colID, showStatusType, innerEditor } = options;
  const article = toApiArticle(row);
  // colID is the column the reader came from (a module may show another column's article); unknown falls back.
  const column =
    (colID !== undefined ? await columnTree(db, colID) : null) ?? (await columnTree(db, row.columnId));
  const layoutMapping = await layoutMappingOf(db, row.fileId);
  return {
    ...article,
    ...(layoutMapping ? { layoutMapping } : {}),
    content: innerEditor === 1 ? row.content : withoutEditorNotes(row.content),
    tags: await tagsOfArticle(db, row.fileId),
    // The reporters its credits name, so the byline links to their pages (backend/people).
    creditReporters: await creditedReporters(db, row.fileId),
    persons: await personsOfArticle(db, row.fileId),
    colID: column?.columnId ?? row.columnId,
    columnName: column?.name ?? '',
    ...(showStatusType === undefined ? {} : { statusText: statusText(article, showStatusType) }),
  };
}

async function publishedArticle(db: Db, fileId: number): Promise<ArticleRow | null> {
  const row = await findArticle(db, fileId);
  return row && row.aStatus === PUBLISHED ? row : null;
}

/**
 * The reading screens' operations on the `main` service: columns, lists, article content, counts, topics,
 * timelines.
 */
export function readingRoutes({ db, config }: RouteDeps) {
  /** Preview and poster mode: any aStatus, but only with a valid preview token for exactly that article. */
  async function previewed(params: Params) {
    const fileId = param.positiveInt(params, 'fileId');
    const options = contentOptions(params);
    const token = params.previewToken ?? '';
    if (!isValidPreviewToken(token, fileId, config.previewSecret, config.previewTtlMs))
      return refuse('预览链接无效或已过期');
    const row = await findArticle(db, fileId);
    return row ? ok(await articleContent(db, row, options)) : noSuchArticle();
  }

  async function columnPage(params: Params) {
    const columnId = param.positiveInt(params, 'columnId');
    const { page, size } = paging(params);
    const columnIds = await columnAndDescendantIds(db, columnId);
    if (!columnIds) return noSuchColumn();
    const list = await columnArticles(db, columnIds, page, size);
    // The spec's rule for column lists: a full page means there may be more.
    return ok({ list, page, pageSize: size, hasMore: list.length === size });
  }

  async function hot(params: Params, columnId: number | undefined) {
    const size = bounded(params, 'size', 10, MAX_PAGE_SIZE);
    const columnIds = columnId === undefined ? null : await columnAndDescendantIds(db, columnId);
    if (columnId !== undefined && !columnIds) return noSuchColumn();
    return ok({ list: await hotArticles(db, columnIds, size) });
  }

  return async function reading(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getColumns'), async (request) => {
      const parentId = param.optionalNonNegativeInt(requestParams(request), 'parentColumnId') ?? 0;
      const list = await childColumns(db, parentId);
      return list ? ok({ list }) : noSuchColumn();
    });

    app.get(operationPath('getColumn'), async (request) => {
      const column = await columnTree(db, param.positiveInt(requestParams(request), 'columnId'));
      return column ? ok(column) : noSuchColumn();
    });

    app.get(operationPath('getArticlesNew'), async (request) => columnPage(requestParams(request)));
    app.get(operationPath('getArticles'), async (request) => columnPage(requestParams(request)));

    app.get(operationPath('getChildColumns'), async (request) => {
      const list = await childColumns(db, param.positiveInt(requestParams(request), 'columnId'));
      return list ? ok({ list }) : noSuchColumn();
    });

    app.get(operationPath('moduleView'), async (request) => {
      const columnId = param.positiveInt(requestParams(request), 'columnId');
      const [column, columnIds] = await Promise.all([
        columnTree(db, columnId),
        columnAndDescendantIds(db, columnId),
      ]);
      if (!column || !columnIds) return noSuchColumn();
      const [carousel, topModule, lives] = await Promise.all([
        carouselArticles(db, columnIds, column.carousel),
        columnModules(db, columnId),
        liveArticles(db, columnIds, LIVE_ARTICLES_SHOWN),
      ]);
      return ok({ column, carousel, topModule, liveArticles: lives });
    });

    // A module's "more" screens (moreModules, moreImage): has-more is the spec's "a page holds 20 items" rule.
    app.get(operationPath('getModuleArticles'), async (request) => {
      const params = requestParams(request);
      const moduleId = param.positiveInt(params, 'moduleId');
      const { page, size } = paging(params);
      const found = await modulePage(db, moduleId, page, size);
      if (!found) return refuse('模块不存在');
      return ok({ ...found, page, pageSize: size, hasMore: found.list.length === size });
    });

    app.get(operationPath('getArticleContent'), async (request) => {
      const params = requestParams(request);
      const fileId = param.positiveInt(params, 'fileId');
      const options = contentOptions(params);
      const row = await publishedArticle(db, fileId);
      return row ? ok(await articleContent(db, row, options)) : noSuchArticle();
    });

    app.get(operationPath('getArticleContentPreview'), async (request) => previewed(requestParams(request)));
    app.get(operationPath('getOwnArticle'), async (request) => previewed(requestParams(request)));

    app.get(operationPath('getArticleCounts'), async (request) => {
      const fileId = param.positiveInt(requestParams(request), 'fileId');
      if (!(await publishedArticle(db, fileId))) return noSuchArticle();
      return ok({ fileId, ...(await readCounts(db, fileId)) });
    });

    app.get(operationPath('getRelArticles'), async (request) => {
      const params = requestParams(request);
      const fileId = param.positiveInt(params, 'fileId');
      const { page, size } = paging(params, 'size', 4);
      const row = await publishedArticle(db, fileId);
      if (!row) return noSuchArticle();
      return ok(await relatedArticles(db, row, size, page));
    });

    app.get(operationPath('articleHot'), async (request) => {
      const params = requestParams(request);
      return hot(params, param.optionalPositiveInt(params, 'columnId'));
    });
    app.get(operationPath('getHotArticles'), async (request) => hot(requestParams(request), undefined));

    app.get(operationPath('getSubject'), async (request) => {
      const subject = await findSubject(
        db,
        param.positiveInt(requestParams(request), 'subjectId'),
        'published',
      );
      return subject ? ok(subject) : refuse('专题不存在');
    });

    app.get(operationPath('getSubSpecialArticles'), async (request) => {
      const params = requestParams(request);
      const subjectId = param.positiveInt(params, 'subjectId');
      const groupId = param.optionalPositiveInt(params, 'groupId');
      const { page, size } = paging(params);
      const subject = await findSubject(db, subjectId, 'published');
      if (!subject) return refuse('专题不存在');
      const groups = subject.groups.filter((group) => groupId === undefined || group.groupId === groupId);
      if (groups.length === 0 && groupId !== undefined) return refuse('专题分组不存在');
      const pages = await Promise.all(groups.map((group) => groupArticles(db, group.groupId, page, size)));
      return ok({ groups: groups.map((group, index) => ({ ...group, ...pages[index] })) });
    });

    app.get(operationPath('tagScreenArticles'), async (request) => {
      const params = requestParams(request);
      const tagId = param.positiveInt(params, 'tagId');
      const { page, size } = paging(params);
      const tag = await findTag(db, tagId);
      if (!tag) return refuse('标签不存在');
      return ok({
        tag,
        ...(await tagArticles(db, tag.tagId, page, size)),
      });
    });

    app.get(operationPath('getTimeline'), async (request) => {
      const timeline = await findTimeline(db, param.positiveInt(requestParams(request), 'id'), 'published');
      return timeline ? ok(timeline) : refuse('时间轴不存在');
    });
  };
}
