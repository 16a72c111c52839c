// The CMS side of members: what the embedded SMS sender delivered and which image a device is shown, so that
// end-to-end tests (and demos without an SMS provider) can sign in, and disabling or enabling a member.
// Registered inside the ingest plugin, so only the ADMIN_TOKEN bearer reaches it.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { pathId } from '../core/jsonFields.js';
import { devicePattern, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { STATUS } from '../../lib/contract/status.js';
import { readPhone } from './memberInput.js';
import { setMemberDisabled } from './memberRepo.js';
import { currentImageCode, readOutbox } from './verifyCodeRepo.js';

export function memberIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/smsOutbox', async (request) => {
    const phone = readPhone(requestParams(request));
    return ok({ list: await readOutbox(db, phone) });
  });

  app.get('/verifyCode', async (request, reply) => {
    const device = param.string(requestParams(request), 'device', devicePattern);
    const code = await currentImageCode(db, device);
    return code === null
      ? reply.code(404).send(fail(STATUS.badInput, '该设备没有有效的图形验证码'))
      : ok({ device, code });
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/members/:id/${action}`, async (request, reply) => {
      const member = await setMemberDisabled(db, pathId(request), disabled);
      if (!member) return reply.code(404).send(fail(STATUS.badInput, '用户不存在'));
      return ok({ userid: member.userId, disabled, disabledAt: member.disabledAt?.getTime() ?? null });
    });
  }
}
