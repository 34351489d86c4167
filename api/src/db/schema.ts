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

/** Text in every locale of the shop (SPEC §1: en-US and ms-MY). */
export interface LocalizedText {
  'en-US': string;
  'ms-MY': string;
}

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['customer', 'admin']);
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
    emailNotifications: boolean('email_notifications').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case; a duplicate is a 422, never a 500.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Customers register with the full SPEC §3 form; the seeded admin has no personal details.
    check(
      'users_customer_details',
      sql`${table.role} = 'admin' or (${table.phoneNo} is not null and ${table.dateOfBirth} is not null and ${table.gender} is not null)`,
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

/** Every e-mail the shop sends is a row first (ARCHITECTURE §7); SMTP delivery marks it sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 50 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_to_address_idx').on(sql`lower(${table.toAddress})`)],
);

/** Client-side errors reported through `POST /api/log` (SPEC §7, ARCHITECTURE §2). */
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
    index('logs_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('logs_status_code_idx').on(table.statusCode),
    index('logs_remote_idx').on(table.remote, table.remoteVersion),
  ],
);

export const questionGroup = pgEnum('question_group', ['essential', 'meal']);
export const questionSelection = pgEnum('question_selection', ['single', 'multiple']);

/** The questionnaire's question types (SPEC §3 "each question has question_type.name"). */
export const questionTypes = pgTable(
  'question_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    group: questionGroup('group').notNull(),
    selection: questionSelection('selection').notNull(),
    /** Only the allergies step may be skipped (SPEC §4). */
    skippable: boolean('skippable').notNull().default(false),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
  },
  (table) => [uniqueIndex('question_types_name_unique').on(table.name)],
);

/**
 * Answer options. Meal options (protein, carbohydrate, ...) will point at a recipe once the
 * catalogue exists: `recipe_id` is reserved for that foreign key.
 */
export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionTypeId: integer('question_type_id')
      .notNull()
      .references(() => questionTypes.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 50 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** Machine-readable value where the code is not enough (meals per day, days per week). */
    value: integer('value'),
    /** 'none' for garnish and sauce clears the other choices (SPEC §4). */
    exclusive: boolean('exclusive').notNull().default(false),
    position: integer('position').notNull(),
    recipeId: integer('recipe_id'),
  },
  (table) => [
    uniqueIndex('question_options_type_code_unique').on(table.questionTypeId, table.code),
  ],
);

export const pageName = pgEnum('page_name', ['home', 'about']);

/**
 * Home and About sections supplied by the server (SPEC §1). `content` holds the section's
 * fields per locale, e.g. `{ "en-US": { title, description, how_it_works_steps }, "ms-MY": ... }`.
 */
export const pageSections = pgTable(
  'page_sections',
  {
    id: serial('id').primaryKey(),
    page: pageName('page').notNull(),
    key: varchar('key', { length: 50 }).notNull(),
    position: integer('position').notNull(),
    content: jsonb('content').$type<Record<'en-US' | 'ms-MY', Record<string, unknown>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_sections_page_key_unique').on(table.page, table.key)],
);
