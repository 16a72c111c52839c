import type { ESLint, Rule } from 'eslint';

export const CLIENT_FILE: RegExp;
export const shapePlugin: ESLint.Plugin & { rules: { 'use-client-in-islands': Rule.RuleModule } };
