import type { FastifyInstance } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { SUBMISSION_LIMITS } from '../../lib/contract/submissions.js';
import { readImages } from '../comments/commentInput.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { refuseMarkup } from '../core/text.js';
import { param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { findCall, findOwn, findWork, insertSubmission, listOwn, listWorks } from './submissionRepo.js';

const memberRoute = { config: { member: true } };
const noCall = fail(STATUS.badInput, '征稿不存在');
const noSubmission = fail(STATUS.badInput, '稿件不存在');

/** A text field, trimmed: refused when empty (`empty`) or past `max` characters. */
function readText(params: Params, name: string, max: number, empty: string, what: string): string {
  const value = (params[name] ?? '').trim();
  if (value === '') throw new InputError(empty);
  if ([...value].length > max) throw new InputError(`${what}不能超过${max}个字`);
  return value;
}

/** A submission's title, text, the contributor's name (where the call asks it) and pictures; HTML is refused. */
function readSubmission(params: Params, askName: boolean) {
  const title = readText(params, 'title', SUBMISSION_LIMITS.maxTitleChars, '请输入标题', '标题');
  const content = readText(params, 'content', SUBMISSION_LIMITS.maxChars, '请输入内容', '内容');
  const name = askName
    ? readText(params, 'name', SUBMISSION_LIMITS.maxNameChars, '请输入姓名', '姓名')
    : (params.name ?? '').trim().slice(0, SUBMISSION_LIMITS.maxNameChars);
  refuseMarkup(title, content, name);
  return { title, content, name, pictures: readImages(params, 'pictures', SUBMISSION_LIMITS.maxPictures) };
}

/**
 * Calls for submissions (征稿) and submissions (投稿) under `main` (spec section 7): a call with a page of its
 * approved works (`linkID` the call's article), one approved work; the member's own submissions (all, or to one
 * call) and one of them in any state with the editor's reason (another member's reads as unknown), and sending one
 * (form-encoded; pending until an editor approves it; one per member every SUBMISSION_LIMITS.intervalMs).
 */
export function submissionRoutes({ db, config }: RouteDeps) {
  return async function submissionOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const flooding = appRateLimiter(app, config, 'submissions:send', 1, SUBMISSION_LIMITS.intervalMs);

    app.get(operationPath('seekArticleList'), async (request) => {
      const params = requestParams(request);
      const call = await findCall(db, param.positiveInt(params, 'linkID'));
      if (!call) return noCall;
      const page = param.optionalPositiveInt(params, 'page') ?? 1;
      return ok({ call, ...(await listWorks(db, call.fileId, page)) });
    });

    app.get(operationPath('seekArticleDetail'), async (request) => {
      const params = requestParams(request);
      const work = await findWork(
        db,
        param.positiveInt(params, 'id'),
        param.optionalPositiveInt(params, 'linkID') ?? null,
      );
      return work ? ok(work) : noSubmission;
    });

    app.get(operationPath('inputArticleList'), memberRoute, async (request) => {
      const params = requestParams(request);
      const callId = param.optionalPositiveInt(params, 'linkID') ?? null;
      const page = param.optionalPositiveInt(params, 'page') ?? 1;
      return ok(await listOwn(db, memberId(request), callId, page));
    });

    app.get(operationPath('inputArticleDetail'), memberRoute, async (request) => {
      const own = await findOwn(db, param.positiveInt(requestParams(request), 'id'), memberId(request));
      return own ? ok(own) : noSubmission;
    });

    app.post(operationPath('submitArticle'), memberRoute, async (request) => {
      const params = requestParams(request);
      const callId = param.optionalPositiveInt(params, 'linkID') ?? null;
      const call = callId === null ? null : await findCall(db, callId);
      if (callId !== null && !call) return noCall;
      const input = readSubmission(params, call?.askName ?? false);
      if (call && !call.open) return fail(STATUS.badInput, '征稿已结束');
      const userId = memberId(request);
      if (!(await flooding.hit(`m${userId}`)).allowed) {
        return fail(STATUS.tooManyRequests, '投稿过于频繁，请稍后再试');
      }
      const id = await insertSubmission(db, { callId, userId, ...input });
      return id === null ? fail(STATUS.badInput, '征稿已结束') : ok({ id }, '投稿成功，等待审核');
    });
  };
}
