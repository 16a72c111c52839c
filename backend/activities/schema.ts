import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SignUpField } from '../../lib/contract/activities.js';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// The activities domain's tables: activities (with sign-up, a vote, or both: the votes' own tables are
// backend/votes'), their sign-ups, the partner shops that redeem their vouchers, and the vouchers.

/**
 * An activity. `hasSignUp` gives it the sign-up window, capacity and form; `hasVote` a vote (backend/votes).
 * `registeredCount` is the places taken: moved only by the one conditional UPDATE of a sign-up, and the check
 * keeps it within `capacity` (0: no limit) whatever else writes. `closedAt` is an editor's early close.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    poster: text('poster').notNull().default(''),
    summary: text('summary').notNull().default(''),
    place: text('place').notNull().default(''),
    rules: text('rules').notNull().default(''),
    hasSignUp: boolean('has_sign_up').notNull().default(true),
    hasVote: boolean('has_vote').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    signUpStartsAt: timestamp('sign_up_starts_at', { withTimezone: true }),
    signUpEndsAt: timestamp('sign_up_ends_at', { withTimezone: true }),
    capacity: integer('capacity').notNull().default(0),
    registeredCount: integer('registered_count').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    fields: jsonb('fields').$type<SignUpField[]>().notNull().default([]),
    // The app alone shows how a sign-up is getting on: the member's list answers 10201 for it.
    progressInApp: boolean('progress_in_app').notNull().default(false),
    // '' when a sign-up earns no voucher.
    voucherTitle: text('voucher_title').notNull().default(''),
    voucherExpiresAt: timestamp('voucher_expires_at', { withTimezone: true }),
    // A partner's own redemption page, used instead of this site's codes when set.
    verifyUrl: text('verify_url').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'activities_places_check',
      sql`${t.capacity} >= 0 and ${t.registeredCount} >= 0 and (${t.capacity} = 0 or ${t.registeredCount} <= ${t.capacity})`,
    ),
    check('activities_window_check', sql`${t.startsAt} <= ${t.endsAt}`),
    check(
      'activities_sign_up_window_check',
      sql`not ${t.hasSignUp} or (${t.signUpStartsAt} is not null and ${t.signUpEndsAt} is not null and ${t.signUpStartsAt} <= ${t.signUpEndsAt})`,
    ),
    index('activities_list_idx').on(t.published, t.startsAt),
  ],
);

/** A member's sign-up: one per member and activity, kept by the unique index. */
export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    // Every answer by field key, name and phone included.
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_registrations_member_idx').on(t.activityId, t.userId),
    index('activity_registrations_list_idx').on(t.activityId, t.id),
    index('activity_registrations_user_idx').on(t.userId, t.id),
  ],
);

/** A partner shop that redeems an activity's vouchers; its staff confirm with their code (kept as SHA-256). */
export const activityShops = pgTable(
  'activity_shops',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    staffCodeHash: text('staff_code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_shops_activity_idx').on(t.activityId)],
);

/**
 * A voucher: a sign-up's (`registrationId`), or a prize the CMS gave a member. `usedAt` and `usedShopId` are set
 * together, once, by the write-off's conditional UPDATE.
 */
export const activityVouchers = pgTable(
  'activity_vouchers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => activityRegistrations.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedShopId: integer('used_shop_id').references(() => activityShops.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_vouchers_code_idx').on(t.code),
    uniqueIndex('activity_vouchers_registration_idx').on(t.registrationId),
    index('activity_vouchers_user_idx').on(t.userId, t.id),
  ],
);
