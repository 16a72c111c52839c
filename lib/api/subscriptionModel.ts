// Accounts (订阅号), their categories, a member's subscriptions and favourites as screens use them: checked
// mappers from the backend's untrusted JSON (backend/README.md "Accounts (订阅号) and subscriptions" and
// "Favourites (收藏)"). Pure, so the server's pages and the browser's islands share them.
import { asArray, asFlag, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import { toArticleSummary, type ArticleSummary } from '@/lib/api/articleModel';
import { toPaged, type Paged } from '@/lib/api/memberModel';

/** The category tree of accounts (spec section 7: getCats with code XYACCOUNT). */
export const ACCOUNT_CATEGORY_CODE = 'XYACCOUNT';

export interface AccountCategory {
  catID: number;
  name: string;
  /** 0 for a top-level category. */
  parentID: number;
  childCount: number;
}

export interface Account {
  xyID: number;
  name: string;
  /** A picture address, or '' when the account has none. */
  icon: string;
  intro: string;
  catID: number;
  subCount: number;
  articleCount: number;
  /** Whether the member the list was read for subscribes to it (never, for anonymous readers). */
  subscribed: boolean;
  /** When the member subscribed (ms); 0 outside their own list. */
  subTime: number;
}

/** What topicSub and topicSubCancel answer. */
export interface Subscription {
  xyID: number;
  subscribed: boolean;
  subCount: number;
}

export interface FavoriteArticle extends ArticleSummary {
  /** When the member added it (ms). */
  favTime: number;
}

const positive = (value: unknown) => {
  const id = asNumber(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

const count = (value: unknown) => Math.max(0, Math.floor(asNumber(value)));

/** The categories of a getCats or getSubCats answer, in the backend's order; nameless or id-less ones dropped. */
export const toAccountCategories = (raw: unknown): AccountCategory[] =>
  asArray(asObject(raw).list).flatMap((item) => {
    const c = asObject(item);
    const catID = positive(c.catID);
    const name = asString(c.name).trim();
    if (!catID || !name) return [];
    return [{ catID, name, parentID: positive(c.parentID), childCount: count(c.childCount) }];
  });

/** Null for what the spec counts as an empty account (no id) or a nameless one. */
export function toAccount(raw: unknown): Account | null {
  const x = asObject(raw);
  const xyID = positive(x.xyID);
  const name = asString(x.name).trim();
  if (!xyID || !name) return null;
  return {
    xyID,
    name,
    icon: asUrl(x.icon),
    intro: asString(x.intro).trim(),
    catID: positive(x.catID),
    subCount: count(x.subCount),
    articleCount: count(x.articleCount),
    subscribed: asFlag(x.isSub),
    subTime: asNumber(x.subTime),
  };
}

/** A page of getCatXys or mySubXys (`xys`). */
export const toAccountPage = (raw: unknown): Paged<Account> => toPaged(raw, 'xys', toAccount);

/** Null when the answer names no account (an "already subscribed" reply may carry nothing). */
export function toSubscription(raw: unknown): Subscription | null {
  const r = asObject(raw);
  const xyID = positive(r.xyID);
  if (!xyID) return null;
  return { xyID, subscribed: asFlag(r.isSub), subCount: count(r.subCount) };
}

/** A page of myFavs: the articles as lists show them, with the time each was added. */
export const toFavoritePage = (raw: unknown): Paged<FavoriteArticle> =>
  toPaged(raw, 'list', (item) => {
    const article = toArticleSummary(item);
    return article && { ...article, favTime: asNumber(asObject(item).favTime) };
  });

/** Whether fav or favStatus says the article is among the member's favourites; null when it does not say. */
export function toFaved(raw: unknown, fileId: number): boolean | null {
  const r = asObject(raw);
  const entries = 'list' in r ? asArray(r.list).map(asObject) : [r];
  const entry = entries.find((item) => asNumber(item.fileId) === fileId);
  return entry && 'faved' in entry ? asFlag(entry.faved) : null;
}
