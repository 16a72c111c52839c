// The CMS side of the reading screens. Registered inside the ingest plugin, so the admin bearer, the
// failed-attempt limit, HTTP 400 validation answers and the site's cache notification all apply.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existingArticleIds, findArticle, type ApiArticle } from '../db/articleRepo.js';
import { columnExists } from '../db/columnRepo.js';
import { setCounts } from '../db/countRepo.js';
import type { Db } from '../core/database.js';
import { findModule, insertModule, updateModule } from '../db/moduleRepo.js';
import { findSubject, subjectGroupsOf, writeSubject } from '../db/subjectRepo.js';
import { setArticleTags, tagsOfArticle, type ApiTag } from '../db/tagRepo.js';
import { findTimeline, writeTimeline } from '../db/timelineRepo.js';
import { fail, InputError, ok, statusCodes } from '../core/envelope.js';
import { issuePreviewToken } from '../lib/previewToken.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { pathId } from './ingestInput.js';
import {
  readCountsInput,
  readModuleInput,
  readSubjectInput,
  readTimelineInput,
} from './ingestReadingInput.js';

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send(fail(statusCodes.badInput, message));

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
