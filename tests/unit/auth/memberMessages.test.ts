import { ApiError } from '@/lib/api/apiError';
import { createTranslator } from 'next-intl';
import { activityRefusal, backendMessage, errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';
import {
  checkImageCode,
  checkIntro,
  checkInviteCode,
  checkNewPassword,
  checkNickname,
  checkPassword,
  checkPhone,
  checkSmsCode,
} from '@/lib/auth/loginValidation';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const english = createTranslator({ locale: 'en', messages: en as typeof cn });
const chinese = createTranslator({ locale: 'cn', messages: cn });

/** What an island's useMessageText shows for a reference (islands format the same plain messages: plainMessages.test.ts). */
function messageText(t: typeof chinese, ref: MessageRef): string {
  return 'text' in ref ? ref.text : t(ref.key as Parameters<typeof t>[0], ref.values);
}

describe('refused sign-ups and write-offs', () => {
  it('say the spec’s Chinese and the reader’s language by status', () => {
    const refusal = (status: number, message: string) =>
      activityRefusal(new ApiError('activityRegist', 'status', { status, message }));
    expect(messageText(chinese, refusal(10211, '报名未开始'))).toBe('报名未开始');
    expect(messageText(chinese, refusal(10212, '报名已结束'))).toBe('报名已结束');
    expect(messageText(chinese, refusal(10213, '名额已满'))).toBe('名额已满');
    expect(messageText(english, refusal(10213, '名额已满'))).toBe('All places are taken');
    expect(messageText(english, refusal(10222, '券码已使用'))).toBe('The voucher has been used');
    // Anything else is a member refusal as before.
    expect(messageText(english, refusal(-1, '请先登录'))).toBe(
      messageText(english, errorMessage(new ApiError('x', 'status', { message: '请先登录' }))),
    );
  });
});

describe('the backend’s member messages', () => {
  it('are recognised with their numbers and shown in the reader’s language', () => {
    const wrong = backendMessage('验证码错误，还可尝试3次')!;
    expect(wrong).toEqual({ key: 'memberErrors.codeWrong', values: { attempts: '3' } });
    expect(messageText(english, wrong)).toBe('Wrong code; 3 tries left');
    expect(messageText(chinese, wrong)).toBe('验证码错误，还可尝试3次');
    expect(messageText(english, backendMessage('验证码发送过于频繁，请42秒后再试')!)).toBe(
      'Codes are sent too often; try again in 42 s',
    );
    expect(messageText(english, backendMessage('密码至少8位，须同时包含字母和数字')!)).toMatch(
      /8 characters/,
    );
    expect(messageText(english, backendMessage('不能使用自己的邀请码')!)).toBe(
      'You cannot use your own invitation code',
    );
  });

  it('keep every Chinese template identical to the backend’s words', () => {
    for (const message of [
      '验证码已失效，请重新获取',
      '手机号或密码错误',
      '两次输入的密码不一致',
      '您已使用过邀请码',
    ]) {
      expect(messageText(chinese, backendMessage(message)!)).toBe(message);
    }
  });

  it('translate a disabled member’s refusals and the missing accounts and articles', () => {
    const disabled = new ApiError('fav', 'loginRequired', {
      status: 10103,
      message: '账号已被停用，请重新登录',
    });
    expect(errorMessage(disabled)).toEqual({ key: 'memberErrors.accountDisabled' });
    expect(messageText(english, errorMessage(disabled))).toBe(
      'This account has been disabled; sign in again',
    );
    expect(messageText(english, backendMessage('账号已被停用')!)).toBe('This account has been disabled');
    expect(
      messageText(english, errorMessage(new ApiError('topicSub', 'status', { message: '订阅号不存在' }))),
    ).toBe('This account does not exist');
    expect(messageText(english, backendMessage('稿件不存在')!)).toBe('This article does not exist');
    for (const message of [
      '账号已被停用，请重新登录',
      '账号已被停用',
      '订阅号不存在',
      '稿件不存在',
      '分类不存在',
    ]) {
      expect(messageText(chinese, backendMessage(message)!)).toBe(message);
    }
  });

  it('shows anything else as the server wrote it, and failures without words by kind', () => {
    expect(backendMessage('某个新的错误')).toBeNull();
    expect(errorMessage(new ApiError('x', 'status', { message: '某个新的错误' }))).toEqual({
      text: '某个新的错误',
    });
    expect(errorMessage(new ApiError('x', 'status'))).toEqual({ key: 'errors.generic' });
    expect(errorMessage(new ApiError('x', 'timeout'))).toEqual({ key: 'errors.network' });
    expect(errorMessage(new ApiError('x', 'loginRequired'))).toEqual({ key: 'memberErrors.signInFirst' });
    expect(errorMessage(new ApiError('x', 'tokenExpired'))).toEqual({ key: 'memberErrors.sessionExpired' });
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.generic' });
    expect(messageText(chinese, { key: 'errors.network' })).toBe('网络错误');
  });
});

describe('the sign-in forms’ own checks', () => {
  it('want a mainland mobile number', () => {
    expect(checkPhone('')).toBe('memberErrors.phoneRequired');
    expect(checkPhone('12800138000')).toBe('memberErrors.phoneInvalid');
    expect(checkPhone('1380013800')).toBe('memberErrors.phoneInvalid');
    expect(checkPhone(' 13800138000 ')).toBeNull();
  });

  it('want the picture code and a 6-digit SMS code', () => {
    expect(checkImageCode(' ')).toBe('memberErrors.imageCodeRequired');
    expect(checkImageCode('1234')).toBeNull();
    expect(checkSmsCode('')).toBe('memberErrors.codeRequired');
    expect(checkSmsCode('12345')).toBe('memberErrors.codeFormat');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkPassword('')).toBe('memberErrors.passwordRequired');
  });

  it('hold a new password to the policy, then to its confirmation', () => {
    expect(checkNewPassword('', '')).toBe('memberErrors.passwordRequired');
    expect(checkNewPassword('abc123', 'abc123')).toBe('memberErrors.passwordPolicy');
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toBe('memberErrors.passwordPolicy');
    expect(checkNewPassword('12345678', '12345678')).toBe('memberErrors.passwordPolicy');
    expect(checkNewPassword('abcd1234', '')).toBe('memberErrors.passwordConfirmRequired');
    expect(checkNewPassword('abcd1234', 'abcd1235')).toBe('memberErrors.passwordMismatch');
    expect(checkNewPassword('abcd1234', 'abcd1234')).toBeNull();
  });

  it('check nickname, introduction and invitation code', () => {
    expect(checkNickname('  ')).toBe('memberErrors.nicknameRequired');
    expect(checkNickname('读'.repeat(21))).toBe('memberErrors.nicknameTooLong');
    expect(checkNickname('读'.repeat(20))).toBeNull();
    expect(checkIntro('a'.repeat(201))).toBe('memberErrors.introTooLong');
    expect(checkInviteCode('')).toBe('memberErrors.inviteCodeRequired');
  });
});
