// Members, invitations and points as screens use them (backend/README.md "Members"): checked mappers from the
// backend's untrusted JSON. Pure, so the browser's login flow and the server's member pages share them.
import { asArray, asFlag, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import { withoutInvisibleFormatting } from '@/lib/contract/invisibleText';

export interface PublicMember {
  userid: string;
  nickname: string;
  head: string;
  intro: string;
  createdAt: number;
}

export interface MemberInfo extends PublicMember {
  /** 0 unknown, 1 male, 2 female. */
  sex: number;
  /** 'yyyy-MM-dd' or ''. */
  birthday: string;
  /** Masked (138****8000); '' when none is bound. */
  phone: string;
  hasPassword: boolean;
  wechatBound: boolean;
  inviteCode: string;
}

const userId = (value: unknown) => {
  const id = asString(value);
  return /^\d{1,20}$/.test(id) && id !== '0' ? id : '';
};

/** Null when the answer names no member. */
export function toPublicMember(raw: unknown): PublicMember | null {
  const m = asObject(raw);
  const userid = userId(m.userid);
  if (!userid) return null;
  return {
    userid,
    // What older rows may still hold of bidi and zero-width characters never reaches a page.
    nickname: withoutInvisibleFormatting(asString(m.nickname)),
    head: asUrl(m.head),
    intro: withoutInvisibleFormatting(asString(m.intro)),
    createdAt: asNumber(m.createdAt),
  };
}

export function toMemberInfo(raw: unknown): MemberInfo | null {
  const base = toPublicMember(raw);
  if (!base) return null;
  const m = asObject(raw);
  const sex = asNumber(m.sex);
  return {
    ...base,
    sex: sex === 1 || sex === 2 ? sex : 0,
    birthday: /^\d{4}-\d{2}-\d{2}$/.test(asString(m.birthday)) ? asString(m.birthday) : '',
    phone: asString(m.phone),
    hasPassword: asFlag(m.hasPassword),
    wechatBound: asFlag(m.wechatBound),
    inviteCode: asString(m.inviteCode),
  };
}

export interface LoginReply {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: string;
  /** The member's first login: the login page asks for their details next. */
  isNew: boolean;
  member: MemberInfo | null;
}

/** Null unless the answer carries everything a session needs. */
export function toLoginReply(raw: unknown): LoginReply | null {
  const r = asObject(raw);
  const accessToken = asString(r.accessToken);
  const refreshToken = asString(r.refreshToken);
  const userid = userId(r.userid);
  if (!accessToken || !refreshToken || !userid) return null;
  return {
    token: asString(r.token) || accessToken,
    accessToken,
    refreshToken,
    userid,
    isNew: asFlag(r.isNew),
    member: toMemberInfo(r.member),
  };
}

export interface InviteConf {
  rules: string;
  inviterPoints: number;
  inviteePoints: number;
}

export const toInviteConf = (raw: unknown): InviteConf => {
  const r = asObject(raw);
  return {
    rules: asString(r.rules),
    inviterPoints: asNumber(r.inviterPoints),
    inviteePoints: asNumber(r.inviteePoints),
  };
};

export interface InviteCode {
  code: string;
  /** A line to share with the code. */
  msg: string;
  invitedCount: number;
  /** Whose code this member entered; null when none. */
  inviter: PublicMember | null;
}

export const toInviteCode = (raw: unknown): InviteCode => {
  const r = asObject(raw);
  return {
    code: asString(r.code),
    msg: asString(r.msg),
    invitedCount: asNumber(r.invitedCount),
    inviter: toPublicMember(r.inviter),
  };
};

export interface Paged<T> {
  list: T[];
  hasMore: boolean;
  page: number;
}

/** A page of a member list: the items under `key` that `item` reads (null drops one), hasMore and page. */
export function toPaged<T>(raw: unknown, key: string, item: (raw: unknown) => T | null): Paged<T> {
  const r = asObject(raw);
  return {
    list: asArray(r[key]).flatMap((entry) => {
      const read = item(entry);
      return read === null ? [] : [read];
    }),
    hasMore: asFlag(r.hasMore),
    page: asNumber(r.page, 1),
  };
}

export const toInviteRecords = (raw: unknown): Paged<PublicMember & { time: number }> & { total: number } => {
  const r = asObject(raw);
  return {
    list: asArray(r.list).flatMap((item) => {
      const member = toPublicMember(item);
      return member ? [{ ...member, time: asNumber(asObject(item).time) }] : [];
    }),
    total: asNumber(r.total),
    hasMore: asFlag(r.hasMore),
    page: asNumber(r.page, 1),
  };
};

export interface PointsRule {
  action: string;
  name: string;
  points: number;
  dailyMax: number;
  todayCount: number;
}

export interface PointsStats {
  total: number;
  today: number;
  rules: PointsRule[];
}

export const toPointsStats = (raw: unknown): PointsStats => {
  const r = asObject(raw);
  return {
    total: asNumber(r.total),
    today: asNumber(r.today),
    rules: asArray(r.rules).map((item) => {
      const rule = asObject(item);
      return {
        action: asString(rule.action),
        name: asString(rule.name),
        points: asNumber(rule.points),
        dailyMax: asNumber(rule.dailyMax),
        todayCount: asNumber(rule.todayCount),
      };
    }),
  };
};

export interface PointsEntry {
  action: string;
  name: string;
  /** The article; for 邀请 the other member's userid. */
  fileId: number;
  title: string;
  points: number;
  time: number;
}

export interface PointsDay {
  date: string;
  total: number;
  items: PointsEntry[];
}

export const toPointsDays = (raw: unknown): Paged<PointsDay> => {
  const r = asObject(raw);
  return {
    list: asArray(r.list).map((item) => {
      const day = asObject(item);
      return {
        date: asString(day.date),
        total: asNumber(day.total),
        items: asArray(day.items).map((entry) => {
          const e = asObject(entry);
          return {
            action: asString(e.action),
            name: asString(e.name),
            fileId: asNumber(e.fileId),
            title: asString(e.title),
            points: asNumber(e.points),
            time: asNumber(e.time),
          };
        }),
      };
    }),
    hasMore: asFlag(r.hasMore),
    page: asNumber(r.page, 1),
  };
};
