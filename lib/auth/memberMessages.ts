// What the member screens tell a reader when something is refused: the backend's messages (Chinese, from
// backend/README.md "Members") are recognised and shown in the reader's language from the `memberErrors`
// namespace, numbers and all; a message not in this table is shown as the server wrote it.
import { isApiError } from '@/lib/api/apiError';
import { ACTIVITY_REFUSED } from '@/lib/contract/activities';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: MessagePattern[] = [
  [/^请输入手机号$/, 'phoneRequired'],
  [/^请输入正确的手机号$/, 'phoneInvalid'],
  [/^请输入图形验证码$/, 'imageCodeRequired'],
  [/^请输入验证码$/, 'codeRequired'],
  [/^请输入6位数字验证码$/, 'codeFormat'],
  [/^图形验证码错误或已过期，请重新输入$/, 'imageCodeWrong'],
  [/^验证码发送过于频繁，请(\d+)秒后再试$/, 'smsTooSoon', 'seconds'],
  [/^该手机号获取验证码次数过多，请1小时后再试$/, 'smsPhoneLimit'],
  [/^获取验证码过于频繁，请稍后再试$/, 'smsIpLimit'],
  [/^验证码错误次数过多，请(\d+)分钟后再试$/, 'codeLocked', 'minutes'],
  [/^短信发送失败，请稍后再试$/, 'smsSendFailed'],
  [/^验证码已失效，请重新获取$/, 'codeExpired'],
  [/^验证码错误，还可尝试(\d+)次$/, 'codeWrong', 'attempts'],
  [/^手机号或密码错误$/, 'badCredentials'],
  [/^请输入密码$/, 'passwordRequired'],
  [/^密码错误次数过多，请(\d+)分钟后再试$/, 'passwordLocked', 'minutes'],
  [/^密码至少8位，须同时包含字母和数字$/, 'passwordPolicy'],
  [/^请确认密码$/, 'passwordConfirmRequired'],
  [/^两次输入的密码不一致$/, 'passwordMismatch'],
  [/^请输入昵称$/, 'nicknameRequired'],
  [/^昵称不能超过20个字$/, 'nicknameTooLong'],
  [/^昵称含有不支持的字符$/, 'nicknameInvalid'],
  [/^简介不能超过200个字$/, 'introTooLong'],
  [/^简介含有不支持的字符$/, 'introInvalid'],
  [/^头像地址无效$/, 'headInvalid'],
  [/^生日格式错误$/, 'birthdayInvalid'],
  [/^没有要修改的资料$/, 'nothingChanged'],
  [/^请输入邀请码$/, 'inviteCodeRequired'],
  [/^邀请码不存在$/, 'inviteCodeUnknown'],
  [/^不能使用自己的邀请码$/, 'inviteCodeOwn'],
  [/^您已使用过邀请码$/, 'inviteCodeUsed'],
  [/^不能使用您邀请的好友的邀请码$/, 'inviteCodeInvitee'],
  [/^请求过于频繁，请稍后再试$/, 'tooManyRequests'],
  [/^登录已失效，请重新登录$/, 'sessionExpired'],
  [/^请先登录$/, 'signInFirst'],
  [/^账号已被停用，请重新登录$/, 'accountDisabled'],
  [/^账号已被停用$/, 'accountDisabledSignIn'],
  [/^订阅号不存在$/, 'accountMissing'],
  [/^稿件不存在$/, 'articleMissing'],
  [/^分类不存在$/, 'categoryMissing'],
];

/** A backend message and the key of `namespace` translating it: its pattern, the key, the name of its number. */
export type MessagePattern = [RegExp, string, string?];

/** The translation of `message` by one of `patterns` (keys of `namespace`), or null when none matches. */
export function matchMessage(
  patterns: readonly MessagePattern[],
  namespace: string,
  message: string,
): MessageRef | null {
  for (const [pattern, key, name] of patterns) {
    const match = pattern.exec(message.trim());
    if (match) return { key: `${namespace}.${key}`, values: name ? { [name]: match[1] ?? '' } : undefined };
  }
  return null;
}

/** The translation of one of the backend's member messages, or null when it is not one of them. */
export const backendMessage = (message: string): MessageRef | null =>
  matchMessage(BACKEND_MESSAGES, 'memberErrors', message);

/** What to tell the reader about a failed member call. */
export function errorMessage(error: unknown): MessageRef {
  if (!isApiError(error)) return { key: 'errors.generic' };
  switch (error.kind) {
    case 'status':
      return (
        backendMessage(error.message) ??
        (error.message && error.message !== 'error' ? { text: error.message } : { key: 'errors.generic' })
      );
    case 'tokenExpired':
      return { key: 'memberErrors.sessionExpired' };
    case 'loginRequired':
      // 10102 or 10103 (a disabled member): what the backend said, when it is one of its known messages.
      return backendMessage(error.message) ?? { key: 'memberErrors.signInFirst' };
    case 'network':
    case 'timeout':
    case 'http':
      return { key: 'errors.network' };
    default:
      return { key: 'errors.generic' };
  }
}

const REFUSED_BY_STATUS: Record<number, string> = {
  [ACTIVITY_REFUSED.notStarted]: 'activity.refusedNotStarted',
  [ACTIVITY_REFUSED.ended]: 'activity.refusedEnded',
  [ACTIVITY_REFUSED.full]: 'activity.refusedFull',
  [ACTIVITY_REFUSED.signedUp]: 'activity.refusedSignedUp',
  [ACTIVITY_REFUSED.badAnswers]: 'activity.badAnswers',
  [ACTIVITY_REFUSED.noSignUp]: 'activity.refusedNoSignUp',
  [ACTIVITY_REFUSED.unknownVoucher]: 'activity.unknownVoucher',
  [ACTIVITY_REFUSED.voucherUsed]: 'activity.voucherUsedRefusal',
  [ACTIVITY_REFUSED.voucherExpired]: 'activity.voucherExpiredRefusal',
  [ACTIVITY_REFUSED.wrongStaffCode]: 'activity.wrongStaffCode',
};

/** A refused activity call in the reader's language: the activity statuses by number, the rest as members'. */
export function activityRefusal(error: unknown): MessageRef {
  const key = isApiError(error) && error.kind === 'status' ? REFUSED_BY_STATUS[error.status] : undefined;
  return key ? { key } : errorMessage(error);
}
