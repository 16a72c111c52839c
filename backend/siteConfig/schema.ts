import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { JsonObject } from '../core/jsonFields.js';
import { updatedAt } from '../core/tableColumns.js';

/** The whole site config is one JSON document; the check keeps the table to a single row. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer('id').primaryKey().default(1),
    config: jsonb('config').$type<JsonObject>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);
