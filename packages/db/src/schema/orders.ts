import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LINE_STATES, SHIPPING_STAGES } from '@fardin/core/line-journey';
import { randomBytes } from 'node:crypto';
import { newOrderTrackingCode } from '@fardin/core/order-tracking-code';
import { users } from './accounts';
import { payments } from './payments';

/**
 * Orders (module `orders`): placed orders with their lines, timeline, quality checks of lines and the
 * staff references at the marketplace and the carrier. Money is integer cents with an explicit
 * currency (DESIGN.md section 8); see docs/decisions/0005-orders-and-payments.md.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    checkoutType: text('checkout_type', { enum: ['cart', 'buy_now'] }).notNull(),
    /**
     * The journey step, derived from the lines (and the shipping stage) by `deriveOrderStage` and
     * written only by the orders module's stage sync (decision 0033); the status tab derives from it.
     */
    stage: text('stage').notNull(),
    /** Interim home of the stages after the overseas warehouse until the parcel journey holds them. */
    shippingStage: text('shipping_stage', { enum: SHIPPING_STAGES }),
    paymentType: text('payment_type', { enum: ['cod', 'khqr', 'bankTransfer', 'anakut'] }).notNull(),
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'verifying', 'paid', 'refunded'] }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    receiptUrl: text('receipt_url'),
    /**
     * Unguessable code for public tracking (/tracking_order/:code); ids are sequential. Every insert
     * through drizzle gets a new one (decision 0014); migration 0002 gave older orders theirs.
     */
    trackingCode: text('tracking_code').$defaultFn(() => newOrderTrackingCode((n) => randomBytes(n))),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    grandTotalCents: integer('grand_total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    transport: text('transport', { enum: ['land', 'sea', 'air'] }).notNull(),
    delivery: text('delivery', { enum: ['direct', 'warehouse'] }).notNull(),
    address: jsonb('address').$type<{ name: string; description?: string; lat?: number; long?: number }>().notNull(),
    parcel: jsonb('parcel').$type<{ height: number; width: number; length: number; weight: number }>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_payment_idx').on(t.paymentId),
    // Back-office filters over many orders: by stage, payment state or store, newest first.
    index('orders_stage_idx').on(t.stage, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_store_idx').on(t.store, t.createdAt),
    index('orders_payment_type_idx').on(t.paymentType, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_tracking_code_idx').on(t.trackingCode),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    variant: text('variant').notNull().default(''),
    variantName: text('variant_name'),
    title: text('title').notNull(),
    /** The product's country within its store (an Amazon JP item: `JP`); null: the store's own. */
    country: text('country'),
    image: text('image').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    unitUsdCents: integer('unit_usd_cents').notNull(),
    lineUsdCents: integer('line_usd_cents').notNull(),
    /** Units taken from the own catalogue's stock when the order was placed; given back on cancel. */
    stockReserved: integer('stock_reserved').notNull().default(0),
    /** The marketplace shop it is bought from, as the product said at checkout (decision 0038). */
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    /** The purchase journey (decision 0033); `held_from` is where a line on hold (`problem`) was. */
    state: text('state', { enum: LINE_STATES }).notNull().default('awaiting_payment'),
    heldFrom: text('held_from', { enum: LINE_STATES }),
    /** When the goods were paid (or a COD order confirmed): starts the 24 h buy target. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_state_idx').on(t.state, t.paidAt),
    check('order_lines_held_from', sql`(${t.state} = 'problem') = (${t.heldFrom} IS NOT NULL)`),
  ],
);

/** The order's timeline: one row per step reached (time, optional note and quality-check photos). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    note: text('note'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * Quality check of one order line at the overseas warehouse: staff photos and measurements, then the
 * shopper's decision (pending -> approved | return | exchange, with a reason for the last two).
 */
export const orderLineChecks = pgTable(
  'order_line_checks',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    staffNote: text('staff_note'),
    decision: text('decision').notNull().default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Reminders of a pending decision sent (24 h, 48 h; decision 0033). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_line_checks_line_idx').on(t.orderLineId)],
);

/** Staff references of an order at the marketplace and the international carrier (one row per order). */
export const orderReferences = pgTable('order_references', {
  orderId: integer('order_id').primaryKey(),
  marketplaceOrderNo: text('marketplace_order_no'),
  trackingNo: text('tracking_no'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
