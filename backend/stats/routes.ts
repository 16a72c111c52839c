import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { devicePattern, param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { refusedCharacter } from '../core/requestInput.js';
import { safeEqual } from '../core/secrets.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { findArticle } from '../reading/articleRepo.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { EVENT_TYPES, insertStatsRecord, recordEvent } from './statsRepo.js';

/** A number parameter that must be one of a few values. */
function oneOf(
  params: Params,
  name: string,
  allowed: readonly number[],
  required: boolean,
): number | undefined {
  const value = required ? param.positiveInt(params, name) : param.optionalPositiveInt(params, name);
  if (value !== undefined && !allowed.includes(value)) {
    throw new InputError(`参数 ${name} 必须是 ${allowed.join('、')} 之一`);
  }
  return value;
}

function optionalText(params: Params, name: string, pattern: RegExp): string {
  return params[name] ? param.string(params, name, pattern) : '';
}

/** Share channels (spec section 9): WeChat 1, moments 2, Weibo 3, QQ 4, MeeTime 5, album 6. */
const SHARE_CHANNELS = [1, 2, 3, 4, 5, 6];
/** Data types: like 1000002, open article 1000005, share 1000009, comment 1000013. */
const DATA_TYPES = [1000002, 1000005, 1000009, 1000013];
/** Platforms: Android 1, iOS 2, mobile web 3, PC 5. */
const PLATFORMS = [1, 2, 3, 5];
const READ_EVENT = 3;
const SHARE_EVENT = 2;

/** `event` on the `main` service: a reader shared or read an article, or the app recorded its device. */
export function eventRoutes({ db, config }: RouteDeps) {
  return async function events(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    // A POST, so the per-IP write limit counts it like every other write.
    app.post(operationPath('event'), async (request) => {
      const params = requestParams(request);
      const type = oneOf(params, 'type', EVENT_TYPES, true) ?? 0;
      // A device record need not be about an article; shares and reads always are.
      const fileId =
        type === READ_EVENT || type === SHARE_EVENT
          ? param.positiveInt(params, 'id')
          : (param.optionalNonNegativeInt(params, 'id') ?? 0);
      const channel = oneOf(params, 'channel', SHARE_CHANNELS, false) ?? 0;
      const eventType = optionalText(params, 'eventType', /^[\w.:-]{1,32}$/);
      if (fileId !== 0) {
        const article = await findArticle(db, fileId);
        if (!article || article.aStatus !== 1) return fail(STATUS.badInput, '稿件不存在');
      }
      await recordEvent(db, {
        type,
        fileId,
        eventType,
        channel,
        appId: param.optionalPositiveInt(params, 'appID') ?? 0,
        device: optionalText(params, 'device', devicePattern),
      });
      return ok({});
    });
  };
}

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** A virtual uid, a UUID, or a user id SM2-encrypted to hex (spec section 5), which runs to a few hundred characters. */
const userIdPattern = /^[A-Za-z0-9._:-]{1,512}$/;

/** Milliseconds since the epoch; now when absent. */
function actionTimeOf(params: Params): Date {
  const raw = params.actionTime;
  if (raw === undefined || raw === '') return new Date();
  if (!/^\d{13}$/.test(raw)) throw new InputError('参数 actionTime 必须是毫秒时间戳');
  return new Date(Number(raw));
}

/** A base64 header decoded; '' when absent, null when it is not base64 at all. */
function decodedHeader(request: FastifyRequest, name: string): string | null {
  const raw = request.headers[name.toLowerCase()];
  if (raw === undefined || raw === '') return '';
  if (typeof raw !== 'string' || raw.length > 1024 || !base64Pattern.test(raw)) return null;
  return Buffer.from(raw, 'base64').toString('utf8');
}

/** A header's decoded text, refused when it is not base64, too long, or holds what cannot be stored. */
function headerText(request: FastifyRequest, name: string): string {
  const value = decodedHeader(request, name);
  if (value === null || value.length > 512) throw new InputError(`请求头 ${name} 格式错误`);
  const problem = refusedCharacter(value);
  if (problem) throw new InputError(`请求头 ${name} ${problem}`);
  return value;
}

/**
 * The statistics service (`/stats/sendRecord`): an external analytics endpoint in the spec, so it is not
 * signed and ignores the reader's token; the tenant code and app key in its headers are its credentials.
 */
export function statsRoutes({ db, config }: RouteDeps) {
  return async function stats(app: FastifyInstance) {
    // Every call stores a row: counted against the per-IP write limit although it is a GET.
    app.get(operationPath('sendRecord'), { config: { rateLimit: true } }, async (request, reply) => {
      const tenantCode = decodedHeader(request, 'tenantCode') ?? '';
      const appKey = decodedHeader(request, 'appKey') ?? '';
      if (!safeEqual(tenantCode, config.stats.tenantCode) || !safeEqual(appKey, config.stats.appKey)) {
        return reply.code(401).send(fail(STATUS.badInput, '统计凭据无效'));
      }
      const params = requestParams(request);
      const articleId = param.positiveInt(params, 'articleID');
      const platform = oneOf(params, 'platform', PLATFORMS, true) ?? 0;
      const dataType = oneOf(params, 'dataType', DATA_TYPES, true) ?? 0;
      await insertStatsRecord(db, {
        dataType,
        articleId,
        platform,
        actionTime: actionTimeOf(params),
        shareChannel: oneOf(params, 'shareChanel', SHARE_CHANNELS, false) ?? 0,
        deviceId: optionalText(params, 'deviceid', devicePattern),
        userUuid: optionalText(params, 'userUuid', userIdPattern),
        refer: optionalText(params, 'refer', /^[^\s<>"']{1,1000}$/),
        tenantCode,
        os: headerText(request, 'os'),
        headerDeviceId: headerText(request, 'deviceId'),
        headerUserUuid: headerText(request, 'userUuid'),
      });
      return ok({});
    });
  };
}
