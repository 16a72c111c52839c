import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VoteInfoField, VoteTheme } from '../../lib/contract/votes.js';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// The votes domain's tables: a vote with its window, head image, themes, member-info rule and limits; its options
// with pictures, counts and views; each member's tally (the limits' one counter row); what members filled in for
// the member-info rule; and the log of every vote cast.

/**
 * A vote. `activityId` is the activity it belongs to, when it belongs to one (the activities domain's; no foreign
 * key, so either domain stands alone). Limits are per member: votes a China day (`perDay`), votes for one option in
 * all (`perOption`) and votes in all (`total`); 0 is no limit. `closedAt` is set when the CMS ends it early.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    headImage: text('head_image').notNull().default(''),
    themes: jsonb('themes').$type<VoteTheme[]>().notNull().default([]),
    infoRule: jsonb('info_rule').$type<VoteInfoField[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    perDay: integer('per_day').notNull().default(1),
    perOption: integer('per_option').notNull().default(0),
    total: integer('total').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('votes_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('votes_limits_check', sql`${t.perDay} >= 0 and ${t.perOption} >= 0 and ${t.total} >= 0`),
    index('votes_activity_idx').on(t.activityId),
  ],
);

/** An option (选手, 作品): its number within the vote, picture, votes and views. */
export const voteOptions = pgTable(
  'vote_options',
  {
    id: serial('id').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    picture: text('picture').notNull().default(''),
    voteCount: integer('vote_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vote_options_number_idx').on(t.voteId, t.number),
    index('vote_options_rank_idx').on(t.voteId, t.voteCount),
    check('vote_options_counts_check', sql`${t.voteCount} >= 0 and ${t.viewCount} >= 0 and ${t.number} > 0`),
  ],
);

/**
 * One member's votes in one vote, the row every limit is checked and counted on in one statement
 * (voteRepo.castVotes): votes on `day` (a China date), in all, and per option (`optionCounts`, option id → votes).
 */
export const voteTallies = pgTable(
  'vote_tallies',
  {
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dayCount: integer('day_count').notNull(),
    total: integer('total').notNull(),
    optionCounts: jsonb('option_counts').$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);

/** What a member filled in for a vote's member-info rule (field key → answer). */
export const voteVoters = pgTable(
  'vote_voters',
  {
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    info: jsonb('info').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);

/** Every vote cast, for the CMS's export: who, for which option, from which address, when. */
export const voteLogs = pgTable(
  'vote_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => voteOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('vote_logs_vote_idx').on(t.voteId, t.id)],
);
