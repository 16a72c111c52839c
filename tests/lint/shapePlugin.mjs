// ESLint rules that keep the code's shape (README.md, "The shape") where dependency-cruiser, which sees only
// imports, cannot look.

/** Files that may start with `'use client'`: islands, hooks, and Next's error boundaries, which must. */
export const CLIENT_FILE =
  /(\.island\.tsx|\/use[A-Z][A-Za-z]*\.tsx?|(^|\/)app\/(.*\/)?(global-)?error\.tsx)$/;

const useClientInIslands = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' only in *.island.tsx files, hooks (useX.ts) and error boundaries" },
    messages: {
      misplaced:
        "'use client' makes this file ship to the browser: name it X.island.tsx (or useX.ts for a hook) so the tree says so.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    return {
      Program(program) {
        const directive = program.body.find(
          (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
        );
        if (directive && !CLIENT_FILE.test(file)) context.report({ node: directive, messageId: 'misplaced' });
      },
    };
  },
};

export const shapePlugin = { rules: { 'use-client-in-islands': useClientInIslands } };
