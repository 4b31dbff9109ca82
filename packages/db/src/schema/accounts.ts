import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** E.164 form, e.g. +85510000001. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['shopper', 'staff', 'admin', 'rider'] })
      .notNull()
      .default('shopper'),
    status: text('status', { enum: ['active', 'inactive', 'deleted'] })
      .notNull()
      .default('active'),
    image: text('image'),
    /** The shopper's own bank account number (the mobile client's `account_number`), for refunds. */
    accountNumber: text('account_number'),
    /** Wallet balance in US cents (DOMAIN.md profile `total`). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_idx').on(t.phone)],
);

/** Login sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Shoppers' delivery addresses (DOMAIN.md: name, description, lat, long, default). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per shopper, whatever runs at once (issue 24).
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One-time codes: only a hash of the code is stored. `reference` (hashed) names a forgot-password
 * request; `confirmHash` is the one-use reference given back once the code is right.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['verify', 'forgot'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    referenceHash: text('reference_hash'),
    confirmHash: text('confirm_hash'),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.purpose),
    uniqueIndex('otp_codes_reference_idx').on(t.referenceHash),
    uniqueIndex('otp_codes_confirm_idx').on(t.confirmHash),
  ],
);

/**
 * Attempt counters (login, OTP, uploads, map queries): one row per key, counted with one atomic
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` so concurrent requests can never all pass.
 * `blockedUntil` holds a progressive delay once the limit is reached.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** How many times the key reached its limit (drives the progressive delay). */
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** The embedded SMS gateway: messages land here and are listed by the dev page/CLI. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  /** `verify` or `forgot` for OTP texts (the admin outbox screen shows it). */
  purpose: text('purpose'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
