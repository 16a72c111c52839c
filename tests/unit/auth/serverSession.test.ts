import { sealSession, SESSION_COOKIE } from '@/lib/auth/readerSession';
import { asMember } from '@/lib/auth/serverSession';

const PASSWORD = 'server-session-test-secret-0123456789abcdef';
let cookie: string | undefined;
const tokens: (string | null)[] = [];

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === SESSION_COOKIE && cookie ? { value: cookie } : undefined),
  }),
}));
jest.mock('@/lib/api/serverApi', () => ({
  memberServerApi: (token: string | null) => ({
    call: async () => {
      tokens.push(token);
      return { userid: 7 };
    },
  }),
}));

beforeAll(() => {
  process.env.SESSION_SECRET = PASSWORD;
});
afterAll(() => {
  delete process.env.SESSION_SECRET;
});
beforeEach(() => {
  cookie = undefined;
  tokens.length = 0;
});

const read = async (api: { call(name: 'getUserInfo'): Promise<unknown> }) => api.call('getUserInfo');

describe("a read as this request's member", () => {
  it("goes out with the token sealed in the reader's session cookie", async () => {
    cookie = await sealSession({ signedIn: true, userId: '7', token: 'access-1' }, PASSWORD);
    expect(await asMember(read)).toEqual({ userid: 7 });
    expect(tokens).toEqual(['access-1']);
  });

  it('is null, asking nothing, without a session or with a cookie that does not open', async () => {
    expect(await asMember(read)).toBeNull();
    cookie = 'not-a-sealed-session';
    expect(await asMember(read)).toBeNull();
    expect(tokens).toEqual([]);
  });
});
