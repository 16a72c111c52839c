import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';

/**
 * The site's own pages the CMS edits: 关于我们 (`about`), 产品详情 (`product`), 下载客户端 (`download`) and 公告
 * (`notice`). `content` is the CMS's HTML; the site sanitises it where it renders it.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    publishtime: timestamp('publishtime', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_pages_kind_check', sql`${t.kind} in ('about', 'product', 'download', 'notice')`),
    index('site_pages_kind_idx').on(t.kind, t.sort),
  ],
);
