// The upload service (spec section 7): `upload image` (multipart POST), a signed-in member's picture checked by its
// name and by its bytes, its location taken out, kept once per content with its display sizes (storeMedia.ts); the
// object-storage flow for videos, audio and large pictures (chunkedRoutes.ts); and the stored files answered back.
import { open } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { COMMENT_LIMITS } from '../../lib/contract/comments.js';
import { UPLOAD_FILE_FIELD, UPLOADED_FILES_PATH } from '../../lib/contract/uploads.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { IMAGE_TYPE_MESSAGE } from '../comments/commentInput.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { chunkedUploadRoutes } from './chunkedRoutes.js';
import { readFilePart } from './filePart.js';
import { EXTENSIONS_OF, readImageHeader } from './imageHeader.js';
import { imageStore } from './imageStore.js';
import { checkMedia, storeMedia, tooLarge as tooLargeOf } from './storeMedia.js';

/** The Content-Type a stored file is answered with, by its extension. */
const STORED_TYPE_OF: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

const tooLarge = () => tooLargeOf('picture');
/** A year: a stored file's name is its content, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The picture's bytes, at most COMMENT_LIMITS.maxImageBytes of them, and the name it was sent with. */
const readPicture = (request: FastifyRequest) =>
  readFilePart(request, UPLOAD_FILE_FIELD, COMMENT_LIMITS.maxImageBytes, tooLarge, '请选择图片');

async function sendStored(reply: FastifyReply, path: string, name: string, etag: string | undefined) {
  const handle = await open(path).catch(() => null);
  if (!handle) return reply.code(404).send(fail(STATUS.badInput, '文件不存在'));
  reply.headers({
    'content-type': STORED_TYPE_OF[extensionOf(name)] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': IMMUTABLE,
    etag: `"${name}"`,
  });
  if (etag === `"${name}"`) {
    await handle.close();
    return reply.code(304).send();
  }
  reply.header('content-length', (await handle.stat()).size);
  return reply.send(handle.createReadStream());
}

export function uploadRoutes({ db, config }: RouteDeps) {
  return async function uploadOperations(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: COMMENT_LIMITS.maxImageBytes, files: 1, fields: 20, parts: 21 },
    });
    const store = imageStore(config.uploads);
    const perMember = appRateLimiter(app, config, 'uploads:member', config.uploads.memberPerHour, 3_600_000);
    const guard = serviceGuard({ db, config, signed: false });

    app.post(
      operationPath('uploadImage'),
      { config: { member: true }, preHandler: guard },
      async (request) => {
        const userId = memberId(request);
        if (!(await perMember.hit(`m${userId}`)).allowed) {
          return fail(STATUS.tooManyRequests, '上传过于频繁，请稍后再试');
        }
        const { filename, bytes } = await readPicture(request);
        const header = readImageHeader(bytes);
        // The name and the bytes must agree: a renamed .exe, or a PNG called .gif, is refused alike.
        if (!header || !EXTENSIONS_OF[header.format].includes(extensionOf(filename))) {
          throw new InputError(IMAGE_TYPE_MESSAGE);
        }
        const stored = await storeMedia({ db, store }, userId, bytes, checkMedia(bytes, 'picture'));
        request.log.info({ userId, file: stored.url, size: stored.size }, 'picture uploaded');
        return ok(stored, '上传成功');
      },
    );

    chunkedUploadRoutes(app, { db, store, perMember, guard });

    app.get<{ Params: { name: string } }>(`${UPLOADED_FILES_PATH}/:name`, async (request, reply) => {
      const path = store.pathOf(request.params.name);
      if (!path) return reply.code(404).send(fail(STATUS.badInput, '文件不存在'));
      return sendStored(reply, path, request.params.name, request.headers['if-none-match']);
    });
  };
}
