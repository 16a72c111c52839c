// An account's page, its dynamics, questions and answers, and the influence ranking as screens use them: checked
// mappers from the backend's untrusted JSON (backend/README.md "Account pages and the influence ranking"). Pure,
// so the server's pages and the browser's islands share them.
import { asArray, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { toAccount, type Account } from '@/lib/api/subscriptionModel';
import { DYNAMIC_PAGE_SIZE, type RankPeriod } from '@/lib/contract/accountPages';
import { PAGE_SIZE } from '@/lib/api/articleModel';

export interface AccountInfo extends Account {
  /** Spec section 4: xyStatus 1 or 4, xyForbidden 1 or no id make the page empty (还没有内容, no subscribe). */
  empty: boolean;
  dynamicCount: number;
  questionCount: number;
}

const EMPTY_STATUSES = [1, 4];
const count = (value: unknown) => Math.max(0, Math.floor(asNumber(value)));

export function toAccountInfo(raw: unknown): AccountInfo | null {
  const account = toAccount(raw);
  if (!account) return null;
  const x = asObject(raw);
  return {
    ...account,
    empty: EMPTY_STATUSES.includes(asNumber(x.xyStatus)) || asNumber(x.xyForbidden) === 1,
    dynamicCount: count(x.dynamicCount),
    questionCount: count(x.questionCount),
  };
}

export interface DynamicPicture {
  type: 'pic';
  url: string;
  width: number;
  height: number;
}
export interface DynamicVideo {
  type: 'video';
  url: string;
  poster: string;
}
export type DynamicAttachment = DynamicPicture | DynamicVideo;

export interface Dynamic {
  id: number;
  xyID: number;
  xyName: string;
  xyIcon: string;
  content: string;
  attachments: DynamicAttachment[];
  praiseCount: number;
  publishTime: number;
}

function toAttachment(raw: unknown): DynamicAttachment | null {
  const a = asObject(raw);
  const url = asUrl(a.url);
  if (!url) return null;
  if (a.type === 'video') return { type: 'video', url, poster: asUrl(a.poster) };
  if (a.type !== 'pic') return null;
  return { type: 'pic', url, width: count(a.width) || 1, height: count(a.height) || 1 };
}

export function toDynamic(raw: unknown): Dynamic | null {
  const d = asObject(raw);
  const id = count(d.id);
  if (!id) return null;
  return {
    id,
    xyID: count(d.xyID),
    xyName: asString(d.xyName),
    xyIcon: asUrl(d.xyIcon),
    content: asString(d.content),
    attachments: asArray(d.attachments).flatMap((item) => toAttachment(item) ?? []),
    praiseCount: count(d.praiseCount),
    publishTime: asTime(d.publishTime),
  };
}

export interface Answer {
  id: number;
  answererName: string;
  content: string;
  pictures: string[];
  answerTime: number;
}

export interface Question {
  id: number;
  askerName: string;
  content: string;
  askTime: number;
  answerCount: number;
  firstAnswer: Answer | null;
}

function toAnswer(raw: unknown): Answer | null {
  const a = asObject(raw);
  const id = count(a.id);
  if (!id) return null;
  return {
    id,
    answererName: asString(a.answererName),
    content: asString(a.content),
    pictures: asArray(a.answerPics).map(asUrl).filter(Boolean),
    answerTime: asTime(a.answerTime),
  };
}

export function toQuestion(raw: unknown): Question | null {
  const q = asObject(raw);
  const id = count(q.id);
  if (!id) return null;
  return {
    id,
    askerName: asString(q.askerName),
    content: asString(q.content),
    askTime: asTime(q.askTime),
    answerCount: count(q.answerCount),
    firstAnswer: q.firstAnswer ? toAnswer(q.firstAnswer) : null,
  };
}

export interface ItemPage<T> {
  list: T[];
  hasMore: boolean;
}

/** A page of a list; spec section 4: more when a full page came back (20, or 10 for dynamics). */
function toItemPage<T>(raw: unknown, read: (item: unknown) => T | null, pageSize: number): ItemPage<T> {
  const items = asArray(asObject(raw).list);
  return {
    list: items.flatMap((item) => read(item) ?? []),
    hasMore: items.length >= pageSize,
  };
}

export const toDynamicPage = (raw: unknown) => toItemPage(raw, toDynamic, DYNAMIC_PAGE_SIZE);
export const toQuestionPage = (raw: unknown) => toItemPage(raw, toQuestion, PAGE_SIZE);
export const toAnswerPage = (raw: unknown) => toItemPage(raw, toAnswer, PAGE_SIZE);

export const toAccounts = (raw: unknown): Account[] =>
  asArray(asObject(raw).list).flatMap((item) => toAccount(item) ?? []);

export interface RankEntry {
  rank: number;
  xyID: number;
  name: string;
  icon: string;
  score: number;
  cheers: number;
}

export interface Ranking {
  period: RankPeriod;
  list: RankEntry[];
  computedAt: number;
}

export function toRanking(raw: unknown, period: RankPeriod): Ranking {
  const r = asObject(raw);
  const list = asArray(r.list).flatMap((item) => {
    const e = asObject(item);
    const xyID = count(e.xyID);
    const name = asString(e.name).trim();
    if (!xyID || !name) return [];
    return [
      {
        rank: count(e.rank),
        xyID,
        name,
        icon: asUrl(e.icon),
        score: count(e.score),
        cheers: count(e.cheers),
      },
    ];
  });
  return { period, list, computedAt: asTime(r.computedAt) };
}

/** What a cheer answers: how many the member has left today. */
export const toCheer = (raw: unknown) => ({ remaining: count(asObject(raw).remaining) });

export const toRules = (raw: unknown) => asString(asObject(raw).content).trim();
