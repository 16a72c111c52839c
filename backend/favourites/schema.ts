import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';
import { articles } from '../reading/schema.js';

/** A member's favourite (收藏) article; one per member and article. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileId] }),
    index('favourites_member_idx').on(t.userId, t.createdAt),
  ],
);
