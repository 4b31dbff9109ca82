import { z } from 'zod';
import { PAYMENT_TYPES } from './contract-commerce';
import {
  MAX_PARCEL_SIDE_CM,
  MAX_PARCEL_WEIGHT_KG,
  PARCEL_DESTINATIONS,
  PARCEL_MODES,
  PARCEL_STATES,
  SHIPPING_PREFERENCES,
  STORAGE_DAILY_FEE_CENTS_DEFAULT,
  STORAGE_FREE_DAYS_DEFAULT,
} from './parcel-journey';

/**
 * API contract of parcels (OPERATIONS.md sections 2, 3, 5; decision 0042): packing, weighing, the
 * freight as a second payment, the shopper's shipping preference and free storage. Amounts are US
 * dollars with 2 decimals (numbers), from integer cents on the server.
 */

/** Settings key `parcels`. */
export const parcelSettingsSchema = z.object({
  storage_free_days: z.number().int().min(0).max(365).default(STORAGE_FREE_DAYS_DEFAULT),
  storage_daily_fee_cents: z.number().int().min(0).max(100_000).default(STORAGE_DAILY_FEE_CENTS_DEFAULT),
  /** The routes where the freight may be paid in cash at the door. */
  cod_freight: z
    .array(z.object({ country: z.string().trim().min(2).max(3), mode: z.enum(PARCEL_MODES) }))
    .max(100)
    .default([]),
});
export type ParcelSettings = z.infer<typeof parcelSettingsSchema>;

/**
 * `PUT /api/admin/settings/parcels` (decision 0054): the whole setting, every part given. A route
 * is a source country's ISO code (upper-cased) and a mode, each route once.
 */
export const parcelSettingsInputSchema = z.object({
  storage_free_days: z.number().int().min(0).max(365),
  storage_daily_fee_cents: z.number().int().min(0).max(100_000),
  cod_freight: z
    .array(
      z.object({
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'A two-letter country code'),
        mode: z.enum(PARCEL_MODES),
      }),
    )
    .max(100)
    .refine(
      (routes) => new Set(routes.map((r) => `${r.country}/${r.mode}`)).size === routes.length,
      'Each country and mode once',
    ),
});

/** `POST /api/admin/parcels`. */
export const packBodySchema = z.object({
  line_ids: z.array(z.number().int().positive()).min(1).max(200),
});

const measure = (max: number) => z.number().positive().max(max);
const photoUrl = z.string().trim().min(1).max(2000);

/** `POST /api/admin/parcels/{id}/weigh`. */
export const weighBodySchema = z.object({
  weight_kg: measure(MAX_PARCEL_WEIGHT_KG),
  length_cm: measure(MAX_PARCEL_SIDE_CM),
  width_cm: measure(MAX_PARCEL_SIDE_CM),
  height_cm: measure(MAX_PARCEL_SIDE_CM),
  photos: z.array(photoUrl).max(10).optional(),
});
export type WeighBody = z.infer<typeof weighBodySchema>;

/** `POST /api/parcels/{id}/pay`: khqr, bankTransfer (with image_url), anakut (Anakut Cash) or cod where allowed. */
export const freightPayBodySchema = z.object({
  payment_type: z.enum(PAYMENT_TYPES),
  payment_method: z.string().trim().max(60).optional(),
  image_url: z.string().trim().max(2000).optional(),
});
export type FreightPayBody = z.infer<typeof freightPayBodySchema>;

/** `PUT /api/orders/{id}/shipping-preference`. */
export const shippingPreferenceBodySchema = z.object({ preference: z.enum(SHIPPING_PREFERENCES) });
export const shippingPreferenceAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ order_id: z.number(), preference: z.enum(SHIPPING_PREFERENCES) }),
});

/** What the freight is made of (the one calculator's quote, `calculateShipping`). */
const freightPartsSchema = z.object({
  actual_kg: z.number(),
  volumetric_kg: z.number(),
  billable_kg: z.number(),
  volume_cbm: z.number(),
  kilo_price: z.number(),
  vol_price: z.number(),
  weight_price: z.number(),
  volume_price: z.number(),
  service_fee: z.number(),
  condition: z.enum(['weight', 'volume']),
});
export type FreightPartsAnswer = z.infer<typeof freightPartsSchema>;

/** One parcel as the shopper sees it (`parcels[]` of the order detail keeps OPERATIONS.md's names). */
export const parcelAnswerSchema = z.object({
  id: z.number(),
  code: z.string(),
  state: z.enum(PARCEL_STATES),
  weight_kg: z.number().nullable(),
  billable_kg: z.number().nullable(),
  /** USD, null before weighing. */
  freight: z.number().nullable(),
  freight_parts: freightPartsSchema.nullable(),
  /** USD: the shipping paid at checkout credited against this parcel's freight (decision 0048). */
  freight_credit: z.number(),
  /** USD: what is left to pay of the freight (freight less that credit), null before weighing. */
  freight_due: z.number().nullable(),
  dims_cm: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  photos: z.array(z.string()),
  batch: z.object({ id: z.number(), eta: z.string().nullable() }).nullable(),
  mode: z.enum(PARCEL_MODES),
  destination: z.enum(PARCEL_DESTINATIONS),
  line_ids: z.array(z.number()),
  /** The freight payment chosen and not settled yet (a KHQR to scan again, a transfer staff verify). */
  payment: z.object({ type: z.string(), reference: z.string().nullable() }).nullable(),
  /** Whether cash at the door is offered for this parcel's freight. */
  cod_allowed: z.boolean(),
});
export type ParcelAnswer = z.infer<typeof parcelAnswerSchema>;

export const storageAnswerSchema = z.object({
  /** When free storage ends (ISO), null while no line is ready. */
  free_until: z.string().nullable(),
  free_days: z.number(),
  daily_fee: z.number(),
  /** Days stored beyond the free ones so far, and what they cost (USD). */
  days_over: z.number(),
  fee: z.number(),
  /** Storage fee billed and not paid yet (USD), what `POST /api/orders/{id}/storage/pay` takes (decision 0055). */
  due: z.number(),
  /** A storage payment sent and not settled yet: a KHQR to scan or a transfer staff verify. */
  payment: z.object({ type: z.enum(['khqr', 'bankTransfer']) }).nullable(),
});
export type StorageAnswer = z.infer<typeof storageAnswerSchema>;

/** `GET /api/orders/{id}/shipping`: the order's parcels, free storage and shipping preference. */
export const orderShippingAnswerSchema = z.object({
  data: z.object({
    parcels: z.array(parcelAnswerSchema),
    storage: storageAnswerSchema,
    preference: z.enum(SHIPPING_PREFERENCES),
  }),
});

const khqrChargeSchema = z.object({
  reference: z.string(),
  qr_string: z.string(),
  amount: z.number(),
  expires_at: z.string(),
});

export const freightPayAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    parcel: parcelAnswerSchema,
    /** With KHQR while unpaid: the QR to scan; send the same body again to settle once paid. */
    khqr: khqrChargeSchema.nullable(),
  }),
});

/** `POST /api/orders/{id}/storage/pay`: the storage fee, with the freight's methods but cash at the door. */
export const storagePayBodySchema = freightPayBodySchema.extend({
  payment_type: z.enum(['khqr', 'bankTransfer', 'anakut']),
});
export type StoragePayBody = z.infer<typeof storagePayBodySchema>;
export const storagePayAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    order_id: z.number(),
    storage: storageAnswerSchema,
    /** With KHQR while unpaid: the QR to scan; send the same body again to settle once paid. */
    khqr: khqrChargeSchema.nullable(),
  }),
});

/** `GET /api/admin/storage/transfers`: storage fees paid by bank transfer waiting for staff, oldest first. */
const storageTransferSchema = z.object({
  order_id: z.number(),
  /** The order's public tracking code, null on an order from before codes. */
  order_code: z.string().nullable(),
  user_id: z.number(),
  customer_name: z.string(),
  customer_phone: z.string(),
  /** USD sent, as the shopper's receipt says. */
  amount: z.number(),
  /** The bank the shopper says they sent from, when given. */
  bank: z.string().nullable(),
  receipt_url: z.string().nullable(),
  sent_at: z.string(),
});
export type StorageTransfer = z.infer<typeof storageTransferSchema>;
export const storageTransferListSchema = z.object({ data: z.array(storageTransferSchema) });

/** A parcel in the back office (pack & weigh, label). */
export const adminParcelSchema = parcelAnswerSchema.extend({
  user_id: z.number(),
  customer_name: z.string(),
  customer_phone: z.string(),
  source_country: z.string(),
  address: z.string().nullable(),
  order_ids: z.array(z.number()),
  created_at: z.string(),
});
export type AdminParcel = z.infer<typeof adminParcelSchema>;

export const adminParcelAnswerSchema = z.object({ message: z.string(), data: adminParcelSchema });
export const adminParcelListSchema = z.object({ data: z.array(adminParcelSchema) });

/** `GET /api/admin/parcels/packable`: ready lines not in a parcel, grouped by shopper, destination, mode and country. */
export const packableGroupSchema = z.object({
  user_id: z.number(),
  customer_name: z.string(),
  customer_phone: z.string(),
  destination: z.enum(PARCEL_DESTINATIONS),
  mode: z.enum(PARCEL_MODES),
  source_country: z.string(),
  /** Whether every order of the group asked to combine (wait for the others) or some asked asap. */
  preference: z.enum(SHIPPING_PREFERENCES),
  lines: z.array(
    z.object({
      line_id: z.number(),
      order_id: z.number(),
      title: z.string(),
      variant: z.string().nullable(),
      quantity: z.number(),
      image: z.string(),
    }),
  ),
});
export const packableAnswerSchema = z.object({ data: z.array(packableGroupSchema) });

/** The label's destination and mode in Khmer (printed on every label whatever the staff's language). */
export const PARCEL_DESTINATION_KH = {
  direct: 'ដឹកដល់ផ្ទះ',
  warehouse: 'មកយកនៅឃ្លាំងភ្នំពេញ',
} as const satisfies Record<(typeof PARCEL_DESTINATIONS)[number], string>;
export const PARCEL_MODE_KH = {
  land: 'ផ្លូវគោក',
  sea: 'ផ្លូវសមុទ្រ',
  air: 'ផ្លូវអាកាស',
} as const satisfies Record<(typeof PARCEL_MODES)[number], string>;

/** `GET /api/admin/parcels/{id}/label`. */
const parcelLabelSchema = z.object({
  id: z.number(),
  code: z.string(),
  qr_svg: z.string(),
  barcode_svg: z.string(),
  name: z.string(),
  phone: z.string(),
  destination_kh: z.string(),
  address: z.string().nullable(),
  mode_kh: z.string(),
  source_country: z.string(),
  weight_kg: z.number().nullable(),
  order_ids: z.array(z.number()),
});
export type ParcelLabel = z.infer<typeof parcelLabelSchema>;
export const parcelLabelAnswerSchema = z.object({ data: parcelLabelSchema });
