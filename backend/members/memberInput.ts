// Validation of what members send (sign-in fields, paging, id lists): clear Chinese messages, nothing echoed back.
import { createHmac } from 'node:crypto';
import { InputError } from '../core/envelope.js';
import { INT4_MAX, param, type Params } from '../core/params.js';

/** Mainland mobile numbers: 11 digits, 1 then 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

function given(params: Params, name: string): string {
  return (params[name] ?? '').trim();
}

export function readPhone(params: Params): string {
  const phone = given(params, 'phone');
  if (phone === '') throw new InputError('请输入手机号');
  if (!PHONE_PATTERN.test(phone)) throw new InputError('请输入正确的手机号');
  return phone;
}

export function readSmsCode(params: Params): string {
  const code = given(params, 'code');
  if (code === '') throw new InputError('请输入验证码');
  if (!SMS_CODE_PATTERN.test(code)) throw new InputError('请输入6位数字验证码');
  return code;
}

export function readImageCode(params: Params): string {
  const code = given(params, 'verifyCode');
  if (code === '') throw new InputError('请输入图形验证码');
  return code;
}

/** Stored SMS codes are HMACs bound to the phone, so a read of the table reveals no usable code. */
export function smsCodeHash(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`sms:${phone}:${code}`).digest('hex');
}

/** `page` (from 1) and `pageSize` (1–50, default 20) of the member's own lists. */
export function readPaging(params: Params): { page: number; pageSize: number } {
  const page = param.optionalPositiveInt(params, 'page') ?? 1;
  const pageSize = param.optionalPositiveInt(params, 'pageSize') ?? 20;
  if (pageSize > 50) throw new InputError('参数 pageSize 不能大于 50');
  return { page, pageSize };
}

/** Ids the site asks the state of (statusXys, favStatus): comma-separated positive integers, at most `max`. */
export function readIdList(params: Params, name: string, max = 50): number[] {
  const raw = (params[name] ?? '').trim();
  if (raw === '') throw new InputError(`缺少参数 ${name}`);
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > max) throw new InputError(`参数 ${name} 最多 ${max} 个`);
  const ids = parts.map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : Number.NaN));
  if (!ids.every((id) => id <= INT4_MAX)) throw new InputError(`参数 ${name} 必须是以逗号分隔的正整数`);
  return ids;
}
