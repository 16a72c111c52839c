import type { FastifyInstance } from 'fastify';
import { chinaDate, isCalendarDate } from '../core/chinaDate.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import { param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { hasInvisibleFormatting } from '../../lib/contract/invisibleText.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { findMember, type MemberInfoPatch, ownInfo, publicInfo, updateMemberInfo } from './memberRepo.js';

const controlCharacters = /[\u0000-\u001f\u007f]/;

function textField(params: Params, name: string, label: string, max: number, required: boolean) {
  const value = params[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (required && trimmed === '') throw new InputError(`请输入${label}`);
  if ([...trimmed].length > max) throw new InputError(`${label}不能超过${max}个字`);
  // Control characters, and the invisible ones that reverse or hide a name's letters, are refused, not stripped:
  // the member sees what is wrong with what they typed.
  if (controlCharacters.test(trimmed) || hasInvisibleFormatting(trimmed)) {
    throw new InputError(`${label}含有不支持的字符`);
  }
  return trimmed;
}

/** The member/info form: only the fields sent change; at least one must be. */
export function readInfoPatch(params: Params, now = Date.now()): MemberInfoPatch {
  const patch: MemberInfoPatch = {};
  const nickname = textField(params, 'nickname', '昵称', 20, true);
  if (nickname !== undefined) patch.nickname = nickname;
  const intro = textField(params, 'intro', '简介', 200, false);
  if (intro !== undefined) patch.intro = intro;
  const head = params.head;
  if (head !== undefined) {
    if (head !== '' && (head.length > 512 || !urlPattern.test(head))) throw new InputError('头像地址无效');
    patch.head = head;
  }
  const sex = params.sex;
  if (sex !== undefined) {
    if (!['0', '1', '2'].includes(sex)) throw new InputError('参数 sex 必须是 0、1、2 之一');
    patch.sex = Number(sex);
  }
  const birthday = params.birthday;
  if (birthday !== undefined) {
    if (
      birthday !== '' &&
      (!isCalendarDate(birthday) || birthday > chinaDate(now) || birthday < '1900-01-01')
    ) {
      throw new InputError('生日格式错误');
    }
    patch.birthday = birthday === '' ? null : birthday;
  }
  if (Object.keys(patch).length === 0) throw new InputError('没有要修改的资料');
  return patch;
}

const memberRoute = { config: { member: true } };

/** `member/info`, `getUserInfo` and `memberDetail` under `main`. */
export function memberInfoRoutes({ db, config }: RouteDeps) {
  return async function memberInfo(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.post(operationPath('member/info'), memberRoute, async (request) => {
      const patch = readInfoPatch(requestParams(request));
      return ok(ownInfo(await updateMemberInfo(db, memberId(request), patch)), '资料已保存');
    });

    app.get(operationPath('getUserInfo'), memberRoute, async (request) => {
      const member = await findMember(db, memberId(request));
      return member ? ok(ownInfo(member)) : fail(STATUS.notSignedIn, '请先登录');
    });

    app.get(operationPath('memberDetail'), async (request) => {
      const member = await findMember(db, param.positiveInt(requestParams(request), 'id'));
      return member ? ok(publicInfo(member)) : fail(STATUS.badInput, '用户不存在');
    });
  };
}
