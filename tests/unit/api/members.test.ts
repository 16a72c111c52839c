import { ApiError } from '@/lib/api/apiError';
import {
  memberOfToken,
  readAsMember,
  readMemberHome,
  revokeToken,
  type MemberReader,
} from '@/lib/api/members';

const calls: {
  token: string | null;
  name: string;
  params?: unknown;
  headers?: Record<string, string>;
}[] = [];
let answer: (name: string) => unknown = () => ({});
const client = (token: string | null) => ({
  call: async (name: string, params?: unknown, _signal?: AbortSignal, headers?: Record<string, string>) => {
    calls.push({ token, name, params, ...(headers ? { headers } : {}) });
    const reply = answer(name);
    if (reply instanceof Error) throw reply;
    return reply;
  },
});
jest.mock('@/lib/api/serverApi', () => ({
  serverApi: { call: (name: string, params?: unknown) => client(null).call(name, params) },
  memberServerApi: (token: string | null) => client(token),
}));
let session: { signedIn?: boolean; token?: string } = {};
/** As lib/auth/serverSession.ts reads this request's session. */
const asMember: MemberReader = (read) => readAsMember(session.token, read);
const loadMemberHome = () => asMember(readMemberHome);
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

beforeEach(() => {
  calls.length = 0;
  session = { signedIn: true, token: 'access-1' };
  answer = () => ({});
});

describe('reads as the signed-in member', () => {
  it('go out with the session’s token', async () => {
    answer = (name) =>
      name === 'getUserInfo' ? { userid: 7, nickname: '临江读者' } : { total: 5, today: 1 };
    const home = await loadMemberHome();
    expect(home?.member.nickname).toBe('临江读者');
    expect(home?.points.total).toBe(5);
    expect(calls.map((c) => [c.token, c.name])).toEqual([
      ['access-1', 'getUserInfo'],
      ['access-1', 'score/stats'],
    ]);
  });

  it('are null without a session, or when the backend no longer takes it', async () => {
    session = {};
    expect(await asMember(async () => 'x')).toBeNull();
    expect(calls).toEqual([]);
    session = { signedIn: true, token: 'access-1' };
    for (const kind of ['tokenExpired', 'loginRequired'] as const) {
      answer = () => new ApiError('getUserInfo', kind);
      expect(await loadMemberHome()).toBeNull();
    }
  });

  it('are null for a disabled member (10103), whose page then offers the login page', async () => {
    answer = () =>
      new ApiError('getUserInfo', 'loginRequired', { status: 10103, message: '账号已被停用，请重新登录' });
    expect(await loadMemberHome()).toBeNull();
    expect(calls.map((c) => c.token)).toContain('access-1');
  });

  it('let an unreachable backend and other refusals through to the page', async () => {
    answer = () => new ApiError('getUserInfo', 'network');
    await expect(loadMemberHome()).rejects.toMatchObject({ kind: 'network' });
    answer = () => new ApiError('getUserInfo', 'status', { message: '服务器错误' });
    await expect(loadMemberHome()).rejects.toMatchObject({ kind: 'status' });
  });
});

describe('the session route’s backend', () => {
  it('names the member of a token, or nobody', async () => {
    answer = () => ({ userid: 7 });
    expect(await memberOfToken('access-1')).toMatchObject({ userid: '7' });
    answer = () => new ApiError('getUserInfo', 'tokenExpired');
    expect(await memberOfToken('access-1')).toBeNull();
  });

  it('revokes a token with the backend’s logout, sent without any other token, for the reader', async () => {
    await revokeToken('refresh-1', '203.0.113.8');
    expect(calls).toEqual([
      {
        token: null,
        name: 'logout',
        params: { refreshToken: 'refresh-1' },
        headers: { 'x-forwarded-for': '203.0.113.8', 'x-site-forward-secret': expect.any(String) },
      },
    ]);
  });
});
