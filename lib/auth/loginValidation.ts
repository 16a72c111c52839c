// The sign-in forms' own checks, the same rules the backend applies (backend/README.md "Members"), so a reader
// hears about a typo at once instead of after a round trip. Each answers a `memberErrors` key, or null.
import { hasInvisibleFormatting } from '@/lib/contract/invisibleText';

/** Mainland mobile numbers: 11 digits, 1 then 3–9. */
export const PHONE = /^1[3-9]\d{9}$/;
export const SMS_CODE = /^\d{6}$/;
export const NICKNAME_MAX = 20;
export const INTRO_MAX = 200;

type Check = string | null;

const key = (name: string) => `memberErrors.${name}`;

export function checkPhone(phone: string): Check {
  const value = phone.trim();
  if (value === '') return key('phoneRequired');
  return PHONE.test(value) ? null : key('phoneInvalid');
}

export const checkImageCode = (code: string): Check => (code.trim() === '' ? key('imageCodeRequired') : null);

export function checkSmsCode(code: string): Check {
  const value = code.trim();
  if (value === '') return key('codeRequired');
  return SMS_CODE.test(value) ? null : key('codeFormat');
}

export const checkPassword = (password: string): Check => (password === '' ? key('passwordRequired') : null);

/** A new password: the policy (8–64 characters, a letter and a digit), then the confirmation. */
export function checkNewPassword(password: string, confirmation: string): Check {
  if (password === '') return key('passwordRequired');
  if (password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return key('passwordPolicy');
  }
  if (confirmation === '') return key('passwordConfirmRequired');
  return password === confirmation ? null : key('passwordMismatch');
}

/** Control characters, and bidi and zero-width ones that reverse or hide letters, are refused. */
const unsupported = (text: string) => /[\u0000-\u001f\u007f]/.test(text) || hasInvisibleFormatting(text);

export function checkNickname(nickname: string): Check {
  const value = nickname.trim();
  if (value === '') return key('nicknameRequired');
  if ([...value].length > NICKNAME_MAX) return key('nicknameTooLong');
  return unsupported(value) ? key('nicknameInvalid') : null;
}

export function checkIntro(intro: string): Check {
  const value = intro.trim();
  if ([...value].length > INTRO_MAX) return key('introTooLong');
  return unsupported(value) ? key('introInvalid') : null;
}

export const checkInviteCode = (code: string): Check =>
  code.trim() === '' ? key('inviteCodeRequired') : null;
