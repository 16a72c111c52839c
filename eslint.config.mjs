import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'public/**',
    '.next/**',
    '.data/**',
    'backend/dist/**',
    'backend/db/migrations/**',
    'tests/.output/**',
    'next-env.d.ts',
  ]),
  {
    // design.md: lib/api is the one HTTP client; nothing else imports ky.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ky', message: 'HTTP goes through lib/api (design.md).' }], patterns: ['ky/*'] },
      ],
    },
  },
  {
    // The reference backend is a separate Node service, not part of the Next app.
    files: ['backend/**/*.ts', 'tests/backend/**/*.ts'],
    rules: { '@next/next/no-assign-module-variable': 'off' },
  },
]);
