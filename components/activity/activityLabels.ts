// Which message of the `activity` namespace names each state: the sign-up button's (spec section 3), the
// activity's own time where it has no sign-up, a voucher's, and the refusal a state answers a tap with.
import type { Phase, SignUpState, VoucherState } from '@/lib/contract/activities';
import type { Messages } from '@/lib/i18n/messages';

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
