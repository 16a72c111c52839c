import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { familyOfToken, revokeFamily, revokeOtherFamilies } from '../sessions/tokenRepo.js';
import { readPhone, readSmsCode, smsCodeHash } from './memberInput.js';
import {
  clearFailedLogins,
  findMember,
  memberForPhone,
  ownInfo,
  reserveLoginAttempt,
  setPasswordHash,
} from './memberRepo.js';
import { decoyHash, hashPassword, readNewPassword, verifyPassword } from './password.js';
import { loginDevice, signIn } from './signIn.js';
import { checkSmsCode } from './verifyCodeRepo.js';

const badCredentials = fail(STATUS.badInput, '手机号或密码错误');
const memberRoute = { config: { member: true } };

/** `smsLogin`, `passwordLogin`, `setPassword` and `logout` under `sso`. */
export function memberLoginRoutes({ db, config }: RouteDeps) {
  return async function memberLogin(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.post(operationPath('smsLogin'), async (request) => {
      const device = loginDevice(request);
      const params = requestParams(request);
      const phone = readPhone(params);
      const code = readSmsCode(params);
      const check = await checkSmsCode(db, phone, smsCodeHash(config.members.secret, phone, code));
      if (!check.ok) {
        switch (check.reason) {
          case 'missing':
            return fail(STATUS.badInput, '验证码已失效，请重新获取');
          case 'wrong':
            return fail(STATUS.badInput, `验证码错误，还可尝试${check.attemptsLeft}次`);
          case 'locked':
            return fail(
              STATUS.badInput,
              `验证码错误次数过多，请${Math.ceil(check.retryAfterMs / 60_000)}分钟后再试`,
            );
        }
      }
      return ok(await signIn(db, request, device, await memberForPhone(db, phone)), '登录成功');
    });

    app.post(operationPath('passwordLogin'), async (request) => {
      const device = loginDevice(request);
      const params = requestParams(request);
      const phone = readPhone(params);
      const password = params.password ?? '';
      if (password === '') throw new InputError('请输入密码');
      const attempt = await reserveLoginAttempt(db, phone);
      if (attempt.kind === 'locked') {
        const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
        return fail(STATUS.badInput, `密码错误次数过多，请${minutes}分钟后再试`);
      }
      const member = attempt.kind === 'check' ? attempt.member : null;
      if (!member?.passwordHash) {
        // Unknown phones and members without a password take as long as a wrong password.
        await verifyPassword(password, await decoyHash());
        return badCredentials;
      }
      if (!(await verifyPassword(password, member.passwordHash))) return badCredentials;
      await clearFailedLogins(db, member.userId);
      return ok(await signIn(db, request, device, { member, created: false }), '登录成功');
    });

    app.post(operationPath('setPassword'), memberRoute, async (request) => {
      const password = readNewPassword(requestParams(request));
      const userId = memberId(request);
      await setPasswordHash(db, userId, await hashPassword(password));
      // Whoever signed in elsewhere with the old credentials is signed out; this session stays.
      const session = requestSession(request);
      if (session) await revokeOtherFamilies(db, userId, session.familyId);
      const member = await findMember(db, userId);
      return member ? ok(ownInfo(member), '密码设置成功') : fail(STATUS.notSignedIn, '请先登录');
    });

    // A stale access token must not keep a reader from signing out, so the refresh token works too.
    app.post(operationPath('logout'), { config: { tokenExempt: true } }, async (request) => {
      const params = requestParams(request);
      const given = [request.headers.token, params.refreshToken].filter(
        (value): value is string => typeof value === 'string' && value !== '' && value.length <= 256,
      );
      if (given.length === 0) return fail(STATUS.badInput, '缺少参数 token');
      for (const token of given) {
        const familyId = await familyOfToken(db, token);
        if (familyId) await revokeFamily(db, familyId);
      }
      return ok({}, '已退出登录');
    });
  };
}
