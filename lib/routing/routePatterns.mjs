// Shared by next.config.mjs (rewrites, at build time) and proxy.ts (route guard, per request), so the two
// can never disagree about which URLs exist. Plain JS because next.config.mjs cannot import TypeScript.
import routes from './routes.json' with { type: 'json' };

const PARAM = /^:([A-Za-z]\w*)(\?)?$/;

/** Splits '/newsDetail/:columnId?/:id?.html' into its static prefix and its parameters. */
export function parsePattern(pattern) {
  if (!pattern.endsWith('.html')) throw new Error(`route ${pattern} must end in .html`);
  const segments = pattern.slice(1, -'.html'.length).split('/');
  const prefix = [];
  const params = [];
  for (const segment of segments) {
    const match = PARAM.exec(segment);
    if (match) params.push({ name: match[1], optional: match[2] === '?' });
    else if (params.length) throw new Error(`route ${pattern}: static segment after a parameter`);
    else prefix.push(segment);
  }
  return { prefix: '/' + prefix.join('/'), params };
}

/**
 * The parameter lists a URL may carry, shortest first. Like the original history-mode router, required
 * parameters are always present and optional ones fill from the left: '/liveDetail/9.html' is id 9,
 * '/newsDetail/3.html' is columnId 3.
 */
export function parameterVariants(params) {
  const required = params.filter((p) => !p.optional).length;
  const variants = [];
  for (let optionalCount = 0; optionalCount <= params.length - required; optionalCount += 1) {
    let taken = 0;
    variants.push(
      params.filter((p) => {
        if (!p.optional) return true;
        taken += 1;
        return taken <= optionalCount;
      }),
    );
  }
  return variants;
}

/** The rewrites' name for a route's first segment, which is also its App Router folder. */
const ROUTE_PARAM = 'xyRoute';

/**
 * next.config.mjs rewrites: every spelling of every route onto its App Router folder, params as query; one rewrite
 * for all the spellings that carry the same parameters ('/:xyRoute(home|search|…).html', '/:xyRoute(newsDetail|
 * …)/:columnId/:id.html'), each route's folder being its first segment, and one per alias. Inside every render Next
 * tries the rewrites in turn until one matches the URL, compiling each pattern anew (route module prepare,
 * handleRewrites): a URL now meets at most 21 patterns, where with one rewrite per spelling a route late in the
 * table met a hundred (3% of /aboutUs.html's CPU). No URL matches two of them (each route has a first segment of
 * its own, tests/unit/routing/routes.test.ts). Next prefixes both sides with the configured basePath itself.
 */
export function routeRewrites() {
  const byParams = new Map();
  const aliases = [];
  for (const route of routes) {
    const { prefix, params } = parsePattern(route.path);
    if (
      route.folder !== prefix ||
      prefix.lastIndexOf('/') !== 0 ||
      params.some((p) => p.name === ROUTE_PARAM)
    )
      throw new Error(
        `route ${route.name}: its folder must be its path's one static segment, and no parameter named ${ROUTE_PARAM}`,
      );
    for (const variant of parameterVariants(params)) {
      const names = variant.map((p) => p.name);
      const key = names.join('/');
      if (!byParams.has(key)) byParams.set(key, { names, folders: [] });
      byParams.get(key).folders.push(prefix.slice(1));
    }
    for (const alias of route.aliases ?? []) aliases.push({ source: alias, destination: route.folder });
  }
  const grouped = [...byParams.values()].map(({ names, folders }) => ({
    source: `/:${ROUTE_PARAM}(${folders.map(escape).join('|')})${names.map((name) => `/:${name}`).join('')}.html`,
    destination:
      `/:${ROUTE_PARAM}` + (names.length ? '?' + names.map((name) => `${name}=:${name}`).join('&') : ''),
  }));
  return [...grouped, ...aliases];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchers = routes.map((route) => {
  const { prefix, params } = parsePattern(route.path);
  const paramSource = params.map((p) => (p.optional ? '(?:/([^/]+?))?' : '/([^/]+?)')).join('');
  const spellings = [`${escape(prefix)}${paramSource}\\.html`, ...(route.aliases ?? []).map(escape)];
  return { route, params, regex: new RegExp(`^(?:${spellings.join('|')})$`) };
});

function decoded(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The route a pathname (without base path) belongs to, with its parameters, or null. A parameter that is not
 * valid percent-encoding ('/newsDetail/1/%E0%A4%A.html') names nothing, so its path is unknown like any other.
 */
export function matchRoute(pathname) {
  for (const { route, params, regex } of matchers) {
    const match = regex.exec(pathname);
    if (!match) continue;
    const values = match
      .slice(1)
      .filter((value) => value !== undefined)
      .map(decoded);
    if (values.includes(null)) return null;
    const variant = parameterVariants(params).find((v) => v.length === values.length) ?? [];
    const found = {};
    variant.forEach((p, i) => {
      found[p.name] = values[i];
    });
    return { route, params: found };
  }
  return null;
}

export { routes };
