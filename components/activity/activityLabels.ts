// Which message of the `activity` namespace names each state: the sign-up button's (spec section 3), the
// activity's own time where it has no sign-up, a voucher's, and the refusal a state answers a tap with.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage } from '@/lib/auth/memberMessages';
import { ACTIVITY_REFUSED, type Phase, type SignUpState, type VoucherState } from '@/lib/contract/activities';
import type { MessageRef, Messages } from '@/lib/i18n/messages';

type ActivityKey = keyof Messages['activity'];

export const STATE_LABEL: Record<Exclude<SignUpState, 'none'>, ActivityKey> = {
  signedUp: 'stateSignedUp',
  notStarted: 'stateNotStarted',
  full: 'stateFull',
  open: 'stateOpen',
  closed: 'stateClosed',
  ended: 'stateEnded',
};

export const PHASE_LABEL: Record<Phase, ActivityKey> = {
  notStarted: 'phaseNotStarted',
  inProgress: 'phaseInProgress',
  ended: 'phaseEnded',
};

export const VOUCHER_LABEL: Record<VoucherState, ActivityKey> = {
  unused: 'voucherUnused',
  used: 'voucherUsed',
  expired: 'voucherExpired',
};

/** The spec's refusals (报名未开始, 报名已结束, 名额已满) for a button that cannot sign the reader up. */
export const STATE_REFUSAL: Partial<Record<SignUpState, ActivityKey>> = {
  notStarted: 'refusedNotStarted',
  closed: 'refusedEnded',
  ended: 'refusedEnded',
  full: 'refusedFull',
};

/** What the button or list says of an activity: its sign-up state, or its own time when it has no sign-up. */
export const stateLabel = (state: SignUpState, phase: Phase): ActivityKey =>
  state === 'none' ? PHASE_LABEL[phase] : STATE_LABEL[state];

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
