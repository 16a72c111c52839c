import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { devicePattern, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { readImageCode, readPhone, smsCodeHash } from './memberInput.js';
import { type SmsSender, smsText } from './smsSender.js';
import {
  issueSmsCode,
  type SendRefusal,
  SMS_CODE_TTL_MS,
  SMS_RESEND_MS,
  spendImageCode,
  storeImageCode,
  withdrawSmsCode,
} from './verifyCodeRepo.js';
import { drawVerifyImage, newVerifyCode } from './verifyImage.js';

export interface MemberDeps extends RouteDeps {
  smsSender: SmsSender;
}

function refusalMessage(refusal: SendRefusal): string {
  switch (refusal.reason) {
    case 'locked':
      return `验证码错误次数过多，请${Math.ceil(refusal.retryAfterMs / 60_000)}分钟后再试`;
    case 'tooSoon':
      return `验证码发送过于频繁，请${Math.ceil(refusal.retryAfterMs / 1000)}秒后再试`;
    case 'phoneLimit':
      return '该手机号获取验证码次数过多，请1小时后再试';
    case 'ipLimit':
      return '获取验证码过于频繁，请稍后再试';
  }
}

/** `verifyCode` and `sendSmsCode` under `sso`: the image a reader types, then the SMS code it unlocks. */
export function memberCodeRoutes({ db, config, smsSender }: MemberDeps) {
  return async function memberCodes(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    // Every image costs a database write, so fetching them counts against the per-IP limit.
    app.get(operationPath('verifyCode'), { config: { rateLimit: true } }, async (request, reply) => {
      const device = param.string(requestParams(request), 'device', devicePattern);
      const code = newVerifyCode();
      await storeImageCode(db, device, code);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-store')
        .send(drawVerifyImage(code));
    });

    app.post(operationPath('sendSmsCode'), async (request) => {
      const params = requestParams(request);
      const device = param.string(params, 'device', devicePattern);
      const phone = readPhone(params);
      const imageCode = readImageCode(params);
      if (!(await spendImageCode(db, device, imageCode))) {
        return fail(STATUS.badInput, '图形验证码错误或已过期，请重新输入');
      }
      const code = newVerifyCode(6);
      const issued = await issueSmsCode(db, {
        phone,
        codeHash: smsCodeHash(config.members.secret, phone, code),
        ip: request.ip,
        ipPerHour: config.members.smsPerIpHour,
      });
      if ('refusal' in issued) return fail(STATUS.badInput, refusalMessage(issued.refusal));
      try {
        await smsSender.send({ phone, code, text: smsText(code, SMS_CODE_TTL_MS / 60_000) }, request.log);
      } catch (error) {
        request.log.warn({ err: error }, 'SMS code could not be sent');
        await withdrawSmsCode(db, issued.id);
        return fail(STATUS.badInput, '短信发送失败，请稍后再试');
      }
      return ok({ expiresIn: SMS_CODE_TTL_MS, resendAfter: SMS_RESEND_MS }, '验证码已发送');
    });
  };
}
