import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { newOrderTrackingCode } from '@fardin/core/order-tracking-code';
import { users } from './accounts';

/**
 * Commerce: cart, wishlist, orders with their timeline, payments, idempotency keys, the Anakut Cash
 * ledger and top-ups, and the international shipping rate table. Money is integer cents with an
 * explicit currency (DESIGN.md section 8); see docs/decisions/0005-orders-and-payments.md.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () => integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

/** One cart line per (user, store, product, variant), with a snapshot of the product at add time. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    /** SKU / variant option id; '' when the product has none. */
    variant: text('variant').notNull().default(''),
    variantName: text('variant_name'),
    country: text('country'),
    quantity: integer('quantity').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    /** Unit price in the product's own currency (cents of that currency). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    /** The same unit price in US cents at add time. */
    unitUsdCents: integer('unit_usd_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_unique_idx').on(t.userId, t.store, t.productId, t.variant)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    unitUsdCents: integer('unit_usd_cents').notNull(),
    /** The chosen SKU id ('' for none) and its label, kept like a cart line's (issue 15 item 9). */
    variant: text('variant').notNull().default(''),
    variantName: text('variant_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_unique_idx').on(t.userId, t.store, t.productId, t.variant)],
);

/** A KHQR payment request (one QR), looked up by the MD5 of its string. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    qrString: text('qr_string').notNull(),
    md5: text('md5').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'expired'] }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    gatewayData: jsonb('gateway_data'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_reference_idx').on(t.reference), uniqueIndex('payments_md5_idx').on(t.md5), index('payments_user_idx').on(t.userId)],
);

/** The embedded sandbox gateway's "bank": transactions marked paid by the sandbox endpoint or CLI. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  md5: text('md5').primaryKey(),
  toAccountId: text('to_account_id').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    checkoutType: text('checkout_type', { enum: ['cart', 'buy_now'] }).notNull(),
    /** The journey step; the customer-facing bucket (status tab) is derived from it. */
    stage: text('stage').notNull(),
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
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The order's timeline: one row per step reached (time, optional note and quality-check photos). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
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
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    staffNote: text('staff_note'),
    decision: text('decision').notNull().default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_line_checks_line_idx').on(t.orderLineId)],
);

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

/** Anakut Cash ledger: the balance is the sum of a user's entries and never negative. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'adjustment'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.userId)],
);

export const topupRequests = pgTable(
  'topup_requests',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    receiptUrl: text('receipt_url').notNull(),
    /** The payment type (bank account code of the `commerce` setting) the shopper says they paid to. */
    paymentMethod: text('payment_method'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('topup_requests_user_idx').on(t.userId)],
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
