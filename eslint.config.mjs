import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { shapePlugin } from './tests/lint/shapePlugin.mjs';

/**
 * Imports refused everywhere but lib/api: HTTP goes through lib/api; dates and numbers through getSiteFormatter;
 * server strings through lib/i18n/translations.ts.
 */
const RESTRICTED_EVERYWHERE = [
  { name: 'ky', message: 'HTTP goes through lib/api (design.md).' },
  {
    name: 'next-intl/server',
    importNames: ['getFormatter'],
    message: 'Use getSiteFormatter (lib/i18n/formatter.ts): Intl does not know the locale id cn.',
  },
  {
    name: 'next-intl/server',
    importNames: ['getTranslations'],
    message: 'Use getTranslations from lib/i18n/translations.ts: it parses each message once per process.',
  },
  {
    name: 'next-intl',
    importNames: ['useFormatter'],
    message: 'Format on the server with getSiteFormatter, or formatDay with a DayFormat in islands.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'public/**',
    '.next/**',
    '.data/**',
    'backend/dist/**',
    'backend/core/migrations/**',
    'tests/.output/**',
    'next-env.d.ts',
  ]),
  {
    // design.md: lib/api is the one HTTP client; nothing else imports ky. Dates and numbers are formatted in the
    // locale's BCP 47 tag (lib/i18n/formatter.ts), never with next-intl's formatter, which hands Intl the id `cn`.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_EVERYWHERE,
          patterns: ['ky/*'],
        },
      ],
    },
  },
  {
    // Pages and islands never import next-intl's client: it brings its ICU message parser (15 KB gzip) to the
    // browser. Islands take their strings from IslandMessages (useIslandTranslations) and times as props. Nor does
    // lib: a server module importing next-intl's main entry puts its client provider into the client chunks of
    // every page it is part of (the root layout's: every page); lib/i18n takes what it needs from use-intl/core.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...RESTRICTED_EVERYWHERE,
            {
              name: 'next-intl',
              allowTypeImports: true,
              message:
                'Islands use useIslandTranslations (IslandMessages); times and zones come as props; lib/i18n ' +
                'uses use-intl/core (next-intl would ship its client provider with every page).',
            },
          ],
          patterns: ['ky/*'],
        },
      ],
    },
  },
  {
    // What ships to the browser is visible in the tree: `'use client'` only in islands, hooks and Next's error
    // boundaries (README.md, "The shape").
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { shape: shapePlugin },
    rules: { 'shape/use-client-in-islands': 'error' },
  },
  {
    // Article and list pictures and accounts' icons come from the CMS's own image hosts at the sizes the CMS
    // made (picSmall, picMiddle, picBig), so they are plain <img> with width, height and lazy loading rather than
    // re-encoded through Next's image optimiser.
    files: ['components/{account,article,column,paper,topic,sitePage,vote}/**/*.tsx', 'app/**/page.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // The reference backend is a separate Node service, not part of the Next app.
    files: ['backend/**/*.ts', 'tests/backend/**/*.ts'],
    rules: { '@next/next/no-assign-module-variable': 'off' },
  },
]);
