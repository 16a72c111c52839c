import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// Accounts (订阅号) and their categories, and members' subscriptions to them.

/** A category of accounts; `code` (XYACCOUNT) names the tree, a child always carries its parent's code. */
export const xyCats = pgTable(
  'xy_cats',
  {
    // The CMS's own ids (PUT /ingest/xyCats/:catID), so not serial.
    catId: integer('cat_id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // 0 marks a top-level category, so this is not a foreign key; ingest checks that the parent exists.
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('xy_cats_code_idx').on(t.code, t.parentId, t.sort),
    index('xy_cats_parent_idx').on(t.parentId),
  ],
);

/** An account (订阅号). Spec section 4: xyStatus 1 or 4, or xyForbidden 1, make it an empty account. */
export const xyAccounts = pgTable(
  'xy_accounts',
  {
    xyId: integer('xy_id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    intro: text('intro').notNull().default(''),
    catId: integer('cat_id')
      .notNull()
      .references(() => xyCats.catId),
    xyStatus: smallint('xy_status').notNull().default(0),
    xyForbidden: smallint('xy_forbidden').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xy_accounts_cat_idx').on(t.catId, t.xyId)],
);

/** A member's subscription to an account; one per member and account. */
export const xySubscriptions = pgTable(
  'xy_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.xyId] }),
    index('xy_subscriptions_xy_idx').on(t.xyId),
    index('xy_subscriptions_member_idx').on(t.userId, t.createdAt),
  ],
);
