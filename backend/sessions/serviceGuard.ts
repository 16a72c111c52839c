import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../core/config.js';
import type { Db } from '../core/database.js';
import { type Envelope, fail, InputError } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import { safeEqual } from '../core/secrets.js';
import { md5, signParams } from '../core/signature.js';
import '../core/fastifyTypes.js';
import { SIGNED_FROM_API_VERSION } from '../../lib/contract/apiVersion.js';
import { STATUS } from '../../lib/contract/status.js';
import { decryptUserIdFields } from './sm2UserIds.js';
import { batchLoader } from '../core/batchLoader.js';
import { isLiveAuthToken, liveSessions, type TokenSession } from './tokenRepo.js';

export interface GuardOptions {
  db: Db;
  config: AppConfig;
  /** main and nis: signature from API_VERSION 3, and the xyAuth headers when XY_AUTH=2. */
  signed: boolean;
}

/** A request's `t` may be this far from server time before it counts as a replay. */
export const MAX_CLOCK_SKEW_MS = 10 * 60_000;

function apiVersion(params: Params): number {
  const raw = params.apiVersion;
  if (raw === undefined || raw === '') return 0;
  // "3", "3.1" and "3.1.2" all occur; major.minor decides.
  return /^\d{1,6}(\.\d{1,6})*$/.test(raw) ? Number.parseFloat(raw) : Number.NaN;
}

/** Throws InputError for a malformed siteId, appID or apiVersion. */
function checkContext(params: Params): void {
  param.optionalPositiveInt(params, 'siteId');
  param.optionalPositiveInt(params, 'appID');
  if (Number.isNaN(apiVersion(params))) throw new InputError('参数 apiVersion 格式错误');
}

/**
 * From the backend's own API_VERSION 3 on, every call must be signed, whatever `apiVersion` it claims (a caller
 * leaving it out or claiming 2 signs nothing otherwise); its `t` must be within MAX_CLOCK_SKEW_MS; and its
 * signature must be new: one seen before is a replay. A signature is remembered while its `t` is acceptable.
 */
async function checkSignature(
  request: FastifyRequest,
  params: Params,
  config: AppConfig,
  now: number,
): Promise<Envelope<null> | null> {
  if (config.apiVersion < SIGNED_FROM_API_VERSION) return null;
  const signature = params.signature?.toLowerCase();
  const badSignature = fail(STATUS.badSignature, '签名错误');
  if (!signature || !safeEqual(signature, signParams(params, config.apiSignKey))) return badSignature;
  const t = params.t;
  if (t === undefined || !/^\d{1,15}$/.test(t) || Math.abs(Number(t) - now) > MAX_CLOCK_SKEW_MS) {
    return fail(STATUS.badTime, '请求时间无效，请校准设备时间');
  }
  const acceptableFor = Number(t) + MAX_CLOCK_SKEW_MS - now + 1;
  return (await request.server.replays.firstSeen(signature, acceptableFor)) ? null : badSignature;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function checkXyAuth(
  request: FastifyRequest,
  db: Db,
  config: AppConfig,
): Promise<Envelope<null> | null> {
  const authToken = header(request, 'authToken');
  const time = header(request, 'time');
  const sign = header(request, 'sign');
  const reset = fail(STATUS.authReset, '授权已失效，请重新授权');
  if (!authToken || !time || !sign || authToken.length > 256) return reset;
  if (!safeEqual(sign.toLowerCase(), md5(authToken + config.appSecret + time))) return reset;
  return (await isLiveAuthToken(db, authToken)) ? null : reset;
}

const sessions = new WeakMap<FastifyRequest, TokenSession>();

/** The session of the request's `token` header, once the guard has found it live. */
export function requestSession(request: FastifyRequest): TokenSession | null {
  return sessions.get(request) ?? null;
}

/** The signed-in member's id on a `member` route (the guard has refused everyone else). */
export function memberId(request: FastifyRequest): number {
  const userId = sessions.get(request)?.userId;
  if (userId === undefined || userId === null) throw new Error('memberId outside a member route');
  return userId;
}

type SessionOf = (token: string) => Promise<TokenSession | null>;

async function checkToken(request: FastifyRequest, sessionOf: SessionOf): Promise<Envelope<null> | null> {
  const token = header(request, 'token');
  const memberOnly = request.routeOptions.config.member === true;
  if (token === undefined) return memberOnly ? fail(STATUS.notSignedIn, '请先登录') : null;
  // An unknown or revoked token answers like an expired one: the site renews and retries once either way.
  const session = token.length <= 256 ? await sessionOf(token) : null;
  if (!session) return fail(STATUS.tokenExpired, '登录信息已过期');
  // On every route, not only member ones: whatever a disabled member's session asks, the site signs it out.
  if (session.disabled) return fail(STATUS.memberDisabled, '账号已被停用，请重新登录');
  if (memberOnly && session.userId === null) return fail(STATUS.notSignedIn, '请先登录');
  sessions.set(request, session);
  return null;
}

/**
 * The checks every reader-facing call passes before its handler, in the order the site can repair them:
 * request context, signature and time, xyAuth headers, then the reader's token (a disabled member's answers
 * 10103; a member's is needed on `member` routes: none, or an anonymous one, answers 10102).
 */
export function serviceGuard({ db, config, signed }: GuardOptions): preHandlerAsyncHookHandler {
  // The tokens of the requests read in one turn are looked up in one query (a flood of votes is one per turn).
  const sessionOf: SessionOf = batchLoader<string, TokenSession | null>(
    (tokens) => liveSessions(db, tokens),
    null,
  );
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const params = requestParams(request);
    checkContext(params);
    const routeConfig = request.routeOptions.config;
    const refusal =
      (signed ? await checkSignature(request, params, config, Date.now()) : null) ??
      (signed && config.xyAuth === 2 && !routeConfig.xyAuthExempt
        ? await checkXyAuth(request, db, config)
        : null) ??
      (routeConfig.tokenExempt ? null : await checkToken(request, sessionOf));
    if (refusal) return reply.send(refusal);
    // After the signature, which covers the fields as sent.
    if (config.members.sm2PrivateKey) decryptUserIdFields(params, config.members.sm2PrivateKey);
  };
}
