// The CMS side of sign-in: what the embedded SMS sender delivered and which image a device is shown, so that
// end-to-end tests (and demos without an SMS provider) can sign in. Registered inside the ingest plugin, so
// only the ADMIN_TOKEN bearer reaches it.
import type { FastifyInstance } from 'fastify';
import { currentImageCode, readOutbox } from '../db/verifyCodeRepo.js';
import { fail, ok, statusCodes } from '../lib/envelope.js';
import { readPhone } from '../lib/memberInput.js';
import { devicePattern, param, requestParams } from '../lib/params.js';
import type { RouteDeps } from './deps.js';

export function memberIngestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/smsOutbox', async (request) => {
    const phone = readPhone(requestParams(request));
    return ok({ list: await readOutbox(db, phone) });
  });

  app.get('/verifyCode', async (request, reply) => {
    const device = param.string(requestParams(request), 'device', devicePattern);
    const code = await currentImageCode(db, device);
    return code === null
      ? reply.code(404).send(fail(statusCodes.badInput, '该设备没有有效的图形验证码'))
      : ok({ device, code });
  });
}
