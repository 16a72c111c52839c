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
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';

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

  /** Where Next's rewrites send `url`, with its own matcher and destination builder; and how many match it. */
  function rewrite(url: string) {
    const matches = routeRewrites().flatMap(({ source, destination }) => {
      const params = getPathMatch(source, { removeUnnamedParams: true, strict: true })(url);
      if (!params) return [];
      const { parsedDestination } = prepareDestination({
        appendParamsToQuery: true,
        destination,
        params,
        query: {},
      });
      const query = new URLSearchParams(parsedDestination.query as Record<string, string>).toString();
      return [`${parsedDestination.pathname}${query ? `?${query}` : ''}`];
    });
    return { to: matches[0], matching: matches.length };
  }

  it('rewrites every spelling onto the App Router folder with parameters as query', () => {
    expect(rewrite('/home.html')).toEqual({ to: '/home', matching: 1 });
    expect(rewrite('/index.html')).toEqual({ to: '/home', matching: 1 });
    expect(rewrite('/newsDetail.html')).toEqual({ to: '/newsDetail', matching: 1 });
    expect(rewrite('/newsDetail/3.html')).toEqual({ to: '/newsDetail?columnId=3', matching: 1 });
    expect(rewrite('/newsDetail/3/44.html')).toEqual({ to: '/newsDetail?columnId=3&id=44', matching: 1 });
    expect(rewrite('/timeline/7.html')).toEqual({ to: '/timeline?id=7', matching: 1 });
    expect(rewrite('/paperSharePage/2026-11-20/1/A01.html')).toEqual({
      to: '/paperSharePage?time=2026-11-20&paperId=1&layout=A01',
      matching: 1,
    });
    // Not a spelling of any route: no folder's name, a route's name with a part too many, or a folder itself.
    expect(rewrite('/liveDetail.html').matching).toBe(0);
    expect(rewrite('/nosuchDetail/3.html').matching).toBe(0);
    expect(rewrite('/home/3.html').matching).toBe(0);
    expect(rewrite('/newsDetail/3/44/5.html').matching).toBe(0);
    expect(rewrite('/newsDetail').matching).toBe(0);
  });

  it('sends every spelling of every route to its own folder, by exactly one rewrite', () => {
    for (const route of routes) {
      const { prefix, params } = parsePattern(route.path);
      for (const variant of parameterVariants(params)) {
        const url = `${prefix}${variant.map((p, at) => `/${p.name[0]}${at}`).join('')}.html`;
        const query = variant.map((p, at) => `${p.name}=${p.name[0]}${at}`).join('&');
        expect({ url, ...rewrite(url) }).toEqual({
          url,
          to: `${route.folder}${query ? `?${query}` : ''}`,
          matching: 1,
        });
        expect(matchRoute(url)?.route.folder).toBe(route.folder);
      }
      for (const alias of route.aliases ?? [])
        expect({ alias, ...rewrite(alias) }).toEqual({ alias, to: route.folder, matching: 1 });
    }
  });

  it('holds a rewrite per list of parameters, not one per spelling (Next compiles each one in every render)', () => {
    const spellings = routes.reduce(
      (count, route) =>
        count + parameterVariants(parsePattern(route.path).params).length + (route.aliases?.length ?? 0),
      0,
    );
    expect(spellings).toBeGreaterThan(100);
    expect(routeRewrites().length).toBeLessThan(25);
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
