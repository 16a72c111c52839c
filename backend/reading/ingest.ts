// The CMS side of the reading screens: columns, articles, modules, special topics, timelines, counts and preview
// links. Registered inside the ingest plugin, so the admin bearer, the failed-attempt limit, HTTP 400 validation
// answers and the site's cache notification all apply.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { type JsonObject, pathId } from '../core/jsonFields.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { countWords } from '../core/text.js';
import { STATUS } from '../../lib/contract/status.js';
import { type LiveStatus, writeLive } from '../live/liveRepo.js';
import { readArticleInput, readColumnInput } from './articleInput.js';
import {
  type ApiArticle,
  existingArticleIds,
  findArticle,
  insertArticle,
  updateArticle,
} from './articleRepo.js';
import { columnExists, insertColumn, isSelfOrDescendant, updateColumn } from './columnRepo.js';
import { setCounts } from './countRepo.js';
import { readCountsInput, readModuleInput, readSubjectInput, readTimelineInput } from './ingestInput.js';
import { findModule, insertModule, updateModule } from './moduleRepo.js';
import { issuePreviewToken } from './previewToken.js';
import { findSubject, subjectGroupsOf, writeSubject } from './subjectRepo.js';
import { type ApiTag, setArticleTags, tagsOfArticle } from './tagRepo.js';
import { findTimeline, writeTimeline } from './timelineRepo.js';

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send(fail(STATUS.badInput, message));

/** The article as ingest answers it, with its tags after replacing them when `names` is given. */
export async function withTags(
  db: Db,
  article: ApiArticle,
  names: string[] | undefined,
): Promise<ApiArticle & { tags: ApiTag[] }> {
  const tags =
    names === undefined
      ? await tagsOfArticle(db, article.fileId)
      : await setArticleTags(db, article.fileId, names);
  return { ...article, tags };
}

async function requireArticles(db: Db, fileIds: number[]): Promise<void> {
  const wanted = [...new Set(fileIds.filter((fileId) => fileId !== 0))];
  const found = await existingArticleIds(db, wanted);
  const missing = wanted.filter((fileId) => !found.has(fileId));
  if (missing.length > 0) throw new InputError(`稿件不存在：${missing.join('、')}`);
}

async function requireColumn(db: Db, columnId: number | undefined, message: string): Promise<void> {
  if (columnId !== undefined && columnId !== 0 && !(await columnExists(db, columnId))) {
    throw new InputError(message);
  }
}

/** Keeps the keys whose value is not null: null in an update body clears that extra field. */
function withoutNulls(obj: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => value !== null));
}

/**
 * The reader's detail screen for each article type (spec section 2 routes) that can show it unreleased: a live
 * is previewed on the article page, since the live screen reads published lives only.
 */
function detailRoute(articleType: number): string {
  if (articleType === 1) return 'imageDetail';
  if (articleType === 2) return 'videoDetail';
  return 'newsDetail';
}

export function readingIngestRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  app.post('/columns', async (request) => {
    const input = readColumnInput(request.body, true);
    await requireColumn(db, input.parentId, '上级栏目不存在');
    return ok(await insertColumn(db, { ...input, name: input.name ?? '' }));
  });

  app.put('/columns/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readColumnInput(request.body, false);
    if (!(await columnExists(db, id))) return notFound(reply, '栏目不存在');
    await requireColumn(db, input.parentId, '上级栏目不存在');
    if (input.parentId !== undefined && (await isSelfOrDescendant(db, id, input.parentId))) {
      throw new InputError('上级栏目不能是该栏目自身或其下级栏目');
    }
    return ok(await updateColumn(db, id, input));
  });

  app.post('/articles', async (request) => {
    const { core, credits, extra, tags } = readArticleInput(request.body, true);
    if (!(await columnExists(db, core.columnId ?? 0))) throw new InputError('栏目不存在');
    const content = core.content ?? '';
    const article = await insertArticle(db, {
      ...core,
      title: core.title ?? '',
      columnId: core.columnId ?? 0,
      articleType: core.articleType ?? 0,
      wordCount: core.wordCount ?? countWords(content),
      credits,
      extra: withoutNulls(extra),
    });
    return ok(await withTags(db, article, tags));
  });

  app.put('/articles/:id', async (request, reply) => {
    const id = pathId(request);
    const { core, credits, extra, tags } = readArticleInput(request.body, false);
    const current = await findArticle(db, id);
    if (!current) return notFound(reply, '稿件不存在');
    if (core.columnId !== undefined && !(await columnExists(db, core.columnId))) {
      throw new InputError('栏目不存在');
    }
    const recount = core.content !== undefined && core.wordCount === undefined;
    const article = await updateArticle(db, id, {
      ...core,
      ...(recount ? { wordCount: countWords(core.content ?? '') } : {}),
      credits: { ...current.credits, ...credits },
      extra: withoutNulls({ ...current.extra, ...extra }),
    });
    // A live article's status set here is its live's status too, so the live screen says what lists say.
    const written = typeof extra.liveStatus === 'number' ? await findArticle(db, id) : null;
    if (written?.articleType === 6) await writeLive(db, written, { status: extra.liveStatus as LiveStatus });
    return ok(article && (await withTags(db, article, tags)));
  });

  /** POST `path` creates (save gets id null), PATCH `path/:id` updates an existing one (404 otherwise). */
  function createAndUpdate(
    path: string,
    missing: string,
    exists: (id: number) => Promise<unknown>,
    save: (id: number | null, body: unknown) => Promise<unknown>,
  ): void {
    app.post(path, async (request) => ok(await save(null, request.body)));
    app.patch(`${path}/:id`, async (request, reply) => {
      const id = pathId(request);
      if (!(await exists(id))) return notFound(reply, missing);
      return ok(await save(id, request.body));
    });
  }

  createAndUpdate(
    '/modules',
    '模块不存在',
    (id) => findModule(db, id),
    async (id, body) => {
      const input = readModuleInput(body, id === null);
      await requireColumn(db, input.columnId, '栏目不存在');
      await requireColumn(db, input.sourceColumnId, '来源栏目不存在');
      await requireArticles(db, input.articleIds ?? []);
      if (id !== null) return updateModule(db, id, input);
      return insertModule(db, { ...input, columnId: input.columnId ?? 0, name: input.name ?? '' });
    },
  );

  createAndUpdate(
    '/subjects',
    '专题不存在',
    (id) => findSubject(db, id, 'stored'),
    async (id, body) => {
      const { fields, groups } = readSubjectInput(body, id === null);
      const own = id === null ? [] : await subjectGroupsOf(db, id);
      const foreign = groups?.find(
        (group) => group.groupId !== undefined && !own.some((g) => g.groupId === group.groupId),
      );
      if (foreign) throw new InputError(`专题分组 ${foreign.groupId} 不属于该专题`);
      const groupArticles = (groups ?? []).flatMap((group) => group.fileIds ?? []);
      await requireArticles(db, [fields.fileId ?? 0, ...groupArticles]);
      return writeSubject(db, id, fields, groups);
    },
  );

  createAndUpdate(
    '/timelines',
    '时间轴不存在',
    (id) => findTimeline(db, id, 'stored'),
    async (id, body) => {
      const { fields, events } = readTimelineInput(body, id === null);
      await requireArticles(
        db,
        (events ?? []).map((event) => event.fileId ?? 0),
      );
      return writeTimeline(db, id, fields, events);
    },
  );

  app.put('/articles/:id/counts', async (request, reply) => {
    const id = pathId(request);
    const counts = readCountsInput(request.body);
    if (!(await findArticle(db, id))) return notFound(reply, '稿件不存在');
    return ok({ fileId: id, ...(await setCounts(db, id, counts)) });
  });

  // An editor's link to read one article in any state, for PREVIEW_TTL_MS; `path` is relative to the site's base.
  app.post('/articles/:id/preview', async (request, reply) => {
    const id = pathId(request);
    const article = await findArticle(db, id);
    if (!article) return notFound(reply, '稿件不存在');
    const { previewToken, expiresAt } = issuePreviewToken(id, config.previewSecret, config.previewTtlMs);
    const query = new URLSearchParams({ isPreview: 'true', previewToken });
    const path = `/${detailRoute(article.articleType)}/${article.columnId}/${id}.html?${query.toString()}`;
    return ok({ previewToken, expiresAt, path });
  });
}
