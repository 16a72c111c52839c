// Calls for submissions and submissions as the screens use them, read from the backend's untrusted JSON
// (backend/README.md "Calls for submissions").
import { articleHref } from '@/lib/api/articleModel';
import { asArray, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { SUBMISSION_STATUS, type SubmissionStatus } from '@/lib/contract/submissions';

export interface Submission {
  id: number;
  /** The call it was sent to (its article); 0 for a contribution outside any call. */
  linkID: number;
  callTitle: string;
  /** The call article's page; '' outside any call. */
  callHref: string;
  title: string;
  content: string;
  author: string;
  pictures: string[];
  status: SubmissionStatus;
  /** The editor's reason, when refused. */
  reason: string;
  publishTime: number;
}

export interface SubmissionPage {
  list: Submission[];
  page: number;
  hasMore: boolean;
}

export interface SubmissionCall {
  fileId: number;
  title: string;
  /** The call article's page. */
  href: string;
  askName: boolean;
  open: boolean;
}

const STATUSES: readonly number[] = Object.values(SUBMISSION_STATUS);

export function toSubmission(raw: unknown): Submission | null {
  const s = asObject(raw);
  const id = asNumber(s.id);
  const status = asNumber(s.status, -1);
  if (id <= 0 || !STATUSES.includes(status)) return null;
  const linkID = asNumber(s.linkID);
  const call = { fileId: linkID, columnId: asNumber(s.callColumnID), articleType: asNumber(s.callType) };
  return {
    id,
    linkID,
    callHref: linkID > 0 ? articleHref(call).href : '',
    callTitle: asString(s.callTitle),
    title: asString(s.title),
    content: asString(s.content),
    author: asString(s.author),
    pictures: asArray(s.pictures).map(asUrl).filter(Boolean),
    status: status as SubmissionStatus,
    reason: asString(s.reason),
    publishTime: asTime(s.publishTime),
  };
}

export function toSubmissionPage(raw: unknown): SubmissionPage {
  const page = asObject(raw);
  return {
    list: asArray(page.list)
      .map(toSubmission)
      .filter((each): each is Submission => each !== null),
    page: asNumber(page.page, 1),
    hasMore: page.hasMore === true,
  };
}

/** seekArticleList: the call and a page of its approved works; null when the answer names no call. */
export function toCallWorks(raw: unknown): { call: SubmissionCall; works: SubmissionPage } | null {
  const data = asObject(raw);
  const c = asObject(data.call);
  const fileId = asNumber(c.fileId);
  if (fileId <= 0) return null;
  return {
    call: {
      fileId,
      title: asString(c.title),
      href: articleHref({ fileId, columnId: asNumber(c.columnID), articleType: asNumber(c.articleType) })
        .href,
      askName: c.askName === true,
      open: c.open === true,
    },
    works: toSubmissionPage(data),
  };
}
