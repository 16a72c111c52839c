import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../core/config.js';
import type { Db } from '../core/database.js';
import { type Envelope, fail, InputError, ok } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import { devicePattern, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { safeEqual } from '../core/secrets.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { MAX_CLOCK_SKEW_MS, serviceGuard } from '../sessions/serviceGuard.js';
import { memberForWechat } from './memberRepo.js';
import { spendNonce } from './nonceRepo.js';
import { programSign } from './programSign.js';
import { signIn } from './signIn.js';

const PROGRAM_VERSION = '1.0.0';
/** The login fields of thirdLogin; each one sent must be signed. */
const LOGIN_FIELDS = ['provider', 'oid', 'nickname', 'devid', 'head', 'unionid'];
const REQUIRED_SIGNED = ['provider', 'oid', 'devid'];
const badSignature = fail(STATUS.badSignature, '签名错误');

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/** The fields `program-params` names, when it names every login field sent and only fields sent. */
function signedFields(params: Params, programParams: string): Record<string, string> | null {
  const names = programParams.split(',').map((name) => name.trim());
  const sent = LOGIN_FIELDS.filter((name) => params[name] !== undefined);
  const complete =
    names.length === new Set(names).size &&
    REQUIRED_SIGNED.every((name) => names.includes(name)) &&
    sent.every((name) => names.includes(name)) &&
    names.every((name) => LOGIN_FIELDS.includes(name) && params[name] !== undefined);
  return complete ? Object.fromEntries(names.map((name) => [name, params[name] ?? ''])) : null;
}

/** The signed header set checked, signature then time; null when it holds. */
function refusal(request: FastifyRequest, config: AppConfig): Envelope<null> | null {
  const params = requestParams(request);
  const version = header(request, 'version');
  const random = header(request, 'random');
  const timestamp = header(request, 'timestamp');
  if (version !== PROGRAM_VERSION) return fail(STATUS.badInput, '不支持的接口版本');
  const fields = signedFields(params, header(request, 'program-params'));
  if (!fields || !/^[A-Za-z0-9]{8,64}$/.test(random)) return badSignature;
  const expected = programSign({ random, timestamp, version }, fields, config.members.programSignKey);
  if (!safeEqual(header(request, 'program-sign').toLowerCase(), expected)) return badSignature;
  if (header(request, 'devid') !== fields.devid) return badSignature;
  if (!/^\d{13}$/.test(timestamp) || Math.abs(Number(timestamp) - Date.now()) > MAX_CLOCK_SKEW_MS) {
    return fail(STATUS.badTime, '请求时间无效，请校准设备时间');
  }
  return null;
}

/** A signed request is accepted once: its `random` is spent until its timestamp would be refused anyway. */
async function replayed(request: FastifyRequest, db: Db): Promise<boolean> {
  const until = Number(header(request, 'timestamp')) + MAX_CLOCK_SKEW_MS;
  const fresh = await spendNonce(db, 'third-login', header(request, 'random'), until);
  if (!fresh) request.log.warn('thirdLogin replayed');
  return !fresh;
}

function loginFields(params: Params) {
  if (params.provider !== 'tencent_wechat') throw new InputError('不支持的登录方式');
  const oid = params.oid ?? '';
  const unionid = params.unionid ?? '';
  const head = params.head ?? '';
  if (!/^[\w-]{1,128}$/.test(oid)) throw new InputError('参数 oid 格式错误');
  if (!/^[\w-]{0,128}$/.test(unionid)) throw new InputError('参数 unionid 格式错误');
  if (!devicePattern.test(params.devid ?? '')) throw new InputError('参数 devid 格式错误');
  if (head !== '' && (head.length > 512 || !urlPattern.test(head))) throw new InputError('头像地址无效');
  return { openid: oid, unionid, nickname: (params.nickname ?? '').trim(), head, device: params.devid ?? '' };
}

/** `thirdLogin` under `sso`: the app's and the site's sign-in with a WeChat identity (spec section 7). */
export function memberThirdLoginRoutes({ db, config }: RouteDeps) {
  return async function memberThirdLogin(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.post(operationPath('thirdLogin'), async (request) => {
      const denied = refusal(request, config);
      if (denied) return denied;
      const { device, ...identity } = loginFields(requestParams(request));
      if (await replayed(request, db)) return fail(STATUS.badInput, '请求已失效，请重新登录');
      return ok(await signIn(db, request, device, await memberForWechat(db, identity)), '登录成功');
    });
  };
}
