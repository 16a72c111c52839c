import { ApiError } from '@/lib/api/apiError';
import { readAsMember, type MemberReader } from '@/lib/api/members';
import {
  loadAccountDirectory,
  loadAccountListing as loadListing,
  readMyFavorites,
  readMySubscriptions,
} from '@/lib/api/subscriptions';

const calls: { token: string | null; name: string; params?: Record<string, unknown> }[] = [];
let answer: (name: string, params: Record<string, unknown>, token: string | null) => unknown = () => ({});
const client = (token: string | null) => ({
  call: async (name: string, params: Record<string, unknown> = {}) => {
    calls.push({ token, name, params });
    const reply = answer(name, params, token);
    if (reply instanceof Error) throw reply;
    return reply;
  },
});
jest.mock('@/lib/api/serverApi', () => ({
  serverApi: { call: (name: string, params?: Record<string, unknown>) => client(null).call(name, params) },
  memberServerApi: (token: string | null) => client(token),
}));
let session: { signedIn?: boolean; token?: string } = {};
/** As lib/auth/serverSession.ts reads this request's session. */
const asMember: MemberReader = (read) => readAsMember(session.token, read);
const loadAccountListing = (id: number | null) => loadListing(id, asMember);
const loadMySubscriptions = () => asMember(readMySubscriptions);
const loadMyFavorites = () => asMember(readMyFavorites);
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const cat = (catID: number, name: string, childCount = 0, parentID = 0) => ({
  catID,
  name,
  code: 'XYACCOUNT',
  parentID,
  childCount,
});
const TOP = [cat(3, '政务', 2), cat(4, '媒体')];
const CHILDREN: Record<number, unknown[]> = { 3: [cat(31, '市级', 0, 3), cat(32, '区县', 0, 3)] };
const xy = (xyID: number, isSub = 0) => ({ xyID, name: `号${xyID}`, icon: '', intro: '', catID: 3, isSub });
const disabled = () =>
  new ApiError('getCatXys', 'loginRequired', { status: 10103, message: '账号已被停用，请重新登录' });

function backend(name: string, params: Record<string, unknown>, token: string | null): unknown {
  if (name === 'getCats') return params.code === 'XYACCOUNT' ? { list: TOP } : { list: [] };
  if (name === 'getSubCats') {
    const children = CHILDREN[params.catID as number];
    return children ? { list: children } : new ApiError(name, 'status', { message: '分类不存在' });
  }
  if (name === 'getCatXys') {
    if (![3, 4, 31, 32].includes(params.catID as number)) {
      return new ApiError(name, 'status', { message: '分类不存在' });
    }
    return { xys: [xy(11, token ? 1 : 0), xy(12)], hasMore: true, page: 1, pageSize: 20 };
  }
  return {};
}

beforeEach(() => {
  calls.length = 0;
  session = {};
  answer = backend;
});

describe('the account directory', () => {
  it('selects the first category without an id, with its children as the second row', async () => {
    const directory = await loadAccountDirectory(null);
    expect(directory?.top?.name).toBe('政务');
    expect(directory?.selected?.catID).toBe(3);
    expect(directory?.children.map((child) => child.name)).toEqual(['市级', '区县']);
    expect(calls.map((c) => [c.name, c.params])).toEqual([
      ['getCats', { code: 'XYACCOUNT' }],
      ['getSubCats', { catID: 3 }],
    ]);
  });

  it('finds a child category under its parent, and asks no children of a category without any', async () => {
    const child = await loadAccountDirectory(32);
    expect([child?.top?.catID, child?.selected?.catID]).toEqual([3, 32]);
    calls.length = 0;
    const media = await loadAccountDirectory(4);
    expect([media?.selected?.name, media?.children]).toEqual(['媒体', []]);
    expect(calls.map((c) => c.name)).toEqual(['getCats']);
  });

  it('is null for a category nobody has, and empty when there are no categories', async () => {
    expect(await loadAccountDirectory(99)).toBeNull();
    answer = (name) => (name === 'getCats' ? { list: [] } : {});
    expect(await loadAccountDirectory(null)).toEqual({
      categories: [],
      top: null,
      children: [],
      selected: null,
    });
    expect(await loadAccountDirectory(3)).toBeNull();
  });
});

describe('the account listing', () => {
  it('reads anonymously without a session: nobody subscribes', async () => {
    const listing = await loadAccountListing(31);
    expect(listing?.signedIn).toBe(false);
    expect(listing?.accounts.list.map((a) => a.subscribed)).toEqual([false, false]);
    expect(calls.filter((c) => c.name === 'getCatXys')).toEqual([
      { token: null, name: 'getCatXys', params: { catID: 31, page: 1, pageSize: 20 } },
    ]);
  });

  it('reads as the signed-in member, whose subscriptions are marked', async () => {
    session = { signedIn: true, token: 'access-1' };
    const listing = await loadAccountListing(null);
    expect(listing?.signedIn).toBe(true);
    expect(listing?.accounts.list.map((a) => [a.xyID, a.subscribed])).toEqual([
      [11, true],
      [12, false],
    ]);
    expect(calls.filter((c) => c.name === 'getCatXys').map((c) => [c.token, c.params?.catID])).toEqual([
      ['access-1', 3],
    ]);
  });

  it('reads like a signed-out reader’s when the backend no longer takes the session (a disabled member)', async () => {
    session = { signedIn: true, token: 'access-1' };
    answer = (name, params, token) =>
      token && name === 'getCatXys' ? disabled() : backend(name, params, token);
    const listing = await loadAccountListing(4);
    expect(listing?.signedIn).toBe(false);
    expect(calls.filter((c) => c.name === 'getCatXys').map((c) => c.token)).toEqual(['access-1', null]);
  });

  it('is null for an unknown category, and lets an unreachable backend through', async () => {
    expect(await loadAccountListing(99)).toBeNull();
    answer = () => new ApiError('getCats', 'network');
    await expect(loadAccountListing(3)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('the member’s own lists', () => {
  it('read the first page with the session’s token', async () => {
    session = { signedIn: true, token: 'access-1' };
    answer = (name) =>
      name === 'mySubXys'
        ? { xys: [{ ...xy(11, 1), subTime: 5 }], hasMore: false, page: 1 }
        : { list: [{ fileId: 40, title: '江上新桥通车', favTime: 6 }], hasMore: true, page: 1 };
    const [subscriptions, favorites] = await Promise.all([loadMySubscriptions(), loadMyFavorites()]);
    expect(subscriptions?.list.map((a) => [a.xyID, a.subTime])).toEqual([[11, 5]]);
    expect(favorites?.list.map((f) => [f.fileId, f.favTime])).toEqual([[40, 6]]);
    expect(favorites?.hasMore).toBe(true);
    expect(calls).toEqual([
      { token: 'access-1', name: 'mySubXys', params: { page: 1, pageSize: 20 } },
      { token: 'access-1', name: 'myFavs', params: { page: 1, pageSize: 20 } },
    ]);
  });

  it('are null (the sign-in prompt) signed out, or when the member was disabled', async () => {
    expect(await loadMySubscriptions()).toBeNull();
    expect(calls).toEqual([]);
    session = { signedIn: true, token: 'access-1' };
    answer = () => disabled();
    expect(await loadMyFavorites()).toBeNull();
    expect(await loadMySubscriptions()).toBeNull();
  });
});
