// `'use client'` only where the file's name says it ships to the browser.
import { RuleTester } from 'eslint';
import { shapePlugin } from '../../lint/shapePlugin.mjs';

const rule = shapePlugin.rules['use-client-in-islands'];
const tester = new RuleTester();
const clientFile = "'use client';\nexport const x = 1;";

tester.run('use-client-in-islands', rule, {
  valid: [
    { code: clientFile, filename: '/repo/components/article/Praise.island.tsx' },
    { code: clientFile, filename: '/repo/components/member/useMorePages.ts' },
    { code: clientFile, filename: '/repo/app/error.tsx' },
    { code: clientFile, filename: '/repo/app/search/error.tsx' },
    { code: 'export const x = 1;', filename: '/repo/components/article/ArticleCounts.tsx' },
  ],
  invalid: [
    {
      code: clientFile,
      filename: '/repo/components/article/Praise.tsx',
      errors: [{ messageId: 'misplaced' }],
    },
    { code: clientFile, filename: '/repo/lib/api/browserClient.ts', errors: [{ messageId: 'misplaced' }] },
    { code: clientFile, filename: '/repo/components/shell/user.ts', errors: [{ messageId: 'misplaced' }] },
  ],
});
