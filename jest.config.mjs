import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Backend sources are NodeNext ESM and import siblings with a `.js` suffix.
const jsSuffix = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const alias = { '^@/(.*)$': '<rootDir>/$1' };

// Packages that ship ESM only must be compiled for jest's CommonJS runtime (ky, next-intl's browser build, and parts of msw).
const ESM_ONLY = ['ky', 'rettime', 'until-async', '@open-draft', 'next-intl', 'use-intl'];

async function project(name, env, extra = {}) {
  const config = await createJestConfig({
    displayName: name,
    testEnvironment: env,
    roots: [`<rootDir>/tests/${name}`],
    moduleNameMapper: { ...alias, ...jsSuffix },
    ...extra,
  })();
  const [, ...others] = config.transformIgnorePatterns;
  return {
    ...config,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`, ...others.slice(1)],
  };
}

const config = async () => ({
  // A global option (a project's own is ignored): backend suites start an app on a real database in their hooks.
  testTimeout: 30000,
  // The backend suites' seeded database templates, built once a run (tests/backend/testDb.ts).
  globalSetup: '<rootDir>/tests/jestGlobalSetup.mjs',
  globalTeardown: '<rootDir>/tests/jestGlobalTeardown.mjs',
  // A worker per core: jest's default leaves one core to itself, which on CI's two halves the suite's pace (the
  // backend suites wait on their databases as much as they compute). 412 s with one worker, 263 s with two.
  maxWorkers: '100%',
  projects: [
    await project('unit', 'node'),
    await project('components', 'jest-fixed-jsdom', {
      setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
    }),
    await project('backend', 'node'),
  ],
});

export default config;
