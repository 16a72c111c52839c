// The CMS side of calls for submissions: make an article a call (or close it), and judge members' submissions in a
// queue: approve (published among the call's works) or refuse with a reason the member reads. Every write drops
// the site's cached pages that list works, through the `submissions` cache tag (core/siteNotifier.ts).
// Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../lib/contract/status.js';
import { SUBMISSION_STATUS } from '../../lib/contract/submissions.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { field, pathId, refuseUnknown, required, requireObject } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { findArticle } from '../reading/articleRepo.js';
import { judgeSubmission, putCall, submissionQueue } from './submissionRepo.js';

const noSubmission = fail(STATUS.badInput, '稿件不存在');

function readStatus(raw: string | undefined): number {
  if (raw === undefined || raw === '') return SUBMISSION_STATUS.pending;
  const status = Number(raw);
  if (!(Object.values(SUBMISSION_STATUS) as number[]).includes(status)) {
    throw new InputError('参数 status 必须是 0、1 或 2');
  }
  return status;
}

/** `askName` and `open`, each 0 or 1 (a call asks no name and is open unless told). */
function readFlag(body: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = field.oneOf(body, key, [0, 1]);
  return value === undefined ? fallback : value === 1;
}

export function submissionIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.put('/submissionCalls/:id', async (request, reply) => {
    const fileId = pathId(request);
    if (!(await findArticle(db, fileId))) return reply.code(404).send(fail(STATUS.badInput, '文章不存在'));
    const body = requireObject(request.body);
    refuseUnknown(body, ['askName', 'open']);
    const call = { askName: readFlag(body, 'askName', false), open: readFlag(body, 'open', true) };
    await putCall(db, fileId, call);
    return ok({ fileId, ...call });
  });

  // The queue: `status` 0 pending (the default), 1 approved, 2 refused; `linkID` one call's (0: outside any
  // call); the oldest first, `limit` at most 100.
  app.get('/submissions', async (request) => {
    const params = requestParams(request);
    const limit = Math.min(param.optionalPositiveInt(params, 'limit') ?? 50, 100);
    const callId = param.optionalNonNegativeInt(params, 'linkID') ?? null;
    return ok({ list: await submissionQueue(db, readStatus(params.status), callId, limit) });
  });

  app.post('/submissions/:id/approve', async (request, reply) => {
    const id = pathId(request);
    const judged = await judgeSubmission(db, id, { status: SUBMISSION_STATUS.approved, reason: '' });
    if (!judged) return reply.code(404).send(noSubmission);
    return ok({ id, ...judged, status: SUBMISSION_STATUS.approved });
  });

  app.post('/submissions/:id/reject', async (request, reply) => {
    const id = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, ['reason']);
    const reason = required(field.string(body, 'reason', { max: 500, nonEmpty: true }), 'reason');
    const judged = await judgeSubmission(db, id, { status: SUBMISSION_STATUS.rejected, reason });
    if (!judged) return reply.code(404).send(noSubmission);
    return ok({ id, ...judged, status: SUBMISSION_STATUS.rejected, reason });
  });
}
