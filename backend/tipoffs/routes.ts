import type { FastifyInstance } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { hasInvisibleFormatting } from '../../lib/contract/invisibleText.js';
import { TIPOFF_LIMITS } from '../../lib/contract/tipoffs.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { refuseMarkup } from '../core/text.js';
import { param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { ownsAll, readUploadAddresses } from '../uploads/ownUploads.js';
import { findTipoff, insertTipoff, memberTipoffs } from './tipoffRepo.js';

const memberRoute = { config: { member: true } };
// Another member's pending tip-off answers exactly as an unknown id: nothing says it exists.
const noTipoff = fail(STATUS.badInput, '报料不存在');
const notOwnFile = fail(STATUS.badInput, '附件无效，请重新上传');

/** A tip-off's text, name and attachments, checked before anything is stored; HTML is refused (refuseMarkup). */
function readTipoff(params: Params) {
  const content = (params.content ?? '').trim();
  if (content === '') throw new InputError('请输入报料内容');
  if ([...content].length > TIPOFF_LIMITS.maxChars) {
    throw new InputError(`内容不能超过${TIPOFF_LIMITS.maxChars}个字`);
  }
  const name = (params.name ?? '').trim();
  if (name === '') throw new InputError('请输入姓名');
  if ([...name].length > TIPOFF_LIMITS.maxNameChars || hasInvisibleFormatting(name)) {
    throw new InputError(`姓名不能超过${TIPOFF_LIMITS.maxNameChars}个字`);
  }
  refuseMarkup(content, name);
  return {
    content,
    name,
    pictures: readUploadAddresses(
      params,
      'pics',
      TIPOFF_LIMITS.maxPictures,
      `最多上传${TIPOFF_LIMITS.maxPictures}张图片`,
    ),
    videos: readUploadAddresses(
      params,
      'videos',
      TIPOFF_LIMITS.maxVideos,
      `最多上传${TIPOFF_LIMITS.maxVideos}个视频`,
    ),
    audios: readUploadAddresses(
      params,
      'audios',
      TIPOFF_LIMITS.maxAudios,
      `最多上传${TIPOFF_LIMITS.maxAudios}段音频`,
    ),
  };
}

/**
 * Tip-offs under `main` (spec section 7: tipoffDetail): one tip-off, to its author in any state and to anyone once
 * approved; a member's own (myTipoffs); sending one (form-encoded, pending until an editor approves it, one per
 * member every TIPOFF_LIMITS.intervalMs).
 */
export function tipoffRoutes({ db, config }: RouteDeps) {
  return async function tipoffOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const flooding = appRateLimiter(app, config, 'tipoffs:send', 1, TIPOFF_LIMITS.intervalMs);

    app.get(operationPath('tipoffDetail'), async (request) => {
      const id = param.positiveInt(requestParams(request), 'id');
      const tipoff = await findTipoff(db, id, requestSession(request)?.userId ?? null);
      return tipoff ? ok(tipoff) : noTipoff;
    });

    app.get(operationPath('myTipoffs'), memberRoute, async (request) => {
      const page = param.optionalPositiveInt(requestParams(request), 'page') ?? 1;
      return ok(await memberTipoffs(db, memberId(request), page));
    });

    app.post(operationPath('createTipoff'), memberRoute, async (request) => {
      const input = readTipoff(requestParams(request));
      const userId = memberId(request);
      const files = { picture: input.pictures, video: input.videos, audio: input.audios };
      if (!(await ownsAll(db, userId, files))) return notOwnFile;
      if (!(await flooding.hit(`m${userId}`)).allowed) {
        return fail(STATUS.tooManyRequests, '报料过于频繁，请稍后再试');
      }
      const id = await insertTipoff(db, { userId, ...input });
      return id === null ? notOwnFile : ok({ id }, '报料已提交，请等待审核');
    });
  };
}
