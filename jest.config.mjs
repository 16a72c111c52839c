import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Backend sources are NodeNext ESM and import siblings with a `.js` suffix.
const jsSuffix = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const alias = { '^@/(.*)$': '<rootDir>/$1' };

const project = (name, env, extra = {}) =>
  createJestConfig({
    displayName: name,
    testEnvironment: env,
    roots: [`<rootDir>/tests/${name}`],
    moduleNameMapper: { ...alias, ...jsSuffix },
    ...extra,
  })();

const config = async () => ({
  projects: [
    await project('unit', 'node'),
    await project('components', 'jest-fixed-jsdom', {
      setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    }),
    await project('backend', 'node', { testTimeout: 30000 }),
  ],
});

export default config;
