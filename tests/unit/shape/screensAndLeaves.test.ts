import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Screens fetch, leaves render (README, "Architecture in brief"). A route's data is loaded in one server component:
// its page, the `*Screen` it delegates to, or the `*Metadata` helpers that build its metadata. Every other
// component gets props: a server leaf imports from lib/api and lib/auth only types and pure helpers (models,
// constants, URL builders), never a module that calls the backend or reads the session; and what runs in the
// browser (islands, hooks, and what they import) never reaches a server-only module.
const root = join(__dirname, '../../..');

interface Import {
  specifier: string;
  /** Whether it brings a value (not only types) into the module. */
  values: boolean;
}

/** The module's static imports and re-exports, with whether each brings a value. */
function importsIn(fileName: string, source: string): Import[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const values =
        !clause ||
        (!clause.isTypeOnly &&
          (clause.name !== undefined ||
            (named !== undefined &&
              (ts.isNamespaceImport(named) || named.elements.some((element) => !element.isTypeOnly)))));
      found.push({ specifier: statement.moduleSpecifier.text, values });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push({ specifier: statement.moduleSpecifier.text, values: !statement.isTypeOnly });
    }
  }
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js'];

/** A site path (`@/lib/api/x`) as a file of the repository; null for packages. */
function resolveSite(specifier: string): string | null {
  if (!specifier.startsWith('@/')) return null;
  const base = join(root, specifier.slice(2));
  const file = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file ?? null;
}

const sourceOf = (file: string) => readFileSync(file, 'utf8');
const importsOfFile = (file: string) => importsIn(file, sourceOf(file));

/** Whether a module is, or through its value imports reaches, one of `markers`. */
function reacher(markers: Set<string>) {
  const known = new Map<string, boolean>();
  const reaches = (file: string): boolean => {
    const seen = known.get(file);
    if (seen !== undefined) return seen;
    known.set(file, false);
    const found = importsOfFile(file).some(({ specifier, values }) => {
      if (!values) return false;
      if (markers.has(specifier)) return true;
      const target = resolveSite(specifier);
      return target !== null && reaches(target);
    });
    known.set(file, found);
    return found;
  };
  return reaches;
}

/** Modules that only ever run on the server. */
const reachesServer = reacher(new Set(['server-only', 'next/headers']));
/** Modules that call the backend (the transport), read the request or the session, or keep a cache. */
const reachesRuntime = reacher(new Set(['server-only', 'next/headers', 'next/server', 'next/cache', 'ky']));

const DATA_LAYERS = /^@\/lib\/(api|auth)\//;

/** A leaf's value imports of lib/api and lib/auth runtime modules: each is a fetch that belongs to its screen. */
const leafViolations = (fileName: string, source: string) =>
  importsIn(fileName, source)
    .filter(({ specifier, values }) => {
      const target = values && DATA_LAYERS.test(specifier) ? resolveSite(specifier) : null;
      return target !== null && reachesRuntime(target);
    })
    .map(({ specifier }) => specifier);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const components = walk(join(root, 'components')).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);
const name = (file: string) => relative(root, file);
const isLoader = (file: string) => /(Screen\.tsx|Metadata\.ts)$/.test(file);
const isClientEntry = (file: string) => /\.island\.tsx$|\/use[A-Z]\w*\.ts$/.test(file);

/** Islands, hooks, and every component they import: what runs in the browser. */
function clientSide(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, values } of importsOfFile(file)) {
      const target = values ? resolveSite(specifier) : null;
      if (target?.startsWith(join(root, 'components'))) visit(target);
    }
  };
  components.filter(isClientEntry).forEach(visit);
  return seen;
}

describe('screens fetch, leaves render', () => {
  const browser = clientSide();
  const leaves = components.filter((file) => !isLoader(file) && !browser.has(file));

  it('finds the screens, the browser side and the leaves', () => {
    expect(leaves.map(name)).toContain('components/article/SideList.tsx');
    expect(components.filter(isLoader).map(name)).toContain('components/article/ArticleScreen.tsx');
    expect([...browser].map(name)).toContain('components/member/MoreButton.tsx');
  });

  it('server leaves never import a lib/api or lib/auth module that fetches or reads the session', () => {
    const violations = leaves.flatMap((file) =>
      leafViolations(file, sourceOf(file)).map((specifier) => `${name(file)} → ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('what runs in the browser never reaches a server-only module', () => {
    const violations = [...browser].flatMap((file) =>
      importsOfFile(file)
        .filter(({ specifier, values }) => {
          const target = values ? resolveSite(specifier) : null;
          return target !== null && reachesServer(target);
        })
        .map(({ specifier }) => `${name(file)} → ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('tells a fetching leaf from one that takes types and pure helpers', () => {
    const fetching = [
      "import { getArticleCounts } from '@/lib/api/articles';",
      "import { isSignedIn, type Session } from '@/lib/auth/serverSession';",
      "import * as ads from '@/lib/api/ads';",
      "export { loadColumnAds } from '@/lib/api/ads';",
    ].join('\n');
    expect(leafViolations('Leaf.tsx', fetching)).toEqual([
      '@/lib/api/articles',
      '@/lib/auth/serverSession',
      '@/lib/api/ads',
      '@/lib/api/ads',
    ]);
    const typed = [
      "import type { Article } from '@/lib/api/articleModel';",
      "import { type Column } from '@/lib/api/columns';",
      "import { ARTICLE_TYPES } from '@/lib/api/articleModel';",
      "import { formatCount } from '@/lib/format/count';",
    ].join('\n');
    expect(leafViolations('Leaf.tsx', typed)).toEqual([]);
  });

  it('knows a module that reaches the server or the transport', () => {
    expect(reachesServer(join(root, 'lib/auth/serverSession.ts'))).toBe(true);
    expect(reachesServer(join(root, 'lib/api/mapping.ts'))).toBe(false);
    expect(reachesRuntime(join(root, 'lib/api/createApiClient.ts'))).toBe(true);
    expect(reachesRuntime(join(root, 'lib/api/articleModel.ts'))).toBe(false);
  });
});
