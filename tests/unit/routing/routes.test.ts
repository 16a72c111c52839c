import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  matchRoute,
  parameterVariants,
  parsePattern,
  routeRewrites,
  routes,
} from '@/lib/routing/routePatterns.mjs';
import cn from '@/messages/cn.json';

// The product spec sits beside the repository in the team's workspace (READER_SPEC names another copy); a bare
// clone has none, and the check that needs it says so and skips.
const SPEC =
  process.env.READER_SPEC ?? join(__dirname, '..', '..', '..', '..', 'shared', 'spec', 'reader-spec.md');
const withSpec = existsSync(SPEC) ? it : it.skip;
if (!existsSync(SPEC)) console.info(`Skipped the spec's route check: no spec at ${SPEC}`);

describe('route table', () => {
  withSpec('holds every route of spec section 2', () => {
    const spec = readFileSync(SPEC, 'utf8');
    const specPaths = [...spec.matchAll(/`?(\/[A-Za-z][\w/:?]*\.html)/g)].map((m) => m[1]);
    const ours = new Set(routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]));
    const missing = specPaths.filter((path) => !ours.has(path as string));
    expect(missing).toEqual([]);
    expect(specPaths.length).toBeGreaterThanOrEqual(60);
  });

  it('names each route and each path once (two branches adding one route must not both land)', () => {
    const repeated = (values: string[]) => values.filter((value, at) => values.indexOf(value) !== at);
    expect(repeated(routes.map((r) => r.name))).toEqual([]);
    expect(repeated(routes.map((r) => r.path))).toEqual([]);
  });

  it('gives every route a title in the Chinese messages', () => {
    const titles = cn.routes as Record<string, string>;
    expect(routes.filter((r) => !titles[r.name])).toEqual([]);
    expect(titles.activityVote).toBe('投票活动详情');
    expect(titles.hotPointTimeAxis).toBe('热点详情');
  });

  it('marks exactly the three requires-auth routes of spec section 6', () => {
    expect(routes.filter((r) => r.requiresAuth).map((r) => r.name)).toEqual([
      'activityVote',
      'voteItemDetail',
      'activityVoteWeb',
    ]);
  });
});

describe('patterns', () => {
  it('parses prefixes and optional parameters', () => {
    expect(parsePattern('/liveDetail/:linkID?/:id.html')).toEqual({
      prefix: '/liveDetail',
      params: [
        { name: 'linkID', optional: true },
        { name: 'id', optional: false },
      ],
    });
    expect(() => parsePattern('/x/:id')).toThrow();
  });

  it('fills optional parameters from the left and always keeps required ones', () => {
    const variants = parameterVariants(parsePattern('/commentAll/:id?/:source.html').params);
    expect(variants.map((v) => v.map((p) => p.name))).toEqual([['source'], ['id', 'source']]);
  });

  it('rewrites every spelling onto the App Router folder with parameters as query', () => {
    const rewrites = routeRewrites();
    expect(rewrites).toContainEqual({ source: '/index.html', destination: '/home' });
    expect(rewrites).toContainEqual({ source: '/newsDetail.html', destination: '/newsDetail' });
    expect(rewrites).toContainEqual({
      source: '/newsDetail/:columnId/:id.html',
      destination: '/newsDetail?columnId=:columnId&id=:id',
    });
    expect(rewrites).toContainEqual({ source: '/timeline/:id.html', destination: '/timeline?id=:id' });
    expect(rewrites.some((r) => r.source === '/liveDetail.html')).toBe(false);
  });

  it('tries the routes readers open most first: home, the news article, the column', () => {
    const folders = routeRewrites().map((rewrite) => rewrite.destination.split('?')[0]);
    expect([...new Set(folders)].slice(0, 4)).toEqual([
      '/home',
      '/newsDetail',
      '/columnDetail',
      '/imageDetail',
    ]);
    expect(new Set(folders).size).toBe(routes.length);
  });

  it('sends each URL to one route whatever the order of the rewrites', () => {
    const rewrites = routeRewrites();
    const patternOf = (source: string) =>
      new RegExp(`^${source.replace(/[.]/g, '\\.').replace(/:[A-Za-z]\w*/g, '[^/]+')}$`);
    for (const { source, destination } of rewrites) {
      // The source's own URL, its parameters filled in: the route table's matcher finds the same folder…
      const url = source.replace(/:[A-Za-z]\w*/g, (name) => `x${name.length}`);
      expect(matchRoute(url)?.route.folder).toBe(destination.split('?')[0]);
      // …and no other rewrite's pattern matches it, so whichever Next tries first, the URL lands there.
      const matching = rewrites.filter((rewrite) => patternOf(rewrite.source).test(url));
      expect(matching.map((rewrite) => rewrite.source)).toEqual([source]);
    }
  });

  it('matches URLs to routes and parameters', () => {
    expect(matchRoute('/home.html')?.route.name).toBe('home');
    expect(matchRoute('/index.html')?.route.name).toBe('home');
    expect(matchRoute('/newsDetail/3/44.html')?.params).toEqual({ columnId: '3', id: '44' });
    expect(matchRoute('/liveDetail/9.html')?.params).toEqual({ id: '9' });
    expect(matchRoute('/paperSharePage/2026-11-20/1/A01.html')?.params).toEqual({
      time: '2026-11-20',
      paperId: '1',
      layout: 'A01',
    });
    expect(matchRoute('/userDetail/%E4%B8%AD.html')?.params).toEqual({ id: '中' });
  });

  it('matches nothing else', () => {
    for (const path of [
      '/',
      '/home',
      '/newsDetail',
      '/liveDetail.html',
      '/replyAll.html',
      '/nope.html',
      '/newsDetail/1/2/3.html',
    ]) {
      expect(matchRoute(path)).toBeNull();
    }
  });

  it('treats a parameter that is not valid percent-encoding as an unknown path, not an error', () => {
    for (const path of ['/newsDetail/1/%E0%A4%A.html', '/newsDetail/%E0%A4%A/1.html', '/tagList/%ZZ.html']) {
      expect(() => matchRoute(path)).not.toThrow();
      expect(matchRoute(path)).toBeNull();
    }
    expect(matchRoute('/tagList/%25.html')?.params).toEqual({ tagId: '%' });
  });
});
