import { z } from 'zod';
import { moneySchema, numeric } from './input-schemas';
import {
  DELIVERIES,
  ORDER_STAGES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  TRANSPORTS,
  type OrderStage,
} from './commerce-values';
import { PARCEL_STATES } from './parcel-journey';

/**
 * API contract of commerce: cart, wishlist, checkout, payments, orders, wallet. Amounts in answers
 * are US dollars with 2 decimals (numbers), computed from integer cents on the server.
 * See docs/decisions/0005-orders-and-payments.md for the order model.
 */

export {
  PAYMENT_TYPES,
  TRANSPORTS,
  DELIVERIES,
  ORDER_STAGES,
  ORDER_STATUSES,
  orderStatusOf,
  stagesOfStatus,
  canMoveOrder,
  type PaymentType,
  type Transport,
  type Delivery,
  type OrderStage,
  type OrderStatus,
} from './commerce-values';

const money = z.number();

const cartLineSchema = z.object({
  id: z.number(),
  /** The mobile client's names (decision 0018): the owner, the warehouse id, the variant or null. */
  customer_id: z.number().optional(),
  warehouse: z.number().optional(),
  product_optional_ids: z.string().nullable().optional(),
  product_id: z.string(),
  quantity: z.number(),
  type: z.string(),
  country_id: z.string().nullable(),
  variant: z.string(),
  variant_name: z.string().nullable(),
  title: z.string(),
  /** With `lang=` (decision 0021): `title` and `variant_name` are in that language, these as stored. */
  title_original: z.string().optional(),
  variant_name_original: z.string().nullable().optional(),
  image: z.string(),
  price: money,
  currency: z.string(),
  price_usd: money,
  subtotal_usd: money,
  /** Units left of an own-catalogue (fardin) line when the cart is listed; absent otherwise. */
  stock: z.number().nullable().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartAnswerSchema = z.object({
  data: z.record(z.string(), z.array(cartLineSchema)),
  total: z.number(),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

const wishlistItemSchema = z.object({
  wishlist_id: z.number(),
  product_id: z.string(),
  type: z.string(),
  title: z.string(),
  /** With `lang=` (decision 0021): `title` is in that language, this as stored. */
  title_original: z.string().optional(),
  image: z.string(),
  price: money,
  currency: z.string(),
  price_usd: money,
  /** The chosen SKU id ('' for none) and its label (null for none). */
  variant: z.string().default(''),
  variant_name: z.string().nullable().default(null),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistAnswerSchema = z.object({
  data: z.record(z.string(), z.array(wishlistItemSchema)),
  total: z.number(),
});

export const parcelSchema = z.object({
  height: numeric(z.number().min(0).max(10_000).default(0)),
  width: numeric(z.number().min(0).max(10_000).default(0)),
  length: numeric(z.number().min(0).max(10_000).default(0)),
  weight: numeric(z.number().min(0).max(100_000).default(0)),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const quoteSchema = z.object({
  subtotal: money,
  shipping_fee: money,
  discount: money,
  discount_percent: z.number(),
  grand_total: money,
  chargeable_weight: z.number(),
  condition: z.enum(['weight', 'volume', 'pending']),
  estimate_time: z.string(),
  wallet_balance: money,
  /** The mode quoted and the modes these goods can travel by, with the price list's days (decision 0023). */
  transport: z.enum(TRANSPORTS).optional(),
  modes: z.array(z.object({ code: z.enum(TRANSPORTS), days_min: z.number(), days_max: z.number() })).default([]),
  lines: z
    .array(
      z.object({
        product_id: z.string(),
        title: z.string(),
        image: z.string(),
        variant: z.string().nullable(),
        quantity: z.number(),
        price_usd: money,
        subtotal_usd: money,
        /** With `lang=` (decision 0021): the title and variant as stored. */
        title_original: z.string().optional(),
        variant_original: z.string().nullable().optional(),
      }),
    )
    .default([]),
});
export type Quote = z.infer<typeof quoteSchema>;

const CHECK_DECISIONS = ['pending', 'approved', 'return', 'exchange'] as const;
export type CheckDecision = (typeof CHECK_DECISIONS)[number];

/** Quality check of one order line at the overseas warehouse (photos, measurements, shopper decision). */
export const qualityCheckSchema = z.object({
  photos: z.array(z.string()),
  weight_kg: z.number().nullable(),
  length_cm: z.number().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  note: z.string().nullable(),
  decision: z.enum(CHECK_DECISIONS),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  checked_at: z.string(),
});
export type QualityCheck = z.infer<typeof qualityCheckSchema>;

export const orderLineSchema = z.object({
  id: z.number().optional(),
  check: qualityCheckSchema.nullable().default(null),
  product_id: z.string(),
  type: z.string(),
  quantity: z.number(),
  product_name: z.string(),
  product_price: money,
  image: z.string(),
  variant: z.string().nullable(),
  /** With `lang=` (decision 0021): `product_name` and `variant` are in that language, these as stored. */
  product_name_original: z.string().optional(),
  variant_original: z.string().nullable().optional(),
  /** The product's country within its store (`JP` for an Amazon JP item); null: the store's own. */
  country: z.string().nullable().default(null),
});

const orderSummarySchema = z.object({
  id: z.number(),
  total: money,
  date: z.string(),
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  stage: z.enum(ORDER_STAGES),
  payment_type: z.enum(PAYMENT_TYPES),
  payment_status: z.string(),
  type: z.string(),
  item_count: z.number(),
  image: z.string(),
  warehouse: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistorySchema = z.object({
  data: z.array(orderSummarySchema),
  page: z.number(),
  row_per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});

const orderDetailSchema = orderSummarySchema.extend({
  subtotal: money,
  delivery_fee: money,
  /** False while the parcel is not weighed yet: the fee is paid when weighed, never shown as $0.00. */
  delivery_fee_known: z.boolean().default(true),
  discount: money,
  grand_total: money,
  estimate_time: z.string(),
  transport: z.enum(TRANSPORTS),
  delivery: z.enum(DELIVERIES),
  note: z.string().nullable(),
  can_cancel: z.boolean(),
  /** True while the goods are at the overseas warehouse: the shopper may decide on the checks. */
  can_decide_checks: z.boolean().default(false),
  /** The international carrier's tracking number staff recorded (issue 15 item 9), null until then. */
  carrier_tracking_no: z.string().nullable().default(null),
  /** What went back to the shopper's Anakut Cash for this order (refunds of the order or its lines); 0: nothing. */
  refunded_to_wallet: money.default(0),
  lines: z.array(orderLineSchema),
  timeline: z.array(
    z.object({
      stage: z.enum(ORDER_STAGES),
      date: z.string(),
      note: z.string().nullable(),
      photos: z.array(z.string()),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** `GET /checkout/history/detail/{id}`: the detail plus the public tracking code (grouped), null for none. */
export const orderDetailAnswerSchema = orderDetailSchema.extend({ tracking_code: z.string().nullable().default(null) });
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswerSchema>;

/** English label of each order stage (the web page shows its own translation of the stage). */
export const ORDER_STAGE_LABEL: Record<OrderStage, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  purchased: 'Bought from the store abroad',
  overseas_warehouse: 'At the overseas warehouse',
  shipped_to_cambodia: 'On the way to Cambodia',
  phnom_penh_warehouse: 'At the Phnom Penh warehouse',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * `GET /api/tracking_order/{code}`: public, courier-label-level data only (no names, phones,
 * addresses, prices, nor the sequential order number).
 */
/** One parcel on the public tracking: what a courier label shows, nothing personal. */
const trackedParcelSchema = z.object({
  code: z.string(),
  state: z.enum(PARCEL_STATES),
  /** Each move of the parcel, oldest first (packed, weighed, freight paid, departed, arrived...). */
  steps: z.array(z.object({ state: z.enum(PARCEL_STATES), date: z.string() })),
  /** The batch's expected arrival (ISO) while the parcel waits to depart or is on the way; else null. */
  eta: z.string().nullable(),
});
export type TrackedParcel = z.infer<typeof trackedParcelSchema>;

export const orderTrackingSchema = z.object({
  /** The code grouped for reading, `7K3M-9QXA-B2CD`. */
  tracking_code: z.string(),
  store: z.string(),
  stage: z.enum(ORDER_STAGES),
  status: z.enum(ORDER_STATUSES),
  transport: z.enum(TRANSPORTS),
  created_at: z.string(),
  timeline: z.array(z.object({ stage: z.enum(ORDER_STAGES), label: z.string(), date: z.string() })),
  /**
   * The parcels the order travels in (issue 27): code, state, the dated steps of the journey and the
   * batch's ETA while on the way. Optional, so the mobile client's shape stays as it was; nothing
   * personal (no name, phone, address, photos, amounts).
   */
  parcels: z.array(trackedParcelSchema).optional(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const khqrAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    qr_code_url: z.string(),
    /** The QR as a PNG download (Content-Disposition: attachment) to scan from the bank app's gallery. */
    qr_png_url: z.string(),
    merchant_name: z.string(),
    /** Opens the shopper's bank app on this QR; null where the gateway has none (the sandbox). */
    deep_link: z.string().nullable(),
    /** Time left by the server's clock, so a phone with a wrong clock counts down right. */
    expires_in_ms: z.number().int().min(0),
    qr_string: z.string(),
    md5: z.string(),
    reference: z.string(),
    amount: money,
    currency: z.string(),
    expires_at: z.string(),
  }),
});
export const paymentStatusAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ payment_status: z.enum(['pending', 'paid', 'expired']), reference: z.string().nullable() }),
});

export const walletAnswerSchema = z.object({
  data: z.object({
    balance: money,
    currency: z.string(),
    /** What the shopper writes in a top-up transfer's note (decision 0022). */
    transfer_reference: z.string(),
    discount_percent: z.number(),
    entries: z.array(
      z.object({
        id: z.number(),
        amount: money,
        type: z.string(),
        reference_no: z.string().nullable(),
        request_date: z.string(),
      }),
    ),
    topups: z.array(
      z.object({
        id: z.number(),
        amount: money,
        payment_method: z.string().nullable(),
        receipt_url: z.string(),
        transaction_status: z.enum(['pending', 'approved', 'rejected']),
        request_date: z.string(),
      }),
    ),
  }),
});

/**
 * One account the shop takes bank transfers on (settings key `commerce`, edited in the back office):
 * what checkout and the top-up page show the shopper. `code` is what the order's `payment_method`
 * names. Settings saved before these fields ({code, name, phone}) read as bank = account name =
 * `name`, number = `phone`.
 */
const paymentAccountSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('bank_name' in v) && 'name' in v && 'phone' in v
      ? {
          code: (v as { code?: unknown }).code,
          bank_name: v.name,
          account_name: v.name,
          account_number: v.phone,
          qr_image: null,
        }
      : v,
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,40}$/, 'code: lower-case letters, digits, - and _ only'),
    bank_name: z.string().trim().min(1).max(100),
    account_name: z.string().trim().min(1).max(100),
    account_number: z.string().trim().min(1).max(60),
    /** An uploaded image of the account's QR (the shopper scans or saves it); null when none. */
    qr_image: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .string()
        .trim()
        .max(2000)
        .regex(/^(https?:\/\/\S+|\/uploads\/\S+)$/, 'qr_image must be an uploaded image')
        .nullable(),
    ),
  }),
);
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;
export const paymentAccountsSchema = z
  .array(paymentAccountSchema)
  .min(1)
  .max(10)
  .refine((list) => new Set(list.map((a) => a.code)).size === list.length, 'each payment type needs its own code');
/** `GET /payment/transfer-accounts` (public): the accounts a shopper may transfer to. */
export const paymentAccountsAnswerSchema = z.object({ data: paymentAccountsSchema });

/** Poll settings the checkout page receives (short under the server's E2E mode). */
export const checkoutOptionsSchema = z.object({
  data: z.object({
    poll_interval_ms: z.number(),
    poll_max_attempts: z.number(),
    discount_percent: z.number(),
    wallet_balance: money,
    bank_accounts: z.array(paymentAccountSchema),
    /** What the shopper writes in the transfer's note so staff find it (decision 0022: their phone). */
    transfer_reference: z.string(),
    transports: z.array(z.object({ code: z.enum(TRANSPORTS), days_min: z.number(), days_max: z.number() })),
  }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>['data'];

/** `GET /cart/count`: the header and bottom-bar badges. */
export const cartCountAnswerSchema = z.object({
  data: z.object({ cart: z.number().int(), wishlist: z.number().int() }),
});
/** `POST /cart/add`: the new (or grown) line and the cart's line count. */
export const cartAddedSchema = z.object({
  message: z.literal('success'),
  data: cartLineSchema,
  total: z.number().int(),
});
/** `PUT /cart/update/{id}`. */
export const cartUpdatedSchema = z.object({ message: z.literal('success'), data: cartLineSchema });
/** `DELETE /cart/remove/{id}` and `DELETE /wishlist/remove/{id}`: the count left. */
export const removedAnswerSchema = z.object({ message: z.literal('success'), total: z.number().int() });
/** `POST /wishlist/add`. */
export const wishlistAddedSchema = z.object({
  message: z.literal('success'),
  data: wishlistItemSchema,
  total: z.number().int(),
});
/** A top-up's amount (USD): the API's rule, which the wallet page checks too before it uploads the receipt. */
export const topupAmountSchema = moneySchema({ min: 0.01, max: 10_000 });
/** `POST /wallet/topup`: the request waits for the shop's approval. */
export const topupAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ id: z.number().int(), transaction_status: z.string() }),
});
/**
 * `POST /checkout` body as documented (the handler reads it leniently, `checkout/payload.ts`):
 * a buy-now names one product, a cart checkout the cart line ids of one store.
 */
export const checkoutInputDocSchema = z.looseObject({
  checkout_type: z.enum(['cart', 'buy_now']).optional(),
  payment_type: z.string().describe('cod | khqr | bankTransfer | anakut (aliases cash, KHQR, transfer)'),
  payment_method: z.string().optional(),
  payment_reference: z.string().optional(),
  image_url: z.string().optional().describe('bank-transfer receipt (an upload of this shopper)'),
  address: z.string().optional(),
  note: z.string().optional(),
  type: z.string().optional().describe('store code of the lines'),
  items: z.array(z.number().int()).optional().describe('cart line ids (cart checkout)'),
  product_id: z.string().optional(),
  quantity: z.number().int().optional(),
  variant: z.string().optional(),
  variant_option_id: z.union([z.string(), z.number()]).optional(),
  transport: z.enum(TRANSPORTS).optional(),
  delivery: z.enum(DELIVERIES).optional(),
  parcel: z
    .object({ height: z.number(), width: z.number(), length: z.number(), weight: z.number() })
    .partial()
    .optional(),
  grand_total: z.number().optional().describe('the total the shopper saw (checked against the computed one)'),
});
/** `POST /checkout`: the placed order. */
export const checkoutAnswerSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  data: z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    stage: z.enum(ORDER_STAGES),
    grand_total: money,
    payment_type: z.string(),
  }),
});
/** `POST /checkout/quote`. */
export const quoteAnswerSchema = z.object({ data: quoteSchema });
/** `GET /checkout/history/detail/{id}`. */
const orderDetailEnvelopeSchema = z.object({ data: orderDetailAnswerSchema });
/** `POST /checkout/history/detail/{id}/lines/{lineId}/decision`: the check with the decision. */
export const checkDecisionAnswerSchema = z.object({ message: z.literal('success'), data: qualityCheckSchema });
/** `GET /tracking_order/{code}`. */
export const orderTrackingAnswerSchema = z.object({ data: orderTrackingSchema });

// ------------------------------------------------------------------ the mobile client's names (decision 0018)

/** `GET /checkout/history`: a top-level array (what the mobile client parses); `envelope=1` the paged object. */
export const orderHistoryAnswerSchema = z.union([
  z.array(orderSummarySchema.extend({ warehouse: z.record(z.string(), z.unknown()) })),
  orderHistorySchema,
]);
/** `GET /checkout/history/detail/{id}`: the mobile client's object (lines in `data`); `envelope=1` ours in `data`. */
export const orderDetailAnswerUnionSchema = z.union([
  orderDetailEnvelopeSchema,
  orderDetailSchema.extend({
    payment_type: z.string(),
    warehouse: z.record(z.string(), z.unknown()),
    data: z.array(
      z.object({
        id: z.number().optional(),
        product_id: z.string(),
        quantity: z.number(),
        product_name: z.string(),
        product_price: money,
        product_cost: money,
        image: z.string(),
        variant: z.string().nullable(),
      }),
    ),
  }),
]);
/** One line of `GET /wallet/transactions` (`transaction_status` `approved` = done). */
const walletTransactionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_balance: money,
  request_date: z.string(),
  payment_method: z.string(),
  transaction_status: z.string(),
  type: z.string(),
  amount: money,
  reference_no: z.string().nullable(),
});
export const walletTransactionListSchema = z.object({
  data: z.array(walletTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  row_per_page: z.number().int(),
});
/** `POST /wallet/withdraw`: the ledger entry that took the amount out. */
export const withdrawAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ id: z.number().int(), amount: money, reference_no: z.string().nullable(), user_balance: money }),
});
