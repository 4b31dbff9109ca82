import { z } from 'zod';
import {
  PAYMENT_TYPES,
  orderDetailAnswerSchema,
  orderDetailAnswerUnionSchema,
  orderLineSchema,
} from './contract-commerce';
import { LINE_STATES } from './line-journey';
import { PROBLEM_CHOICES, PROBLEM_KINDS, PROBLEM_STATUSES } from './operations-values';
import { parcelAnswerSchema, storageAnswerSchema } from './contract-parcels';
import { SHIPPING_PREFERENCES } from './parcel-journey';

/**
 * API contract of operations I (OPERATIONS.md sections 1, 3, 5; decision 0033): the purchase
 * journey per order line, problems and their answers, the order ledger, the purchasing queue.
 * Amounts are US dollars with 2 decimals (numbers), from integer cents on the server.
 */

export {
  PROBLEM_KINDS,
  PROBLEM_STATUSES,
  PROBLEM_CHOICES,
  PROBLEM_KIND_CHOICES,
  type ProblemKind,
  type ProblemStatus,
  type ProblemChoice,
} from './operations-values';

export const LEDGER_KINDS = [
  /** charge: the goods and shipping of the checkout (positive). */
  'goods',
  /** the checkout's discount (negative). */
  'discount',
  /** the shopper paid the goods (negative). */
  'goods_paid',
  /** a price rise or a dearer alternative to pay (positive). */
  'supplement',
  /** the supplement paid (negative). */
  'supplement_paid',
  /** a line cancelled or returned, or a lower price: what the shopper no longer owes (negative). */
  'line_credit',
  /** money given back (positive: it settles a credit). */
  'refund',
  /** a parcel's freight invoice after weighing (positive; parcel_id set). */
  'freight',
  /** the freight paid (negative; parcel_id set; at most once per parcel and order). */
  'freight_paid',
  /**
   * the shipping paid at checkout credited against a parcel's freight (negative; parcel_id set; at
   * most once per parcel and order). The order's last parcel weighed takes what is left of it; what
   * exceeds that parcel's freight is given back by a `refund` row (decision 0048).
   */
  'shipping_credit',
  /** storage beyond the free days (positive). */
  'storage_fee',
  /** the storage fee paid (negative; decision 0055). */
  'storage_paid',
  /** cash or doorstep KHQR a rider collected (negative). */
  'cod_collected',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerRowSchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: positive the shopper owes more, negative they paid or are owed. balance_due = sum. */
  amount: z.number(),
  line_id: z.number().nullable(),
  /** khqr | bankTransfer | anakut | cod | wallet | original, where money moved. */
  method: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const alternativeSchema = z.object({
  variant: z.string().trim().min(1).max(200),
  variant_name: z.string().trim().max(200).nullable().default(null),
  /** Unit price in USD of the alternative. */
  unit_price: z.number().min(0).max(100_000),
});
export type Alternative = z.infer<typeof alternativeSchema>;

export const lineProblemSchema = z.object({
  id: z.number(),
  kind: z.enum(PROBLEM_KINDS),
  status: z.enum(PROBLEM_STATUSES),
  /** What the shopper pays to go on with `pay` (0 when nothing). */
  amount_due: z.number(),
  choices: z.array(z.enum(PROBLEM_CHOICES)),
  alternatives: z.array(alternativeSchema),
  deadline: z.string(),
  note: z.string().nullable(),
  /** A KHQR or transfer chosen and not settled yet: its reference. */
  payment_reference: z.string().nullable(),
});
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const journeyLineSchema = orderLineSchema.extend({
  state: z.enum(LINE_STATES),
  problem: lineProblemSchema.nullable(),
});

/**
 * A bank-transfer order's receipt as its shopper sees it: `verifying` (received, staff are
 * checking it) or `refused` (staff's words in `reason`, `date` when they refused it).
 */
const transferReceiptSchema = z.object({
  state: z.enum(['verifying', 'refused']),
  url: z.string(),
  reason: z.string().nullable(),
  date: z.string().nullable(),
});
export type TransferReceipt = z.infer<typeof transferReceiptSchema>;

/** `GET /api/checkout/history/detail/{id}`: the order detail plus the journey, its parcels and free storage. */
export const orderJourneyDetailSchema = orderDetailAnswerSchema.extend({
  lines: z.array(journeyLineSchema),
  balance_due: z.number(),
  ledger: z.array(ledgerRowSchema),
  parcels: z.array(parcelAnswerSchema),
  storage: storageAnswerSchema.nullable(),
  /** The shopper's choice for this order: ship as soon as ready, or wait and combine (decision 0042). */
  shipping_preference: z.enum(SHIPPING_PREFERENCES),
  /** The order's own bank-transfer receipt while staff check it or once they refused it; null otherwise. */
  transfer_receipt: transferReceiptSchema.nullable().default(null),
});
export type OrderJourneyDetail = z.infer<typeof orderJourneyDetailSchema>;

/** `POST /api/order-problems/{id}/answer`. */
export const problemAnswerBodySchema = z.object({
  choice: z.enum(PROBLEM_CHOICES),
  /** The alternative's variant (choice `alternative`). */
  variant: z.string().trim().max(200).optional(),
  /** How the difference is paid (choice `pay`): khqr, bankTransfer (with image_url) or anakut. */
  payment_type: z.enum(PAYMENT_TYPES).exclude(['cod']).optional(),
  payment_method: z.string().trim().max(60).optional(),
  image_url: z.string().trim().max(2000).optional(),
});
export type ProblemAnswerBody = z.infer<typeof problemAnswerBodySchema>;

export const problemAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    problem: lineProblemSchema,
    line_state: z.enum(LINE_STATES),
    /** With pay by KHQR while unpaid: the QR to scan; answer again (same body) to settle once paid. */
    khqr: z
      .object({ reference: z.string(), qr_string: z.string(), amount: z.number(), expires_at: z.string() })
      .nullable(),
  }),
});

/** `GET /api/admin/purchasing`: to_buy lines by marketplace (store) and seller, oldest payment first. */
const purchasingLineSchema = z.object({
  line_id: z.number(),
  order_id: z.number(),
  customer_name: z.string(),
  product_id: z.string(),
  title: z.string(),
  variant: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  image: z.string(),
  paid_at: z.string(),
  hours_since_payment: z.number(),
  overdue: z.boolean(),
  note: z.string().nullable(),
});
export const purchasingQueueSchema = z.object({
  target_hours: z.number(),
  data: z.array(
    z.object({
      marketplace: z.string(),
      /** The seller's name as the product gave it at checkout (decision 0038); '' where unknown. */
      seller: z.string(),
      /** The seller's shop id on the marketplace, where known: the lines of one group share it. */
      seller_id: z.string().nullable(),
      oldest_paid_at: z.string(),
      lines: z.array(purchasingLineSchema),
    }),
  ),
});

/** `POST /api/admin/purchases`. */
export const purchaseBodySchema = z.object({
  line_ids: z.array(z.number().int().positive()).min(1).max(200),
  seller: z.string().trim().min(1).max(200),
  marketplace_order_no: z.string().trim().min(1).max(100),
  unit_prices: z.record(
    z.string().regex(/^\d+$/),
    // What the seller charged per unit: more than nothing (0 was a typing error recorded as a purchase).
    z.object({ amount: z.number().positive().max(1_000_000), currency: z.string().trim().length(3) }),
  ),
});
export const purchaseAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), line_ids: z.array(z.number()) }),
});

/** `POST /api/admin/order-lines/{id}/move`. */
export const lineMoveBodySchema = z.object({
  to: z.enum(LINE_STATES),
  note: z.string().trim().max(1000).optional(),
  tracking_no: z.string().trim().min(1).max(100).optional(),
  carrier: z.string().trim().max(100).optional(),
  shelf: z.string().trim().max(100).optional(),
});
export const lineMoveAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ line_id: z.number(), state: z.enum(LINE_STATES), order_stage: z.string() }),
});

/** `POST /api/admin/order-lines/{id}/problems`. */
export const raiseProblemBodySchema = z.object({
  kind: z.enum(PROBLEM_KINDS),
  /** price_changed: the seller's unit price now, USD; more than nothing (a line given away is cancelled instead). */
  new_unit_price: z.number().positive().max(100_000).optional(),
  alternatives: z.array(alternativeSchema).max(20).optional(),
  note: z.string().trim().max(1000).optional(),
});
export const raiseProblemAnswerSchema = z.object({
  message: z.string(),
  /** problem null: a lower price was refunded by itself and no problem was opened. */
  data: z.object({ problem: lineProblemSchema.nullable(), refunded: z.number() }),
});

export const adminProblemSchema = lineProblemSchema.extend({
  line_id: z.number(),
  order_id: z.number(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  title: z.string(),
  created_at: z.string(),
  reminders_sent: z.number(),
  overdue: z.boolean(),
  receipt_url: z.string().nullable(),
});
/** A quality check waiting for the shopper's decision: reminded at 24 h and 48 h, then overdue in the inbox. */
export const pendingQcDecisionSchema = z.object({
  line_id: z.number(),
  order_id: z.number(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  title: z.string(),
  checked_at: z.string(),
  deadline: z.string(),
  reminders_sent: z.number(),
  overdue: z.boolean(),
});
export const adminProblemsSchema = z.object({
  data: z.array(adminProblemSchema),
  /** Quality checks still waiting for the shopper (with `status=open` or `unresolved`; else none). */
  qc_decisions: z.array(pendingQcDecisionSchema),
});

/** `POST /api/admin/order-lines/{id}/refunds`: to Anakut Cash at once, or to the original method (a task). */
export const lineRefundBodySchema = z.object({
  amount: z.number().positive().max(1_000_000),
  to: z.enum(['wallet', 'original']),
  note: z.string().trim().max(1000).optional(),
});
const refundRowSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  line_id: z.number(),
  amount: z.number(),
  to: z.enum(['wallet', 'original']),
  status: z.enum(['pending', 'done']),
  receipt_url: z.string().nullable(),
  created_at: z.string(),
});
export const lineRefundAnswerSchema = z.object({ message: z.string(), data: refundRowSchema });
export const refundTasksSchema = z.object({ data: z.array(refundRowSchema) });
/** `POST /api/admin/refunds/{id}/done`: the receipt of the transfer back. */
export const refundDoneBodySchema = z.object({ receipt_url: z.string().trim().min(1).max(2000) });

/** `POST /api/admin/operations/sweep`: reminders due now (tests move the clock). */
export const sweepAnswerSchema = z.object({ message: z.string(), data: z.object({ reminders: z.number() }) });

/** Hours a shopper has for each reminder, and the purchasing target. */
export const PROBLEM_REMINDER_HOURS = [24, 48] as const;
export const PURCHASE_TARGET_HOURS = 24;

/** The detail route's answers: ours (`envelope=1`, with the journey) or the mobile client's object. */
export const orderJourneyDetailAnswerUnionSchema = z.union([
  z.object({ data: orderJourneyDetailSchema }),
  orderDetailAnswerUnionSchema,
]);

/** `GET /api/admin/orders/{id}` adds, per line, its journey and purchase, and the order's ledger. */
export const adminLineJourneySchema = z.object({
  line_id: z.number(),
  /** The marketplace shop the line is bought from, as the product said at checkout (decision 0038). */
  seller: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  state: z.enum(LINE_STATES),
  held_from: z.enum(LINE_STATES).nullable(),
  /** The moves staff may make now (the buttons of the back office). */
  next_states: z.array(z.enum(LINE_STATES)),
  problem: lineProblemSchema.nullable(),
  purchase: z
    .object({ seller: z.string(), marketplace_order_no: z.string(), unit_price: z.number(), currency: z.string() })
    .nullable(),
  tracking: z.array(
    z.object({ tracking_no: z.string().nullable(), carrier: z.string().nullable(), shelf: z.string().nullable() }),
  ),
});
export const adminOrderJourneySchema = z.object({
  journey: z.array(adminLineJourneySchema),
  balance_due: z.number(),
  ledger: z.array(ledgerRowSchema),
});
