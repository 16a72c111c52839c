import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { GUARD_HEADER } from '@/lib/guard/guardState.mjs';
import { proxy } from '@/proxy';

const BASE = '/wap/default';
const ask = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://news.test${path}`, { headers, nextConfig: { basePath: BASE } }));

describe('proxy under a base path', () => {
  // A member page reads the session cookie's key, as the site's start gives it.
  beforeAll(() => {
    process.env.SESSION_SECRET = randomBytes(24).toString('hex');
  });

  it('sends an unknown path home, and a signed-out reader of a member page to sign in, once under the base', async () => {
    const home = await ask(`${BASE}/nope.html?x=1`);
    expect(home.status).toBe(307);
    expect(home.headers.get('location')).toBe(`http://news.test${BASE}/home.html`);

    const login = new URL(
      (await ask(`${BASE}/activityVote/0/1.html?theme=dark`)).headers.get('location') ?? '',
    );
    expect(login.pathname).toBe(`${BASE}/login.html`);
    expect(login.searchParams.get('redirect')).toBe(`${BASE}/activityVote/0/1.html?theme=dark`);
    expect(login.searchParams.get('theme')).toBe('dark');
  });

  it('passes a page on, with its guard, under the base', async () => {
    const page = await ask(`${BASE}/newsDetail/3/48.html`);
    expect(page.headers.get('location')).toBeNull();
    expect(page.headers.get('x-middleware-override-headers')).toContain(GUARD_HEADER);
  });
});
