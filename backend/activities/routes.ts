import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_REFUSED,
  checkAnswers,
  ENTRY_PAGE_SIZE,
  fieldParam,
  type SignUpState,
} from '../../lib/contract/activities.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, ok } from '../core/envelope.js';
import { paging, param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { apiActivity, entryList, findActivity, isSignedUp, listActivities } from './activityRepo.js';
import { memberSignUps, memberVouchers, signUp } from './signUpRepo.js';
import { activityShopList, findVoucher, verifyVoucher, writeOff } from './writeOffRepo.js';

const memberRoute = { config: { member: true } };
const noActivity = fail(STATUS.badInput, '活动不存在');
const CODE = /^[A-Za-z0-9]{4,32}$/;
const STAFF_CODE = /^[A-Za-z0-9]{4,32}$/;

/** What a refused sign-up says (spec section 3 gives the first three verbatim). */
const REFUSALS: Partial<Record<SignUpState, [number, string]>> = {
  notStarted: [ACTIVITY_REFUSED.notStarted, '报名未开始'],
  closed: [ACTIVITY_REFUSED.ended, '报名已结束'],
  ended: [ACTIVITY_REFUSED.ended, '报名已结束'],
  full: [ACTIVITY_REFUSED.full, '名额已满'],
  signedUp: [ACTIVITY_REFUSED.signedUp, '您已报名'],
  none: [ACTIVITY_REFUSED.noSignUp, '该活动无需报名'],
};

const REDEEM_REFUSALS: Record<number, string> = {
  [ACTIVITY_REFUSED.unknownVoucher]: '券码不存在',
  [ACTIVITY_REFUSED.voucherUsed]: '券码已使用',
  [ACTIVITY_REFUSED.voucherExpired]: '券码已过期',
  [ACTIVITY_REFUSED.wrongStaffCode]: '核销码错误',
};

function redeemInput(params: Params) {
  return {
    activityId: param.positiveInt(params, 'activityID'),
    code: param.string(params, 'registCode', CODE).toUpperCase(),
    shopId: param.positiveInt(params, 'shopSite'),
    staffCode: param.string(params, 'verifyCode', STAFF_CODE),
  };
}

/**
 * Activities under `main` (spec section 7): the list, one activity and its entries, signing up (form-encoded),
 * the member's sign-ups and vouchers, and a partner shop's check and write-off of a voucher.
 */
export function activityRoutes({ db, config }: RouteDeps) {
  return async function activityOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('activityList'), async (request) => {
      const { page, size } = paging(requestParams(request), 'pageSize', ACTIVITY_PAGE_SIZE);
      return ok(await listActivities(db, page, size, Date.now()));
    });

    app.get(operationPath('activityDetail'), async (request) => {
      const activity = await findActivity(db, param.positiveInt(requestParams(request), 'id'));
      if (!activity) return noActivity;
      const userId = requestSession(request)?.userId ?? null;
      const signedUp = userId !== null && (await isSignedUp(db, activity.id, userId));
      return ok(apiActivity(activity, Date.now(), signedUp));
    });

    app.get(operationPath('entryList'), async (request) => {
      const params = requestParams(request);
      const activity = await findActivity(db, param.positiveInt(params, 'id'));
      if (!activity) return noActivity;
      const { page, size } = paging(params, 'pageSize', ENTRY_PAGE_SIZE);
      return ok(await entryList(db, activity.id, page, size));
    });

    app.post(operationPath('activityRegist'), memberRoute, async (request) => {
      const params = requestParams(request);
      const activity = await findActivity(db, param.positiveInt(params, 'id'));
      if (!activity) return noActivity;
      if (!activity.hasSignUp) return fail(...REFUSALS.none!);
      const answers = Object.fromEntries(
        activity.fields.map((field) => [field.key, (params[fieldParam(field.key)] ?? '').trim()]),
      );
      const problems = checkAnswers(activity.fields, answers);
      if (Object.keys(problems).length > 0) {
        return { status: ACTIVITY_REFUSED.badAnswers, message: '请检查填写的内容', data: problems };
      }
      const answerOf = (type: string) =>
        answers[activity.fields.find((f) => f.type === type)?.key ?? ''] ?? '';
      const verdict = await signUp(db, activity, {
        activityId: activity.id,
        userId: memberId(request),
        name: answerOf('name'),
        phone: answerOf('phone'),
        answers,
      });
      if (verdict.kind === 'alreadySignedUp') return fail(...REFUSALS.signedUp!);
      if (verdict.kind === 'refused') return fail(...(REFUSALS[verdict.state] ?? REFUSALS.full!));
      return ok({ id: verdict.registrationId, registCode: verdict.voucherCode ?? '' }, '报名成功');
    });

    app.get(operationPath('mySignUps'), memberRoute, async (request) =>
      ok({ list: await memberSignUps(db, memberId(request), Date.now()) }),
    );

    app.post(operationPath('getActivityVoucher'), memberRoute, async (request) => {
      const activity = await findActivity(db, param.positiveInt(requestParams(request), 'id'));
      if (!activity) return noActivity;
      const list = await memberVouchers(db, memberId(request), activity.id, Date.now());
      return ok({ list, verifyUrl: activity.verifyUrl });
    });

    // Without the staff's code: the voucher as its holder shows it, and the shops that take it.
    app.post(operationPath('activityVerify'), async (request) => {
      const params = requestParams(request);
      if (params.verifyCode) {
        const verdict = await verifyVoucher(db, redeemInput(params), Date.now());
        if ('refused' in verdict) return fail(verdict.refused, REDEEM_REFUSALS[verdict.refused] ?? '');
        return ok(verdict, '券码有效');
      }
      const activityId = param.positiveInt(params, 'activityID');
      const activity = await findActivity(db, activityId);
      if (!activity) return noActivity;
      const voucher = await findVoucher(
        db,
        activityId,
        param.string(params, 'registCode', CODE).toUpperCase(),
        Date.now(),
      );
      if (!voucher)
        return fail(ACTIVITY_REFUSED.unknownVoucher, REDEEM_REFUSALS[ACTIVITY_REFUSED.unknownVoucher]!);
      return ok({
        voucher,
        activity: { fileId: activity.id, title: activity.title },
        shops: await activityShopList(db, activityId),
      });
    });

    app.post(operationPath('write-off'), async (request) => {
      const verdict = await writeOff(db, redeemInput(requestParams(request)), Date.now());
      if ('refused' in verdict) return fail(verdict.refused, REDEEM_REFUSALS[verdict.refused] ?? '');
      return ok(verdict, '核销成功');
    });
  };
}
