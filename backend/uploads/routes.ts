// The upload service (spec section 7: `upload image`, multipart POST): a signed-in member's comment picture, checked
// by its name and by its bytes, kept once per content (imageStore.ts), and the stored files answered back.
import { open } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { COMMENT_LIMITS } from '../../lib/contract/comments.js';
import { UPLOAD_FILE_FIELD, UPLOADED_FILES_PATH } from '../../lib/contract/uploads.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { appRateLimiter } from '../core/rateLimit.js';
import { MalformedBody } from '../core/requestInput.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { IMAGE_TYPE_MESSAGE } from '../comments/commentInput.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { CONTENT_TYPE_OF, EXTENSIONS_OF, readImageHeader } from './imageHeader.js';
import { imageStore } from './imageStore.js';

const MAX_MEGABYTES = COMMENT_LIMITS.maxImageBytes / (1024 * 1024);
const tooLarge = () => new InputError(`图片不能超过${MAX_MEGABYTES}MB`);
/** Room for the multipart framing and the part's headers around the picture itself. */
const FRAMING_BYTES = 16 * 1024;
/** A year: a stored file's name is its content, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const extensionOf = (name: string) => /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The picture's bytes, at most COMMENT_LIMITS.maxImageBytes of them, and the name it was sent with. */
async function readPicture(request: FastifyRequest) {
  if (Number(request.headers['content-length']) > COMMENT_LIMITS.maxImageBytes + FRAMING_BYTES)
    throw tooLarge();
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FILE_FIELD) throw new InputError('请选择图片');
  try {
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    // The parser's own complaints (a cut or malformed body) are the caller's fault, not the server's.
    if (error instanceof Error && !('statusCode' in error)) throw new MalformedBody('请求格式错误');
    throw error;
  }
}

async function sendStored(reply: FastifyReply, path: string, name: string, etag: string | undefined) {
  const handle = await open(path).catch(() => null);
  if (!handle) return reply.code(404).send(fail(STATUS.badInput, '文件不存在'));
  const format = Object.entries(EXTENSIONS_OF).find(([, names]) => names[0] === extensionOf(name))?.[0];
  reply.headers({
    'content-type': CONTENT_TYPE_OF[format as keyof typeof CONTENT_TYPE_OF],
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
        const { format, width, height } = header;
        const stored = await store.save(bytes, EXTENSIONS_OF[format][0] ?? format, CONTENT_TYPE_OF[format]);
        request.log.info({ userId, file: stored.name, size: bytes.length }, 'picture uploaded');
        return ok({ url: stored.url, width, height, size: bytes.length }, '上传成功');
      },
    );

    app.get<{ Params: { name: string } }>(`${UPLOADED_FILES_PATH}/:name`, async (request, reply) => {
      const path = store.pathOf(request.params.name);
      if (!path) return reply.code(404).send(fail(STATUS.badInput, '文件不存在'));
      return sendStored(reply, path, request.params.name, request.headers['if-none-match']);
    });
  };
}
