// Activities as the screens use them, read from the backend's untrusted JSON (backend/README.md "Activities").
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { toPaged, type Paged } from '@/lib/api/memberModel';
import {
  FIELD_TYPES,
  PHASES,
  SIGN_UP_STATES,
  VOUCHER_STATES,
  type FieldType,
  type Phase,
  type SignUpField,
  type SignUpState,
  type VoucherState,
} from '@/lib/contract/activities';

export interface Activity {
  id: number;
  title: string;
  poster: string;
  summary: string;
  place: string;
  rules: string;
  hasSignUp: boolean;
  /** Milliseconds; 0 when the activity has none. */
  startTime: number;
  endTime: number;
  signUpStartTime: number;
  signUpEndTime: number;
  capacity: number;
  registeredCount: number;
  fields: SignUpField[];
  hasVoucher: boolean;
  phase: Phase;
  signUpState: SignUpState;
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function toField(raw: unknown): SignUpField | null {
  const f = asObject(raw);
  const key = asString(f.key);
  const type = asString(f.type) as FieldType;
  if (!key || !FIELD_TYPES.includes(type)) return null;
  return {
    key,
    label: asString(f.label, key),
    type,
    required: asFlag(f.required),
    ...(type === 'choice'
      ? {
          options: asArray(f.options)
            .map((o) => asString(o))
            .filter(Boolean),
        }
      : {}),
  };
}

export function toActivity(raw: unknown): Activity | null {
  const a = asObject(raw);
  const id = asNumber(a.fileId);
  if (id <= 0) return null;
  return {
    id,
    title: asString(a.title),
    poster: asUrl(a.poster),
    summary: asString(a.summary),
    place: asString(a.place),
    rules: asString(a.rules),
    hasSignUp: asFlag(a.hasSignUp),
    startTime: asTime(a.startTime),
    endTime: asTime(a.endTime),
    signUpStartTime: asTime(a.signUpStartTime),
    signUpEndTime: asTime(a.signUpEndTime),
    capacity: asNumber(a.capacity),
    registeredCount: asNumber(a.registeredCount),
    fields: asArray(a.fields).flatMap((f) => toField(f) ?? []),
    hasVoucher: asFlag(a.hasVoucher),
    phase: oneOf(PHASES, a.phase, 'inProgress'),
    signUpState: oneOf(SIGN_UP_STATES, a.signUpState, 'none'),
  };
}

export const toActivityPage = (raw: unknown): Paged<Activity> => toPaged(raw, 'list', toActivity);

export interface Entry {
  id: number;
  name: string;
  time: number;
}

export const toEntryPage = (raw: unknown): Paged<Entry> & { total: number } => ({
  ...toPaged(raw, 'list', (item) => {
    const e = asObject(item);
    const id = asNumber(e.id);
    return id > 0 ? { id, name: asString(e.name), time: asTime(e.time) } : null;
  }),
  total: asNumber(asObject(raw).total),
});

export interface Voucher {
  code: string;
  title: string;
  activityId: number;
  expiresAt: number;
  usedAt: number;
  state: VoucherState;
}

export function toVoucher(raw: unknown): Voucher | null {
  const v = asObject(raw);
  const code = asString(v.code);
  if (!code) return null;
  return {
    code,
    title: asString(v.title),
    activityId: asNumber(v.activityId),
    expiresAt: asTime(v.expiresAt),
    usedAt: asTime(v.usedAt),
    state: oneOf(VOUCHER_STATES, v.state, 'unused'),
  };
}

export interface SignUp {
  id: number;
  activityId: number;
  title: string;
  poster: string;
  startTime: number;
  place: string;
  time: number;
  /** 0, or 10201 where the app alone shows how the sign-up is getting on. */
  status: number;
  phase: Phase;
  voucher: Voucher | null;
}

export const toSignUps = (raw: unknown): SignUp[] =>
  asArray(asObject(raw).list).flatMap((item) => {
    const s = asObject(item);
    const id = asNumber(s.id);
    if (id <= 0) return [];
    return [
      {
        id,
        activityId: asNumber(s.activityId),
        title: asString(s.title),
        poster: asUrl(s.poster),
        startTime: asTime(s.startTime),
        place: asString(s.place),
        time: asTime(s.time),
        status: asNumber(s.status),
        phase: oneOf(PHASES, s.phase, 'inProgress'),
        voucher: toVoucher(s.voucher),
      },
    ];
  });

export interface VoucherList {
  list: Voucher[];
  verifyUrl: string;
}

export const toVoucherList = (raw: unknown): VoucherList => ({
  list: asArray(asObject(raw).list).flatMap((v) => toVoucher(v) ?? []),
  verifyUrl: asUrl(asObject(raw).verifyUrl),
});

export interface Shop {
  id: number;
  name: string;
  address: string;
}

/** activityVerify without the staff's code: the voucher its holder shows, and the shops that take it. */
export interface VoucherView {
  voucher: Voucher;
  activityTitle: string;
  shops: Shop[];
}

export function toVoucherView(raw: unknown): VoucherView | null {
  const r = asObject(raw);
  const voucher = toVoucher(r.voucher);
  if (!voucher) return null;
  return {
    voucher,
    activityTitle: asString(asObject(r.activity).title),
    shops: asArray(r.shops).flatMap((item) => {
      const s = asObject(item);
      const id = asNumber(s.id);
      return id > 0 ? [{ id, name: asString(s.name), address: asString(s.address) }] : [];
    }),
  };
}

/** The write-off screen's address for a voucher: what its QR code opens. */
export const writeOffPath = (activityId: number, code: string) =>
  `/writeOff/${activityId}/${encodeURIComponent(code)}.html`;
