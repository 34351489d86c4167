/**
 * Accounts: users, sessions, password resets, e-mail verification, the e-mail outbox and client
 * error logs.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@mealprep/shared/staff';
import { createdAt } from './columns';

export const userRole = pgEnum('user_role', USER_ROLES);
export const gender = pgEnum('gender', ['M', 'F']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** An argon2id PHC string (lib/password.ts); first-release rows may hold `scrypt$...`. */
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNo: varchar('phone_no', { length: 20 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: gender('gender'),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('MY'),
    /** Path under the public storage address, e.g. `/storage/profile/ab12.png`. */
    profileImage: text('profile_image'),
    /** Offers and news by e-mail (the profile's "offers" switch). */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** Reminders the day before a delivery or pickup; receipts and security notices always go. */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    /**
     * When the owner of `email` opened the link mailed there (docs/accounts.md); null until then.
     * Accounts older than verification count as verified (migration 0019).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** A new address asked for, applied once the link mailed to it is opened. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case; a duplicate is a 422, never a 500.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Customers register with the full docs/spec.md §3 form; staff accounts have no personal details.
    check(
      'users_customer_details',
      sql`${table.role} <> 'customer' or (${table.phoneNo} is not null and ${table.dateOfBirth} is not null and ${table.gender} is not null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's token (hex); the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

/**
 * Single-use links that prove an address (docs/accounts.md): the account's own, or the new one
 * of an e-mail change (`email`, the address the link was mailed to). Stored hashed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verifications_token_hash_unique').on(table.tokenHash),
    index('email_verifications_user_id_idx').on(table.userId),
  ],
);

/**
 * "Forgot password" requests waiting for the reset-mail job (mail/password-reset-mails.ts): the
 * request only writes this row, the same for any address, so nothing it does after answering
 * says whether the address has an account.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  locale: varchar('locale', { length: 5 }),
  createdAt: createdAt(),
});

/** Every e-mail the shop sends is a row first (docs/architecture.md §7); SMTP delivery marks it sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 50 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /**
     * The plain-text part; null while a mail written as `template` and `templateProps` has not
     * been rendered yet (the sending job renders it, docs/architecture.md §7.1).
     */
    textBody: text('text_body'),
    /** The HTML part, rendered from the same template as the text (api/src/mail/templates). */
    htmlBody: text('html_body'),
    /** The registered template the parts are rendered from at sending (api/src/mail/templates). */
    template: varchar('template', { length: 60 }),
    /** The template's data, as it was when the event happened. */
    templateProps: jsonb('template_props'),
    /** The language it was written in ('en-US', 'ms-MY'). */
    locale: varchar('locale', { length: 5 }),
    /**
     * The event it reports, e.g. `order_confirmation:42`: one mail per event however often the
     * event is replayed or however many processes see it (a second insert does nothing).
     */
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may try it (again): now when written, later after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Set after the last allowed attempt failed: an admin looks at it, nobody retries. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Mails to one address, newest last: the admin's filter and the hourly cap per recipient.
    index('email_outbox_recipient_idx').on(sql`lower(${table.toAddress})`, table.createdAt),
    uniqueIndex('email_outbox_dedupe_key_unique').on(table.dedupeKey),
    // A mail is written whole, or as the template and data it is rendered from when sent.
    check(
      'email_outbox_has_body',
      sql`${table.textBody} is not null or (${table.template} is not null and ${table.templateProps} is not null)`,
    ),
    // The worker's queue: unsent rows that have not been given up, by when they are due.
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.gaveUpAt} is null`),
  ],
);

/** Client-side errors reported through `POST /api/log` (docs/spec.md §7, docs/architecture.md §2). */
export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    statusCode: integer('status_code').notNull(),
    message: text('message').notNull(),
    /** When the browser saw the error (its clock). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** As reported; not a foreign key, so a log outlives its user and cannot fail on a bad id. */
    userId: integer('user_id'),
    remote: varchar('remote', { length: 100 }),
    remoteVersion: varchar('remote_version', { length: 100 }),
    url: varchar('url', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [
    // The admin log screen filters by status or user and always sorts newest first. `ORDER BY
    // x DESC` means NULLS FIRST, so the indexes say so too, or the planner cannot walk them.
    index('logs_created_at_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_status_code_idx').on(
      table.statusCode,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_user_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_remote_idx').on(table.remote, table.remoteVersion),
  ],
);
