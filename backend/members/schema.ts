import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';

// Members: sign-in, verify codes, invitations and points.

/** A reader who signed in by phone, password or WeChat; `userId` is the spec's `userid`. */
export const members = pgTable(
  'members',
  {
    userId: serial('user_id').primaryKey(),
    // Each sign-in method is optional, but a bound phone, openid or unionid belongs to one member only.
    phone: text('phone'),
    // `scrypt$N$r$p$salt$hash` (members/password.ts); null until the member sets a password.
    passwordHash: text('password_hash'),
    wxOpenid: text('wx_openid'),
    wxUnionid: text('wx_unionid'),
    nickname: text('nickname').notNull().default(''),
    head: text('head').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    intro: text('intro').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Set by the CMS: the member's tokens answer 10103 and sign-in is refused until it is cleared again.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_phone_idx').on(t.phone),
    uniqueIndex('members_wx_openid_idx').on(t.wxOpenid),
    uniqueIndex('members_wx_unionid_idx').on(t.wxUnionid),
    uniqueIndex('members_invite_code_idx').on(t.inviteCode),
  ],
);

/** The image verify code a device was last shown; one per device, gone once checked. */
export const verifyCodes = pgTable('verify_codes', {
  device: text('device').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** SMS codes sent, stored as HMACs; only the newest unused one of a phone counts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Set by the wrong try that used up the attempts; the phone is locked out for a while after it.
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What the embedded SMS sender "delivered": readable through ingest only, for tests and demos. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** Single-use values (OAuth states, thirdLogin randoms) seen before, kept until they could no longer be valid. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    kind: text('kind').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.nonce] }), index('used_nonces_expires_idx').on(t.expiresAt)],
);

/** A member who entered another's invite code; each member may enter one code, once. */
export const inviteUses = pgTable(
  'invite_uses',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.userId, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('invite_uses_inviter_idx').on(t.inviterId, t.createdAt)],
);

/** Points a member earned; the unique index makes each action count once per article and China day. */
export const memberPoints = pgTable(
  'member_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    // The article read, shared or commented on; for an invitation, the other member.
    fileId: integer('file_id').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
    points: smallint('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_points_action_check', sql`${t.action} in ('read', 'share', 'comment', 'invite')`),
    uniqueIndex('member_points_once_idx').on(t.userId, t.action, t.fileId, t.day),
    index('member_points_day_idx').on(t.userId, t.day),
  ],
);
