// The project's own lint config refuses what would bring next-intl's client (and its ICU parser) to the browser,
// and next-intl's per-request translations on the server: each sample linted as if it stood at its path, in one
// child process (ESLint loads its config as ES modules).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

const SAMPLES: [string, string][] = [
  ['components/column/Clock.island.tsx', "import { useNow } from 'next-intl';\nexport const a = useNow;\n"],
  [
    'app/home/page.tsx',
    "import { NextIntlClientProvider } from 'next-intl';\nexport const a = NextIntlClientProvider;\n",
  ],
  ['app/home/loading.tsx', "import ky from 'ky';\nexport const a = ky;\n"],
  [
    'lib/i18n/formatter.ts',
    "import { createFormatter } from 'use-intl/core';\nexport const a = createFormatter;\n",
  ],
  // next-intl's main entry from a server module puts its client provider into every page that module is part of.
  [
    'lib/i18n/locales.ts',
    "import { createFormatter } from 'next-intl';\nexport const a = createFormatter;\n",
  ],
  ['lib/i18n/types.ts', "import type { Locale } from 'next-intl';\nexport type A = Locale;\n"],
  [
    'components/column/ColumnHead.tsx',
    "import { getTranslations } from 'next-intl/server';\nexport const a = getTranslations;\n",
  ],
  [
    'components/column/Strings.island.tsx',
    "import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';\nexport const a = useIslandTranslations;\n",
  ],
];

const LINT = `
const { ESLint } = await import('eslint');
const eslint = new ESLint({ cwd: process.cwd() });
const samples = JSON.parse(process.argv[1]);
const out = {};
for (const [filePath, code] of samples) {
  const [result] = await eslint.lintText(code, { filePath });
  out[filePath] = result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}
console.log(JSON.stringify(out));
`;

let refused: Record<string, string[]> = {};
beforeAll(() => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(SAMPLES)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  refused = JSON.parse(run.stdout) as Record<string, string[]>;
}, 60_000);

describe('restricted imports', () => {
  it('refuse next-intl’s client in islands and pages', () => {
    expect(refused['components/column/Clock.island.tsx']).toEqual([
      expect.stringContaining('useIslandTranslations'),
    ]);
    expect(refused['app/home/page.tsx']).toEqual([expect.stringContaining('useIslandTranslations')]);
  });

  it('keep the refusals every file has there too', () => {
    expect(refused['app/home/loading.tsx']).toEqual([expect.stringContaining('lib/api')]);
  });

  it('let the server formatter use use-intl, and islands their own strings', () => {
    expect(refused['lib/i18n/formatter.ts']).toEqual([]);
    expect(refused['components/column/Strings.island.tsx']).toEqual([]);
  });

  it("refuse next-intl's main entry in lib, but not its types", () => {
    expect(refused['lib/i18n/locales.ts']).toEqual([expect.stringContaining('use-intl/core')]);
    expect(refused['lib/i18n/types.ts']).toEqual([]);
  });

  it("refuse next-intl's per-request getTranslations: lib/i18n/translations.ts has the process's", () => {
    expect(refused['components/column/ColumnHead.tsx']).toEqual([
      expect.stringContaining('lib/i18n/translations.ts'),
    ]);
  });
});
