// The CMS side of lives: a live article's live (status, start time, videos) and its reports. Registered inside
// the ingest plugin, so the admin bearer, HTTP 400 validation answers and the site's cache notification apply.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  definedOnly,
  field,
  type JsonObject,
  objectList,
  pathId,
  refuseUnknown,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { STATUS } from '../../lib/contract/status.js';
import { findArticle } from '../reading/articleRepo.js';
import {
  findLive,
  insertReport,
  isLiveArticle,
  LIVE_STATUSES,
  liveExists,
  type LiveInput,
  type ReportInput,
  updateReport,
  writeLive,
} from './liveRepo.js';
import type { LivePicture, LiveVideo } from './schema.js';

const url = (obj: JsonObject, key: string) => field.string(obj, key, { max: 1000, pattern: urlPattern });

function readVideo(item: JsonObject): LiveVideo {
  refuseUnknown(item, ['appLiveUrl', 'appPlaybackUrl', 'poster']);
  return definedOnly({
    appLiveUrl: url(item, 'appLiveUrl'),
    appPlaybackUrl: url(item, 'appPlaybackUrl'),
    poster: url(item, 'poster'),
  });
}

/** A live's body: any of `status` (0 announced, 1 live, 2 ended), `startTime` (null clears it), `videos`. */
export function readLiveInput(raw: unknown): LiveInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['status', 'startTime', 'videos']);
  return definedOnly({
    status: field.oneOf(body, 'status', LIVE_STATUSES),
    startTime: body.startTime === null ? null : field.time(body, 'startTime'),
    videos: objectList(body, 'videos', 5, readVideo),
  });
}

function readPicture(item: JsonObject): LivePicture {
  refuseUnknown(item, ['url', 'width', 'height']);
  const src = url(item, 'url');
  const width = field.int(item, 'width', 1, 20_000);
  const height = field.int(item, 'height', 1, 20_000);
  // Readers' pages reserve each picture's box from its size, so none may be left out.
  if (!src) throw new InputError('缺少字段 url');
  if (width === undefined) throw new InputError('缺少字段 width');
  if (height === undefined) throw new InputError('缺少字段 height');
  return { url: src, width, height };
}

/** A report: its text (`content`) and/or `pictures` (each with its size in pixels), `reporter`, `time`. */
export function readReportInput(raw: unknown): ReportInput {
  const body = requireObject(raw);
  refuseUnknown(body, ['content', 'pictures', 'reporter', 'time']);
  const content = field.string(body, 'content', { max: 5000 }) ?? '';
  const pictures = objectList(body, 'pictures', 9, readPicture) ?? [];
  if (content === '' && pictures.length === 0) throw new InputError('字段 content 和 pictures 不能都为空');
  return definedOnly({
    content,
    pictures,
    reporter: field.string(body, 'reporter', { max: 40 }) ?? '',
    time: field.time(body, 'time'),
  });
}

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send(fail(STATUS.badInput, message));

/** The live article of that id; null when there is no such article, InputError when it is not a live. */
async function liveArticle(db: Db, id: number) {
  const article = await findArticle(db, id);
  if (article && !isLiveArticle(article)) throw new InputError('稿件不是直播');
  return article;
}

// Each write is told to the live's readers through the hub (liveHub.ts) as the CMS gets its answer.
export function liveIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Creates the live of a live article or changes it (a status change: announced → live → ended).
  app.put('/lives/:id', async (request, reply) => {
    const id = pathId(request);
    const input = readLiveInput(request.body);
    const article = await liveArticle(db, id);
    if (!article) return notFound(reply, '稿件不存在');
    await writeLive(db, article, input);
    const live = await findLive(db, id, 'stored');
    app.liveHub.publishAfter(reply, id, 'live_status', live);
    return ok(live);
  });

  app.post('/lives/:id/reports', async (request, reply) => {
    const id = pathId(request);
    const input = readReportInput(request.body);
    const article = await liveArticle(db, id);
    if (!article) return notFound(reply, '稿件不存在');
    // A report may come first: the live then starts from what its article says.
    if (!(await liveExists(db, id))) await writeLive(db, article, {});
    const report = await insertReport(db, id, input);
    app.liveHub.publishAfter(reply, id, 'live_reporting', report);
    return ok(report);
  });

  // An edited report replaces the one readers have (same reportId).
  app.put('/lives/:id/reports/:reportId', async (request, reply) => {
    const id = pathId(request);
    const reportId = pathId(request, 'reportId');
    const report = await updateReport(db, id, reportId, readReportInput(request.body));
    if (!report) return notFound(reply, '报道不存在');
    app.liveHub.publishAfter(reply, id, 'live_reporting', report);
    return ok(report);
  });
}
