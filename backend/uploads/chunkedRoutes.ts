// The object-storage flow of the upload service (spec section 7): mamUploadAccessToken2 opens an upload for a
// member (its kind and size, held to UPLOAD_LIMITS at once), minioUpload takes its parts one by one (a failed part
// is simply sent again; a reader who cancels sends no more), mamUploadDone2 joins them, checks the whole file by
// its bytes and stores it as uploadImage stores a picture, and minioGetData says how far an upload got. The parts
// wait where the files are kept (imageStore.ts), so any backend instance takes any part; a member's upload left
// unfinished for an hour is forgotten, parts and all, when they open the next one.
import {
  errorCodes,
  type FastifyInstance,
  type FastifyRequest,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import {
  UPLOAD_KINDS,
  UPLOAD_LIMITS,
  UPLOAD_PART_BYTES,
  UPLOAD_PART_FIELD,
  type UploadKind,
} from '../../lib/contract/uploads.js';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import type { RateLimiter } from '../core/rateLimit.js';
import { memberId } from '../sessions/serviceGuard.js';
import { readFilePart } from './filePart.js';
import type { ImageStore } from './imageStore.js';
import { checkMedia, storeMedia, tooLarge } from './storeMedia.js';
import {
  closeSession,
  dropSession,
  dropStaleSessions,
  findSession,
  notePart,
  openSession,
  openSessionCount,
  partSize,
  receivedParts,
} from './uploadSessionRepo.js';

/** Unfinished uploads one member may have open within an hour. */
const MAX_OPEN_UPLOADS = 20;
const noUpload = fail(STATUS.badInput, '上传不存在或已过期');

function readKind(params: Params): UploadKind {
  const kind = params.kind ?? '';
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) {
    throw new InputError('参数 kind 必须是 picture、video 或 audio');
  }
  return kind as UploadKind;
}

const uploadId = (params: Params) => param.string(params, 'uploadId', /^[0-9a-f]{32}$/);

/**
 * The flow's form operations take form and JSON bodies, as every operation outside the upload service does: the
 * multipart parser the service registers is for its file operations (uploadImage, minioUpload), so a multipart
 * body is refused 415 here, before the member's session is looked at, as any other unsupported type would be.
 */
async function formBodyOnly(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (/^multipart\//i.test(type)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type);
}

export function chunkedUploadRoutes(
  app: FastifyInstance,
  {
    db,
    store,
    perMember,
    guard,
  }: { db: Db; store: ImageStore; perMember: RateLimiter; guard: preHandlerAsyncHookHandler },
) {
  const memberRoute = { config: { member: true }, preHandler: guard };
  const formRoute = { ...memberRoute, onRequest: formBodyOnly };

  app.post(operationPath('mamUploadAccessToken2'), formRoute, async (request) => {
    const params = requestParams(request);
    const userId = memberId(request);
    const kind = readKind(params);
    const size = param.positiveInt(params, 'size');
    if (size > UPLOAD_LIMITS[kind].maxBytes) throw tooLarge(kind);
    const fileName = (params.fileName ?? '').slice(0, 200);
    if (!(await perMember.hit(`m${userId}`)).allowed)
      return fail(STATUS.tooManyRequests, '上传过于频繁，请稍后再试');
    for (const stale of await dropStaleSessions(db, userId)) await store.dropParts(stale.id, stale.partCount);
    if ((await openSessionCount(db, userId)) >= MAX_OPEN_UPLOADS) {
      return fail(STATUS.tooManyRequests, '未完成的上传过多，请稍后再试');
    }
    const session = await openSession(db, { userId, kind, fileName, size });
    return ok({ uploadId: session.id, partSize: UPLOAD_PART_BYTES, partCount: session.partCount });
  });

  app.post(operationPath('minioUpload'), memberRoute, async (request) => {
    const params = requestParams(request);
    const session = await findSession(db, uploadId(params), memberId(request));
    if (!session || session.result) return noUpload;
    const partNumber = param.positiveInt(params, 'partNumber');
    if (partNumber > session.partCount) throw new InputError('参数 partNumber 超出范围');
    const expected = partSize(session, partNumber);
    const { bytes } = await readFilePart(
      request,
      UPLOAD_PART_FIELD,
      UPLOAD_PART_BYTES,
      () => new InputError('分片大小不符'),
      '请选择文件',
    );
    if (bytes.length !== expected) throw new InputError('分片大小不符');
    await store.putPart(session.id, partNumber, bytes);
    await notePart(db, session.id, partNumber, bytes.length);
    return ok({ partNumber, received: (await receivedParts(db, session.id)).length });
  });

  app.post(operationPath('mamUploadDone2'), formRoute, async (request) => {
    const userId = memberId(request);
    const session = await findSession(db, uploadId(requestParams(request)), userId);
    if (!session) return noUpload;
    // Done twice (a reply lost on the way): the same file again.
    if (session.result) return ok(session.result, '上传成功');
    const received = await receivedParts(db, session.id);
    if (received.length !== session.partCount) {
      return fail(STATUS.badInput, `还有${session.partCount - received.length}个分片未上传`);
    }
    const bytes = await store.readParts(session.id, session.partCount);
    try {
      const stored = await storeMedia(
        { db, store },
        userId,
        bytes,
        checkMedia(bytes, session.kind as UploadKind),
      );
      await closeSession(db, session.id, { ...stored });
      request.log.info({ userId, file: stored.url, size: stored.size, kind: stored.kind }, 'file uploaded');
      return ok(stored, '上传成功');
    } catch (error) {
      // A refused file leaves nothing behind: its parts and its upload go.
      if (error instanceof InputError) await dropSession(db, session.id);
      throw error;
    } finally {
      await store.dropParts(session.id, session.partCount);
    }
  });

  app.get(operationPath('minioGetData'), memberRoute, async (request) => {
    const session = await findSession(db, uploadId(requestParams(request)), memberId(request));
    if (!session) return noUpload;
    return ok({
      uploadId: session.id,
      kind: session.kind,
      partCount: session.partCount,
      received: session.result ? [] : await receivedParts(db, session.id),
      done: session.result !== null,
      file: session.result,
    });
  });
}
