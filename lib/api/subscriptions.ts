import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PAGE_SIZE } from '@/lib/api/articleModel';
import type { ApiClient } from '@/lib/api/createApiClient';
import type { MemberReader } from '@/lib/api/members';
import type { Paged } from '@/lib/api/memberModel';
import { serverApi } from '@/lib/api/serverApi';
import {
  ACCOUNT_CATEGORY_CODE,
  toAccountCategories,
  toAccountPage,
  toFavoritePage,
  type Account,
  type AccountCategory,
} from '@/lib/api/subscriptionModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// Categories and anonymous account pages are the same for everyone: kept a minute, and dropped at once when the
// CMS writes a category or an account (its ingest tells the site to drop the `xys` tag).
const ACCOUNTS = { revalidate: 60, tags: [CACHE_TAGS.accounts] };

/** The top-level account categories (getCats XYACCOUNT), in display order. */
export const getAccountCategories = unstable_cache(
  async () => toAccountCategories(await serverApi.call('getCats', { code: ACCOUNT_CATEGORY_CODE })),
  ['account-categories'],
  ACCOUNTS,
);

/** A category's children (getSubCats); null when there is no such category. */
export const getAccountSubCategories = unstable_cache(
  async (catID: number) => nullWhenRefused(serverApi.call('getSubCats', { catID }).then(toAccountCategories)),
  ['account-subcategories'],
  ACCOUNTS,
);

export interface AccountDirectory {
  categories: AccountCategory[];
  /** The top-level category whose tab is selected; null when there are no categories at all. */
  top: AccountCategory | null;
  /** The top category's children: the second row of tabs. */
  children: AccountCategory[];
  /** The category listed: the top one, or one of its children. */
  selected: AccountCategory | null;
}

/**
 * The tabs of the account list for the category `id` (a top-level category or a child of one; none: the first).
 * Null when no category has that id.
 */
export async function loadAccountDirectory(id: number | null): Promise<AccountDirectory | null> {
  const categories = await getAccountCategories();
  const first = categories[0];
  if (!first) return id === null ? { categories, top: null, children: [], selected: null } : null;
  const top = id === null ? first : categories.find((category) => category.catID === id);
  if (top) {
    const children = top.childCount > 0 ? ((await getAccountSubCategories(top.catID)) ?? []) : [];
    return { categories, top, children, selected: top };
  }
  const parents = categories.filter((category) => category.childCount > 0);
  const families = await Promise.all(parents.map((parent) => getAccountSubCategories(parent.catID)));
  for (const [index, children] of families.entries()) {
    const selected = children?.find((child) => child.catID === id);
    if (selected && children) return { categories, top: parents[index] ?? null, children, selected };
  }
  return null;
}

const readAccounts = async (api: ApiClient, catID: number) =>
  toAccountPage(await api.call('getCatXys', { catID, page: 1, pageSize: PAGE_SIZE }));

// Anonymous readers all see the same first page: nobody subscribes, and counts a minute old will do.
const getPublicAccounts = unstable_cache(
  (catID: number) => readAccounts(serverApi, catID),
  ['category-accounts'],
  ACCOUNTS,
);

/**
 * The first page of a category's accounts. A signed-in member's (read through `asMember`) says which of them
 * they subscribe to; a session the backend no longer takes (expired, or a disabled member's) reads like a
 * signed-out reader's. Null when the backend knows no such category.
 */
export function loadCategoryAccounts(
  catID: number,
  asMember: MemberReader,
): Promise<{ accounts: Paged<Account>; signedIn: boolean } | null> {
  return nullWhenRefused(
    (async () => {
      const mine = await asMember((api) => readAccounts(api, catID));
      if (mine) return { accounts: mine, signedIn: true };
      return { accounts: await getPublicAccounts(catID), signedIn: false };
    })(),
  );
}

export interface AccountListing {
  directory: AccountDirectory;
  /** The first page of the selected category's accounts. */
  accounts: Paged<Account>;
  /** Read as the signed-in member: their subscriptions are marked, and their buttons work. */
  signedIn: boolean;
}

const NO_ACCOUNTS = { accounts: { list: [], hasMore: false, page: 1 }, signedIn: false };

/** subscriptionList: the tabs and the selected category's first accounts; null for an unknown category. */
export async function loadAccountListing(
  id: number | null,
  asMember: MemberReader,
): Promise<AccountListing | null> {
  // A category named in the address is read beside the tabs; the default one only once they say which it is.
  const [directory, named] = await Promise.all([
    loadAccountDirectory(id),
    id === null ? undefined : loadCategoryAccounts(id, asMember),
  ]);
  if (!directory) return null;
  const selected = directory.selected;
  const listed =
    named !== undefined
      ? named
      : selected
        ? await loadCategoryAccounts(selected.catID, asMember)
        : NO_ACCOUNTS;
  return listed && { directory, ...listed };
}

/** 我的订阅: the first page of the member's subscriptions, newest first. */
export const readMySubscriptions = async (api: ApiClient) =>
  toAccountPage(await api.call('mySubXys', { page: 1, pageSize: PAGE_SIZE }));

/** 我的收藏: the first page of the member's favourite articles, newest first. */
export const readMyFavorites = async (api: ApiClient) =>
  toFavoritePage(await api.call('myFavs', { page: 1, pageSize: PAGE_SIZE }));
