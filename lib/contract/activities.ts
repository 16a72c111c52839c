// Activities (spec sections 2, 3, 7): the sign-up form's fields as the CMS defines them, the checks both the
// site and the backend run on a reader's answers, and the statuses the backend refuses a sign-up or a voucher
// with. Part of the contract both sides import: plain data and pure functions, no framework.

export const FIELD_TYPES = ['name', 'phone', 'text', 'choice', 'image'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One field of the sign-up form; its answer is sent as `field_<key>`. */
export interface SignUpField {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** The choices of a `choice` field. */
  options?: string[];
}

export const FIELD_KEY = /^[a-z][a-z0-9_]{0,31}$/;
export const fieldParam = (key: string) => `field_${key}`;
/** The most characters a text answer may have. */
export const MAX_ANSWER = 200;
/** A mainland mobile number. */
export const PHONE = /^1[3-9]\d{9}$/;
/** A picture the upload service stored (its public address) or any http(s) picture address. */
const PICTURE = /^(\/|https?:\/\/)[^\s<>"']{1,1000}\.(jpe?g|png|gif|bmp)$/i;

export type FieldProblem = 'required' | 'phone' | 'tooLong' | 'choice' | 'image';

/** What is wrong with each answer, by field key; empty when the form may be sent. */
export function checkAnswers(
  fields: readonly SignUpField[],
  answers: Readonly<Record<string, string>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = (answers[field.key] ?? '').trim();
    if (value === '') {
      if (field.required) problems[field.key] = 'required';
    } else if (value.length > (field.type === 'image' ? 1000 : MAX_ANSWER)) problems[field.key] = 'tooLong';
    else if (field.type === 'phone' && !PHONE.test(value)) problems[field.key] = 'phone';
    else if (field.type === 'choice' && !(field.options ?? []).includes(value))
      problems[field.key] = 'choice';
    else if (field.type === 'image' && !PICTURE.test(value)) problems[field.key] = 'image';
  }
  return problems;
}

/**
 * Where an activity's sign-up stands for a reader (spec section 3): the button's states. `none` is an activity
 * without sign-up, which shows its own set (not started, in progress, ended) from `phase`.
 */
export const SIGN_UP_STATES = ['signedUp', 'notStarted', 'full', 'open', 'closed', 'ended', 'none'] as const;
export type SignUpState = (typeof SIGN_UP_STATES)[number];
export const PHASES = ['notStarted', 'inProgress', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

/** Statuses of refused sign-ups and write-offs; the message is the spec's Chinese, the site translates by status. */
export const ACTIVITY_REFUSED = {
  /** 报名未开始 */
  notStarted: 10211,
  /** 报名已结束 (the window passed, or the CMS closed it early) */
  ended: 10212,
  /** 名额已满 */
  full: 10213,
  /** 您已报名 */
  signedUp: 10214,
  /** The answers failed checkAnswers; data names the fields. */
  badAnswers: 10215,
  /** 该活动无需报名 */
  noSignUp: 10216,
  /** 券码不存在 */
  unknownVoucher: 10221,
  /** 券码已使用 */
  voucherUsed: 10222,
  /** 券码已过期 */
  voucherExpired: 10223,
  /** 核销码错误 (the shop's staff code, or a shop that does not take this activity's vouchers) */
  wrongStaffCode: 10224,
} as const;

/** Every activity refusal: the site takes each as a failure of the call (lib/api/envelope.ts), not as data. */
export const ACTIVITY_FAILED: readonly number[] = Object.values(ACTIVITY_REFUSED);

/** A voucher's state as the write-off screen shows it. */
export const VOUCHER_STATES = ['unused', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** Activities a page (spec: has-more when a page holds 20). */
export const ACTIVITY_PAGE_SIZE = 20;
/** Entries the detail shows before 更多. */
export const ENTRY_PAGE_SIZE = 8;
