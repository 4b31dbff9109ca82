import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Checkout (module `checkout`, placing orders): the first answer per Idempotency-Key and the international shipping rate table. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** First answer of a checkout per (user, Idempotency-Key); retries get it back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** International shipping prices per source country and transport (USD cents). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    country: text('country').notNull(),
    transport: text('transport', { enum: ['land', 'sea', 'air'] }).notNull(),
    kiloPriceCents: integer('kilo_price_cents').notNull(),
    volPriceCents: integer('vol_price_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    divisor: integer('divisor').notNull().default(6000),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.country, t.transport] })],
);
