import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { readSiteConfig } from '../siteConfig/configRepo.js';
import { invitedCount, inviteRecords, type InviteRefusal, inviterOf, useInviteCode } from './inviteRepo.js';
import { readPaging } from './memberInput.js';
import { findMember, publicInfo } from './memberRepo.js';
import { INVITE_POINTS, totalPoints } from './pointsRepo.js';

const memberRoute = { config: { member: true } };

const refusals: Record<InviteRefusal, string> = {
  unknown: '邀请码不存在',
  own: '不能使用自己的邀请码',
  used: '您已使用过邀请码',
  invitedByMe: '不能使用您邀请的好友的邀请码',
};

export const DEFAULT_INVITE_RULES = [
  '1. 每位会员都有一个专属邀请码，可以分享给好友。',
  `2. 好友登录后在“邀请码”页面填写您的邀请码，您和好友各得${INVITE_POINTS}积分。`,
  '3. 每位会员只能填写一次邀请码，不能填写自己的邀请码。',
].join('\n');

/** Site config `inviteRules` when the CMS wrote one, else the rules this backend applies. */
async function inviteRules(deps: RouteDeps): Promise<string> {
  const rules = (await readSiteConfig(deps.db))?.inviteRules;
  return typeof rules === 'string' && rules.trim() !== '' ? rules : DEFAULT_INVITE_RULES;
}

/** `invite/code`, `invite/use`, `invite/record` and `invite/siteConf` under `main`. */
export function memberInviteRoutes(deps: RouteDeps) {
  const { db, config } = deps;
  return async function memberInvite(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('invite/code'), memberRoute, async (request) => {
      const userId = memberId(request);
      const member = await findMember(db, userId);
      if (!member) return fail(STATUS.notSignedIn, '请先登录');
      const inviter = await inviterOf(db, userId);
      return ok({
        code: member.inviteCode,
        msg: `填写我的邀请码 ${member.inviteCode}，你我各得${INVITE_POINTS}积分`,
        member: publicInfo(member),
        invitedCount: await invitedCount(db, userId),
        inviter: inviter ? publicInfo(inviter) : null,
      });
    });

    app.post(operationPath('invite/use'), memberRoute, async (request) => {
      const code = (requestParams(request).code ?? '').trim().toUpperCase();
      if (code === '') throw new InputError('请输入邀请码');
      const userId = memberId(request);
      const used = /^[2-9A-HJ-NP-Z]{7}$/.test(code)
        ? await useInviteCode(db, userId, code)
        : { refusal: 'unknown' as const };
      if ('refusal' in used) return fail(STATUS.badInput, refusals[used.refusal]);
      return ok(
        { inviter: publicInfo(used.inviter), added: INVITE_POINTS, total: await totalPoints(db, userId) },
        '邀请码使用成功',
      );
    });

    app.get(operationPath('invite/record'), memberRoute, async (request) => {
      const { page, pageSize } = readPaging(requestParams(request));
      const userId = memberId(request);
      const records = await inviteRecords(db, userId, page, pageSize);
      return ok({ ...records, total: await invitedCount(db, userId), page, pageSize });
    });

    app.get(operationPath('invite/siteConf'), async () =>
      ok({ rules: await inviteRules(deps), inviterPoints: INVITE_POINTS, inviteePoints: INVITE_POINTS }),
    );
  };
}
