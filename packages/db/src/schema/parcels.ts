import { sql } from 'drizzle-orm';
import {
  check,
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
import { PARCEL_DESTINATIONS, PARCEL_MODES, PARCEL_STATES, SHIPPING_PREFERENCES } from '@fardin/core/parcel-journey';
import type { ShippingQuote, ShippingRate } from '@fardin/core/shipping-price';
import { users } from './accounts';
import { orderLines, orders } from './orders';

/**
 * Operations II (module `parcels`, decision 0042): parcels packed from `ready` lines, their moves,
 * the freight billed after weighing and paid as a second payment, the shopper's shipping
 * preference per order, and the storage reminders sent. Weights in grams, sizes in millimetres,
 * money in integer US cents. `batch_id` is the batch a parcel travels in (the batches table belongs
 * to the batches work; a plain nullable integer here, no foreign key).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const actorRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** What the freight is made of: the quote of the one calculator (`calculateShipping`) and its rate. */
export interface FreightParts {
  quote: ShippingQuote;
  rate: ShippingRate;
}

export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destination: text('destination', { enum: PARCEL_DESTINATIONS }).notNull(),
    /** The delivery address (door delivery) copied from the order when packed. */
    address: jsonb('address').$type<{ name: string; description?: string; lat?: number; long?: number }>(),
    mode: text('mode', { enum: PARCEL_MODES }).notNull(),
    /** ISO country code of the lines' source (cn, th, vn, ...). */
    sourceCountry: text('source_country').notNull(),
    state: text('state', { enum: PARCEL_STATES }).notNull().default('packing'),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    billableGrams: integer('billable_grams'),
    freightCents: integer('freight_cents'),
    /** The shipping paid at checkout credited against the freight (decision 0048); due = freight - credit. */
    freightCreditCents: integer('freight_credit_cents').notNull().default(0),
    freightParts: jsonb('freight_parts').$type<FreightParts>(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The freight payment chosen and not settled yet: type, KHQR reference or transfer receipt. */
    paymentType: text('payment_type'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    receiptUrl: text('receipt_url'),
    batchId: integer('batch_id'),
    packedBy: actorRef('packed_by'),
    weighedBy: actorRef('weighed_by'),
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    freightPaidAt: timestamp('freight_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcels_code_idx').on(t.code),
    index('parcels_user_idx').on(t.userId, t.id),
    index('parcels_state_idx').on(t.state, t.id),
    index('parcels_batch_idx').on(t.batchId),
    check('parcels_weight', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
    check('parcels_freight', sql`${t.freightCents} IS NULL OR ${t.freightCents} >= 0`),
    check(
      'parcels_freight_credit',
      sql`${t.freightCreditCents} >= 0 AND ${t.freightCreditCents} <= coalesce(${t.freightCents}, 0)`,
    ),
  ],
);

/** The lines a parcel holds (a line is packed into at most one parcel). */
export const parcelLines = pgTable(
  'parcel_lines',
  {
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parcelId, t.orderLineId] }),
    uniqueIndex('parcel_lines_line_idx').on(t.orderLineId),
    index('parcel_lines_order_idx').on(t.orderId),
  ],
);

/** One row per move of a parcel: who (null: the system), when, from, to, note. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: PARCEL_STATES }),
    toState: text('to_state', { enum: PARCEL_STATES }).notNull(),
    actorId: actorRef('actor_id'),
    actorKind: text('actor_kind', { enum: ['staff', 'system', 'shopper', 'rider'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('parcel_events_parcel_idx').on(t.parcelId, t.id)],
);

/** The shopper's shipping preference per order (no row: asap). */
export const orderShippingPreferences = pgTable('order_shipping_preferences', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  preference: text('preference', { enum: SHIPPING_PREFERENCES }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Storage-ending reminders sent (one per order and days-before), so the sweep sends each once. */
export const storageReminders = pgTable(
  'storage_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    freeUntil: timestamp('free_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.daysBefore] })],
);

/**
 * The storage fee's payment sent and not settled yet, one per order (decision 0055): a KHQR to
 * scan (its reference) or a bank transfer with its receipt for staff to verify. Settling it writes
 * the `storage_paid` ledger row and removes this row in one transaction.
 */
export const storagePayments = pgTable(
  'storage_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type', { enum: ['khqr', 'bankTransfer'] }).notNull(),
    paymentMethod: text('payment_method'),
    reference: text('reference').notNull(),
    receiptUrl: text('receipt_url'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('storage_payments_amount', sql`${t.amountCents} > 0`)],
);
