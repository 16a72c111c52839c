import { customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../core/tableColumns.js';
import { articles } from '../reading/schema.js';

/** PostgreSQL's tsvector, written as its text form (`'lexeme':1A`) so no text-search parser is involved. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index of an article: overlapping CJK bigrams (and single characters) plus Latin words, weighted
 * A title, B abstract, C body, D credits (search/searchText.ts builds it). `text` is the visible text
 * the result snippets are cut from. Published or not is decided by the article row at query time.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_documents_document_idx').using('gin', t.document)],
);

/** How often readers searched a keyword on a day (China time); searchHot sums the recent days. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index('search_keywords_day_idx').on(t.day)],
);
