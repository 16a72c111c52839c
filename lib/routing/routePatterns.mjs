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

function sourceFor(prefix, params) {
  return params.length ? `${prefix}/${params.map((p) => `:${p.name}`).join('/')}.html` : `${prefix}.html`;
}

/**
 * The order of the rewrites: home, the news article, the column and the other article types first, then the
 * table's order. Next checks the rewrites in turn inside every render until it reaches the page's own, compiling
 * each pattern anew (about 4 µs apiece here), and the column's were 86th to 88th of 118. No URL matches two
 * routes' patterns (each route has a first segment of its own, tests/unit/routing/routes.test.ts), so the order
 * takes no URL elsewhere.
 */
const FIRST_TRIED = ['home', 'newsDetail', 'columnDetail'];
const readMost = [
  ...FIRST_TRIED.map((name) => routes.find((route) => route.name === name)),
  ...routes.filter((route) => route.article && !FIRST_TRIED.includes(route.name)),
];
const rewriteOrder = [...readMost, ...routes.filter((route) => !readMost.includes(route))];

/**
 * next.config.mjs rewrites: every spelling of every route onto its App Router folder, params as query.
 * Next prefixes both sides with the configured basePath itself.
 */
export function routeRewrites() {
  return rewriteOrder.flatMap((route) => {
    const { prefix, params } = parsePattern(route.path);
    const sources = parameterVariants(params).map((variant) => ({
      source: sourceFor(prefix, variant),
      destination:
        route.folder + (variant.length ? '?' + variant.map((p) => `${p.name}=:${p.name}`).join('&') : ''),
    }));
    const aliases = (route.aliases ?? []).map((alias) => ({ source: alias, destination: route.folder }));
    return [...sources, ...aliases];
  });
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
