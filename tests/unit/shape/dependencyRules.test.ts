// The shape rules of `npm run lint` fail on code that breaks them: a small tree in a temporary folder, one file
// per forbidden arrow, cruised with the project's own .dependency-cruiser.cjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

const TREE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  'node_modules/ky/package.json': JSON.stringify({ name: 'ky', main: 'index.js' }),
  'node_modules/ky/index.js': 'module.exports = {};',
  'lib/api/articles.ts':
    'export type Article = { id: number };\nexport const readArticle = () => ({ id: 1 });',
  'lib/api/request.ts': "import ky from 'ky';\nexport const get = ky;",
  'lib/api/session.ts': "import { token } from '@/lib/auth/tokens';\nexport const session = token;",
  'lib/auth/tokens.ts': "export const token = 'x';",
  'lib/format/count.ts': "import { Leaf } from '@/components/article/Leaf';\nexport const count = Leaf;",
  'lib/format/date.ts': "import { readArticle } from '@/lib/api/articles';\nexport const date = readArticle;",
  'lib/stats/a.ts': "import { b } from './b';\nexport const a = b;",
  'lib/stats/b.ts': "import { a } from './a';\nexport const b = a;",
  'lib/contract/ops.ts': "import { count } from '@/lib/format/count';\nexport const ops = count;",
  'components/article/Leaf.tsx':
    "import { readArticle } from '@/lib/api/articles';\nexport const Leaf = readArticle;",
  'components/article/TypedLeaf.tsx':
    "import type { Article } from '@/lib/api/articles';\nexport const TypedLeaf = (a: Article) => a.id;",
  'components/article/ArticleScreen.tsx':
    "import { readArticle } from '@/lib/api/articles';\nexport const ArticleScreen = readArticle;",
  'components/article/Praise.island.tsx':
    "import { readArticle } from '@/lib/api/articles';\nexport const Praise = readArticle;",
  'components/article/Fetcher.tsx': "import ky from 'ky';\nexport const Fetcher = ky;",
  'backend/reading/routes.ts':
    "import { count } from '../../lib/format/count';\nexport const routes = count;",
  'backend/reading/ops.ts': "import { ops } from '../../lib/contract/ops';\nexport const used = ops;",
};

let dir = '';
let output = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shape-'));
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const cli = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const config = path.join(ROOT, '.dependency-cruiser.cjs');
  const run = spawnSync(
    process.execPath,
    [cli, 'lib', 'components', 'backend', '--config', config, '--output-type', 'err'],
    { cwd: dir, encoding: 'utf8' },
  );
  output = run.stdout + run.stderr;
  expect(run.status).not.toBe(0);
}, 60000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function violations(rule: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.includes(`error ${rule}:`))
    .map((line) => line.slice(line.indexOf(':') + 1).trim());
}

test('a cycle fails, type imports included', () => {
  expect(violations('no-cycles').some((line) => line.startsWith('lib/stats/a.ts'))).toBe(true);
});

test('lib importing a component fails', () => {
  expect(violations('lib-below-components')).toEqual(['lib/format/count.ts → components/article/Leaf.tsx']);
});

test('a lib folder importing one above it fails: lib/api below lib/auth, lib/format below lib/api', () => {
  expect(violations('lib-layer-api')).toEqual(['lib/api/session.ts → lib/auth/tokens.ts']);
  expect(violations('lib-layer-format-html')).toEqual(['lib/format/date.ts → lib/api/articles.ts']);
});

test('the contract importing the rest of the site fails', () => {
  expect(violations('contract-stands-alone')).toEqual(['lib/contract/ops.ts → lib/format/count.ts']);
});

test('the backend importing the site fails, except the contract', () => {
  expect(violations('backend-imports-only-the-contract')).toEqual([
    'backend/reading/routes.ts → lib/format/count.ts',
  ]);
});

test('ky outside lib/api fails', () => {
  expect(violations('ky-only-in-lib-api')).toEqual([
    'components/article/Fetcher.tsx → node_modules/ky/index.js',
  ]);
});

test('a leaf reading lib/api fails; a screen, an island and a type import do not', () => {
  expect(violations('leaves-take-props')).toEqual(['components/article/Leaf.tsx → lib/api/articles.ts']);
});
