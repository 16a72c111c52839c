import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../core/tableColumns.js';

export const tokenKind = pgEnum('token_kind', ['anonymous', 'access', 'refresh']);

/** Reader tokens. Only a SHA-256 of each token is stored, so a leaked table holds no usable token. */
export const tokens = pgTable(
  'tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: tokenKind('kind').notNull(),
    device: text('device').notNull(),
    familyId: text('family_id').notNull(),
    // null for anonymous readers; members get their id once sign-in exists.
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_family_idx').on(t.familyId), index('tokens_expires_idx').on(t.expiresAt)],
);

/** Tokens of the xyAuth appKey flow (`auth`), also stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appKey: text('app_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_expires_idx').on(t.expiresAt)],
);
