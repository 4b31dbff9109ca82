import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LINE_STATES } from '@fardin/core/line-journey';
import { LEDGER_KINDS, PROBLEM_KINDS, PROBLEM_STATUSES, type Alternative } from '@fardin/core/contract-operations';
import { users } from './accounts';
import { orderLines, orders } from './orders';

/**
 * Operations I (module `operations`, decision 0033): the events of the purchase journey, purchase
 * batches, sellers' tracking numbers, problems, the order ledger and per-line refunds (the
 * notification outbox moved to `./notifications.ts`, decision 0039). Money is integer cents (USD unless a currency says otherwise).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
const lineRef = () =>
  integer('order_line_id')
    .notNull()
    .references(() => orderLines.id, { onDelete: 'cascade' });
const actorRef = () => integer('actor_id').references(() => users.id, { onDelete: 'set null' });

/** One row per move of a line: who (null: the system), when, from, to, note. */
export const lineEvents = pgTable(
  'line_events',
  {
    id: serial('id').primaryKey(),
    orderLineId: lineRef(),
    orderId: orderRef(),
    fromState: text('from_state', { enum: LINE_STATES }).notNull(),
    toState: text('to_state', { enum: LINE_STATES }).notNull(),
    actorId: actorRef(),
    actorKind: text('actor_kind', { enum: ['staff', 'system', 'shopper'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('line_events_line_idx').on(t.orderLineId, t.id)],
);

/** A purchase batch: one marketplace order at one seller, covering lines of many shoppers. */
export const purchases = pgTable('purchases', {
  id: serial('id').primaryKey(),
  store: text('store').notNull(),
  seller: text('seller').notNull(),
  marketplaceOrderNo: text('marketplace_order_no').notNull(),
  buyerId: actorRef(),
  createdAt: createdAt(),
});

/** A line's share of a purchase, with the actual unit price paid to the seller. */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    orderLineId: lineRef(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_lines_line_idx').on(t.orderLineId),
    check('purchase_lines_price', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** The seller's domestic tracking numbers of a line (one or more), and the shelf it was received on. */
export const lineTracking = pgTable(
  'line_tracking',
  {
    id: serial('id').primaryKey(),
    orderLineId: lineRef(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shelf: text('shelf'),
    createdAt: createdAt(),
  },
  (t) => [index('line_tracking_no_idx').on(t.trackingNo)],
);

/** A problem on a line: at most one not resolved per line (the line is on hold meanwhile). */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: serial('id').primaryKey(),
    orderLineId: lineRef(),
    orderId: orderRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('open'),
    /** What the shopper pays to go on (price rise x quantity), cents. */
    amountDueCents: integer('amount_due_cents').notNull().default(0),
    newUnitCents: integer('new_unit_cents'),
    alternatives: jsonb('alternatives').$type<Alternative[]>().notNull().default([]),
    note: text('note'),
    choice: text('choice'),
    chosenVariant: text('chosen_variant'),
    paymentType: text('payment_type'),
    /** The KHQR reference or the transfer receipt of a pay answer not settled yet. */
    paymentReference: text('payment_reference'),
    receiptUrl: text('receipt_url'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    raisedBy: actorRef(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_problems_one_open_idx')
      .on(t.orderLineId)
      .where(sql`${t.status} <> 'resolved'`),
    index('order_problems_status_idx').on(t.status, t.createdAt),
    check('order_problems_amount', sql`${t.amountDueCents} >= 0`),
  ],
);

/**
 * The order ledger: every money movement of an order is a row; balance due = the sum. Signed:
 * positive the shopper owes more, negative they paid or are owed (decision 0033).
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method'),
    problemId: integer('problem_id').references(() => orderProblems.id, { onDelete: 'set null' }),
    refundId: integer('refund_id'),
    /** The parcel of a freight row (parcels module's table; no foreign key across modules). */
    parcelId: integer('parcel_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId, t.id),
    // A supplement is paid at most once; the goods are paid once.
    uniqueIndex('order_ledger_supplement_paid_idx')
      .on(t.problemId)
      .where(sql`${t.kind} = 'supplement_paid'`),
    uniqueIndex('order_ledger_goods_paid_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'goods_paid'`),
    uniqueIndex('order_ledger_goods_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'goods'`),
    // A parcel's freight is billed once and paid at most once per order it serves.
    uniqueIndex('order_ledger_freight_idx')
      .on(t.parcelId, t.orderId)
      .where(sql`${t.kind} = 'freight'`),
    uniqueIndex('order_ledger_freight_paid_idx')
      .on(t.parcelId, t.orderId)
      .where(sql`${t.kind} = 'freight_paid'`),
    // The shipping paid at checkout is credited once per parcel and order (decision 0048).
    uniqueIndex('order_ledger_shipping_credit_idx')
      .on(t.parcelId, t.orderId)
      .where(sql`${t.kind} = 'shipping_credit'`),
  ],
);

/** A refund of (part of) a line: to Anakut Cash (done at once) or to the original method (a staff task). */
export const lineRefunds = pgTable(
  'line_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    orderLineId: lineRef(),
    amountCents: integer('amount_cents').notNull(),
    destination: text('destination', { enum: ['wallet', 'original'] }).notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    receiptUrl: text('receipt_url'),
    note: text('note'),
    createdBy: actorRef(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('line_refunds_line_idx').on(t.orderLineId),
    index('line_refunds_status_idx').on(t.status, t.createdAt),
    check('line_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);
