// The class names of the production build's CSS modules: `_` and six characters of a hash of the stylesheet's path
// and the class, where Next's own (`ArticleList_thumbRight__fkQ9r`) are three to four times as long. Each name is
// written into the HTML and the RSC payload of every page that draws it and into the class maps of the scripts that
// draw it in the browser: the short names took 0.27 KB (gzip) off home's own scripts. next.config.mjs hands this to
// every CSS-module loader of a production build, server and browser alike (both must name a class the same); `next
// dev` keeps Next's readable names. Two classes that would share a name fail the build.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The name of `className` in the stylesheet at `file` (its path from the project's root, with `/`). */
export function shortClassName(file, className) {
  return `_${createHash('sha1').update(`${file}#${className}`).digest('base64url').slice(0, 6)}`;
}

/** A css-loader `getLocalIdent` naming classes with `nameOf`, which throws on a second owner of one name. */
export function shortLocalIdent(nameOf = shortClassName) {
  const owners = new Map();
  return (context, _localIdentName, className) => {
    const file = path.relative(context.rootContext, context.resourcePath).replace(/\\+/g, '/');
    const name = nameOf(file, className);
    const owner = `${file} .${className}`;
    const earlier = owners.get(name);
    if (earlier !== undefined && earlier !== owner)
      throw new Error(`CSS modules: ${earlier} and ${owner} would both be named ${name}`);
    owners.set(name, owner);
    return name;
  };
}

/** Each loader in webpack's `rules` (with their `oneOf`, `rules` and `use`), for `visit` to change in place. */
function eachLoader(rules, visit) {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    eachLoader(rule.oneOf, visit);
    eachLoader(rule.rules, visit);
    for (const use of Array.isArray(rule.use) ? rule.use : [rule.use])
      if (use && typeof use === 'object') visit(use);
  }
}

/**
 * Has the CSS-module loaders of a webpack `config` (Next's css-loader with its getCssModuleLocalIdent; next/font's
 * own loader keeps its names) name classes with shortLocalIdent. Returns how many loaders it changed.
 */
export function shortenClassNames(config) {
  const getLocalIdent = shortLocalIdent();
  let changed = 0;
  eachLoader(config.module?.rules, (use) => {
    const modules = use.options?.modules;
    if (
      !/[\\/]css-loader[\\/]/.test(use.loader ?? '') ||
      modules?.getLocalIdent?.name !== 'getCssModuleLocalIdent'
    )
      return;
    use.options = { ...use.options, modules: { ...modules, getLocalIdent } };
    changed += 1;
  });
  return changed;
}
