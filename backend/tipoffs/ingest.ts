// The CMS side of tip-offs: the queue (pending, approved, rejected) and the editors' verdicts (approve, or reject
// with a reason). Either drops the site's cached tip-off pages through the `tipoffs` cache tag.
// Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { TIPOFF_STATUS } from '../../lib/contract/tipoffs.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { field, pathId, refuseUnknown, required, requireObject } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { moderateTipoff, tipoffQueue } from './tipoffRepo.js';

function readStatus(raw: string | undefined): number {
  if (raw === undefined || raw === '') return TIPOFF_STATUS.pending;
  const status = Number(raw);
  if (!(Object.values(TIPOFF_STATUS) as number[]).includes(status)) {
    throw new InputError('参数 status 必须是 0、1 或 2');
  }
  return status;
}

export function tipoffIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The queue: `status` 0 pending (the default), 1 approved, 2 rejected; the oldest first, `limit` at most 100.
  app.get('/tipoffs', async (request) => {
    const params = requestParams(request);
    const limit = Math.min(param.optionalPositiveInt(params, 'limit') ?? 50, 100);
    return ok({ list: await tipoffQueue(db, readStatus(params.status), limit) });
  });

  app.post('/tipoffs/:id/approve', async (request, reply) => {
    const id = pathId(request);
    if (!(await moderateTipoff(db, id, TIPOFF_STATUS.approved, ''))) {
      return reply.code(404).send(fail(STATUS.badInput, '报料不存在'));
    }
    return ok({ id, status: TIPOFF_STATUS.approved });
  });

  app.post('/tipoffs/:id/reject', async (request, reply) => {
    const id = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, ['reason']);
    const reason = required(field.string(body, 'reason', { max: 200, nonEmpty: true }), 'reason');
    if (!(await moderateTipoff(db, id, TIPOFF_STATUS.rejected, reason))) {
      return reply.code(404).send(fail(STATUS.badInput, '报料不存在'));
    }
    return ok({ id, status: TIPOFF_STATUS.rejected, reason });
  });
}
