import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isTrackingParam, withoutTrackingParams } from '@/lib/routing/trackingParams.mjs';
import { siteHandler } from '@/lib/server/siteHandler.mjs';

describe('withoutTrackingParams', () => {
  it("takes off WeChat's share parameters and campaign tags, whatever their case or spelling", () => {
    expect(withoutTrackingParams('/newsDetail/1/48.html?from=singlemessage&isappinstalled=0')).toBe(
      '/newsDetail/1/48.html',
    );
    expect(withoutTrackingParams('/newsDetail/1/48.html?from=timeline&nsukey=Zk3%2Fq9')).toBe(
      '/newsDetail/1/48.html',
    );
    expect(withoutTrackingParams('/home.html?utm_source=weibo&UTM_Medium=social&%75tm_campaign=x')).toBe(
      '/home.html',
    );
    expect(withoutTrackingParams('/home.html?From=timeline&fbclid=abc&gclid=def&spm=a.b.c')).toBe(
      '/home.html',
    );
  });

  it('keeps every other parameter in its place and spelling, and the fragment', () => {
    expect(
      withoutTrackingParams('/newsDetail/48.html?isShare=1&from=timeline&title=%E4%B8%B4+%E6%B1%9F'),
    ).toBe('/newsDetail/48.html?isShare=1&title=%E4%B8%B4+%E6%B1%9F');
    expect(withoutTrackingParams('/search.html?keyword=a&utm_source=x&page=2#top')).toBe(
      '/search.html?keyword=a&page=2#top',
    );
    // WeChat's sign-in return, a preview's flags and a poster are the page's own.
    const own = '/newsDetail/48.html?code=051abc&state=s1&yl=1&poster=1&theme=dark&fromApp=1&sources=2';
    expect(withoutTrackingParams(own)).toBe(own);
  });

  it('gives back the same string when there is nothing to take off', () => {
    for (const url of [
      '/home.html',
      '/home.html?',
      '/home.html?&&',
      '/home.html?a',
      '/home.html?%E0%A4%A=1',
    ]) {
      expect(withoutTrackingParams(url)).toBe(url);
    }
    expect(withoutTrackingParams('/home.html?from')).toBe('/home.html');
  });

  it('names the tracking parameters by exact name or the utm_ prefix', () => {
    expect(isTrackingParam('from')).toBe(true);
    expect(isTrackingParam('utm_content')).toBe(true);
    expect(isTrackingParam('fromApp')).toBe(false);
    expect(isTrackingParam('utm')).toBe(false);
  });
});

describe('the site pipeline with tracking parameters', () => {
  let server: Server;
  let base: string;
  let seen: string[];

  beforeEach(async () => {
    seen = [];
    const page = (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', req.url?.startsWith('/api/') ? 'application/json' : 'text/html');
      res.setHeader('cache-control', 'public, max-age=0, s-maxage=10');
      res.end(req.url?.startsWith('/api/') ? '{}' : `<html>${seen.length}</html>`);
    };
    server = createServer(siteHandler(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { cache: response.headers.get('x-xy-cache'), body: await response.text() };
  };

  it('renders a shared link once for every copy WeChat or a campaign passes on, as the page without them', async () => {
    const first = await get('/newsDetail/1/48.html?from=singlemessage&isappinstalled=0');
    expect(first.cache).toBe('MISS');
    expect(seen).toEqual(['/newsDetail/1/48.html']);
    for (const copy of ['?from=timeline', '?from=groupmessage&nsukey=x%2F1', '?utm_source=weibo', '']) {
      const again = await get(`/newsDetail/1/48.html${copy}`);
      expect(again).toEqual({ cache: 'HIT', body: first.body });
    }
    expect(seen).toHaveLength(1);
  });

  it("renders a page's own parameters as they came, and hands the site's API and unshared pages their queries untouched", async () => {
    await get('/newsDetail/1/48.html?isShare=1&from=timeline');
    await get('/newsDetail/1/48.html');
    await get('/api/main/getConfig?from=1&utm_source=x');
    // A page never shared keeps its URL as it came: a member page's way back after sign-in, say.
    await get('/activityVote/7.html?from=share');
    expect(seen).toEqual([
      '/newsDetail/1/48.html?isShare=1',
      '/newsDetail/1/48.html',
      '/api/main/getConfig?from=1&utm_source=x',
      '/activityVote/7.html?from=share',
    ]);
  });
});
