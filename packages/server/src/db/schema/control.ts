import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredAttachment } from '../../platform/mail.ts';

/** Control-plane tables: identity and sessions. No tenant_id (DESIGN.md §3, Control plane). */

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('id'),
    theme: text('theme').notNull().default('green'),
    colormode: text('colormode').notNull().default('light'),
    creator: boolean('creator').notNull().default(true),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const administrators = pgTable(
  'administrators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('administrators_email_key').on(sql`lower(${t.email})`)],
);

/**
 * One row per sign-in. `kind` separates user and administrator sessions; a user has at most one open
 * session (a new sign-in ends the others with reason 'replaced').
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId).where(sql`${t.endedAt} is null`)],
);

/** Verification and password-reset tokens: only the SHA-256 of the token is stored; single use. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash)],
);

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** The mail's files (a printed document's PDF), base64, kept until it is sent (platform/mail.ts). */
  attachments: jsonb('attachments').$type<StoredAttachment[]>(),
  /** When a process last claimed the mail to send it: another leaves it alone for a few minutes. */
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
});

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_user_token_key').on(t.userId, t.token)],
);

/** Server-wide settings such as the generated JWT signing secret when JWT_SECRET is not given. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Failed sign-in attempts per username, for the 10-in-15-minutes limit; shared by every app server. */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signin_failures_username_at_idx').on(t.username, t.at)],
);

/**
 * Sign-in attempts per login (lower-cased username or e-mail) in the current 15-minute window: one row per
 * login, so the upsert that counts an attempt takes a row lock and concurrent attempts count one after another.
 * Millisecond precision so the window start read back into a JS Date still matches the stored value.
 */
export const signinAttempts = pgTable('signin_attempts', {
  login: text('login').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(1),
});
