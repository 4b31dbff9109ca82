import { storeCodeSchema } from './contract-foundation';
import { z } from 'zod';
import { missingText } from './messages';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { DELIVERY_STATUSES, DELIVERY_TYPES, isInCambodia } from './delivery-fee';
import { MAX_DIMENSION_CM, MAX_WEIGHT_KG } from './shipping-price';
import { USD_TO_KHR } from './exchange-rates';
import { idSchema, numeric } from './input-schemas';

/** API contract of express delivery and its reference data (DOMAIN.md field names). */

export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** The currencies a driver collects in; `id` is the mobile client's `currency_id` (decision 0018). */
export const DELIVERY_CURRENCIES = [
  { id: 1, code: 'USD', name: 'US Dollar', rate: 1, symbol: '$' },
  { id: 2, code: 'KHR', name: 'Cambodian Riel', rate: USD_TO_KHR, symbol: '៛' },
] as const;

const NO_MARKUP = /[<>]/;
const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !NO_MARKUP.test(v), {
      message: `${label} must not contain < or >`,
      params: { code: 'validation.invalid_text' },
    });

const phone = (label: string) =>
  z
    .string({ error: missingText(label) })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => isValidPhoneNumber(v, 'KH'), {
      message: `${label} is not a valid Cambodian phone number`,
      params: { code: 'delivery.phone_invalid' },
    });

const coordinate = numeric(z.number());
/** An optional id; '' and null (the mobile client's `transport_id: ""`) are none. */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());

/** Input of POST /delivery/calculate_price: what decides the fee of each type. */
export const deliveryQuoteInputSchema = z
  .object({
    delivery_type: deliveryTypeSchema,
    pickup_lat: coordinate.optional(),
    pickup_long: coordinate.optional(),
    receiver_lat: coordinate.optional(),
    receiver_long: coordinate.optional(),
    zone_id: optionalId,
    district_id: optionalId,
    transport_id: optionalId,
    weight: numeric(z.number().max(MAX_WEIGHT_KG)).optional(),
  })
  .superRefine((v, ctx) => {
    for (const side of ['pickup', 'receiver'] as const) {
      const lat = v[`${side}_lat`];
      const lng = v[`${side}_long`];
      if ((lat === undefined) !== (lng === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${side}_lat`],
          message: 'Latitude and longitude go together',
          params: { code: 'delivery.coordinates_incomplete' },
        });
      } else if (lat !== undefined && lng !== undefined && !isInCambodia({ lat, lng })) {
        ctx.addIssue({
          code: 'custom',
          path: [`${side}_lat`],
          message: `The ${side} location must be in Cambodia`,
          params: { code: `delivery.${side}_outside_cambodia` },
        });
      }
    }
  });
export type DeliveryQuoteInput = z.infer<typeof deliveryQuoteInputSchema>;

export const deliveryAddInputSchema = z
  .object({
    pickup_phone: phone('Sender phone'),
    pickup_location: plainText('Pickup location', 300).pipe(z.string().min(1, 'Pickup location is required')),
    receiver_phone: phone('Receiver phone'),
    receiver_location: plainText('Receiver location', 300).pipe(z.string().min(1, 'Receiver location is required')),
    note: plainText('Note', 500).optional().default(''),
    // The mobile client sends "yes" (cash on delivery) or "no" (bank).
    payment_note: z
      .enum(['COD', 'bank', 'yes', 'no'])
      .default('COD')
      .transform((v) => (v === 'yes' ? 'COD' : v === 'no' ? 'bank' : v)),
    total: numeric(z.number().min(0, 'The amount to collect must not be negative').max(100_000_000).default(0)),
    currency: z.enum(['USD', 'KHR']).optional(),
    /** The mobile client's name: an id of GET /currencies (1 USD, 2 KHR) or the code. */
    currency_id: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const found = DELIVERY_CURRENCIES.find((c) => String(c.id) === String(v) || c.code === String(v).toUpperCase());
        if (!found) {
          ctx.addIssue({ code: 'custom', message: 'currency_id must be 1 (USD) or 2 (KHR)' });
          return z.NEVER;
        }
        return found.code;
      }),
    /** Sent by the mobile client; the fee is always recomputed on the server. */
    delivery_fee: z.unknown().optional(),
    image_url: z
      .union([
        z.literal('').transform(() => undefined),
        z
          .string()
          .max(500)
          .regex(/^(\/|https:\/\/)[^\s<>"]*$/, 'Invalid image URL'),
      ])
      .optional(),
  })
  .and(deliveryQuoteInputSchema);
export type DeliveryAddInput = z.infer<typeof deliveryAddInputSchema>;

export const deliveryListQuerySchema = z.object({
  // The mobile client sends `Pending` with a capital P.
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.union([deliveryStatusSchema, z.literal('')]).optional(),
  ),
  delivery_type: z.union([deliveryTypeSchema, z.literal('')]).optional(),
  page: numeric(z.number().int().min(1).max(100_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(100).default(20)),
});

export const deliveryQuoteSchema = z.object({
  delivery_type: deliveryTypeSchema,
  delivery_fee: z.number(),
  delivery_fee_cents: z.number().int(),
  /** The mobile client's name of the fee (the whole amount to pay for the delivery). */
  grand_total: z.number(),
  currency: z.literal('USD'),
  distance_km: z.number().nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

const timelineEntrySchema = z.object({
  status: deliveryStatusSchema,
  name: z.string(),
  name_kh: z.string(),
  date: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const deliverySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  delivery_type: deliveryTypeSchema,
  status: deliveryStatusSchema,
  pickup_phone: z.string(),
  pickup_location: z.string(),
  pickup_lat: z.number().nullable(),
  pickup_long: z.number().nullable(),
  receiver_phone: z.string(),
  receiver_location: z.string(),
  receiver_lat: z.number().nullable(),
  receiver_long: z.number().nullable(),
  note: z.string(),
  payment_note: z.enum(['COD', 'bank']),
  total: z.number(),
  currency: z.enum(['USD', 'KHR']),
  delivery_fee: z.number(),
  distance_km: z.number().nullable(),
  weight: z.number().nullable(),
  zone_id: z.number().nullable(),
  district_id: z.number().nullable(),
  transport_id: z.number().nullable(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  timeline: z.array(timelineEntrySchema),
  // The mobile client's names (MOBILE-CLIENT.md "Delivery object", decision 0018).
  date: z.string(),
  total_collect_from: z.number(),
  service_fee: z.number(),
  total_service: z.number(),
  other_service_fee: z.number(),
  currency_symbol: z.string(),
  grand_total: z.number(),
  delivery_driver: z.object({ id: z.number(), name: z.string(), phone: z.string() }).nullable(),
  duration: z.string().nullable(),
  distance: z.number().nullable(),
  customer_rating: z.number().nullable(),
  customer_rating_feedback: z.string().nullable(),
  transport: z.object({ name: z.string() }).nullable(),
  delivery_process_operations: z.array(z.object({ name: z.string(), name_kh: z.string(), date: z.string() })),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** GET /tracking_delivery/{code}: what a courier label shows, nothing more. */
export const trackingSchema = z.object({
  code: z.string(),
  delivery_type: deliveryTypeSchema,
  status: deliveryStatusSchema,
  pickup_area: z.string(),
  receiver_location: z.string(),
  receiver_phone: z.string(),
  total: z.number(),
  currency: z.enum(['USD', 'KHR']),
  payment_note: z.enum(['COD', 'bank']),
  created_at: z.string(),
  timeline: z.array(timelineEntrySchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

// ------------------------------------------------------------------ reference data

export const zoneSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_kh: z.string(),
  service_fee: z.number(),
  lat: z.number(),
  long: z.number(),
  eta_hours: z.number().int(),
});
export type Zone = z.infer<typeof zoneSchema>;

const districtSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_kh: z.string(),
  service_fee: z.number(),
});

export const provinceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_kh: z.string(),
  lat: z.number(),
  long: z.number(),
  eta_min_days: z.number().int(),
  eta_max_days: z.number().int(),
  districts: z.array(districtSchema),
});
export type Province = z.infer<typeof provinceSchema>;

export const transportSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_kh: z.string(),
  name_zh: z.string(),
  base_fee: z.number(),
  per_km: z.number(),
  max_weight: z.number(),
});
export type TransportOption = z.infer<typeof transportSchema>;

const SHIPPING_MODES = ['land', 'sea', 'air'] as const;
const shippingModeSchema = z.enum(SHIPPING_MODES);

export const sourceCountrySchema = z.object({
  code: z.string(),
  name: z.object({ kh: z.string(), en: z.string(), zh: z.string() }),
  kilo_price: z.number(),
  vol_price: z.number(),
  service_fee: z.number(),
  modes: z.array(
    z.object({
      mode: shippingModeSchema,
      kilo_price: z.number(),
      vol_price: z.number(),
      service_fee: z.number().optional(),
      eta_min_days: z.number().int(),
      eta_max_days: z.number().int(),
    }),
  ),
  warehouses: z.array(z.object({ name: z.string(), phone: z.string(), address: z.string() })),
});
export type SourceCountry = z.infer<typeof sourceCountrySchema>;

const size = (label: string, max: number) =>
  numeric(
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .refine((n) => n > 0, `${label} must be greater than 0`)
      .refine((n) => n <= max, `${label} must be at most ${max}`),
  );

/** The mobile client names the country `warehouse` and the mode by its name (`Land`). */
export const priceCalculateInputSchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const b = v as Record<string, unknown>;
    return {
      ...b,
      country: b.country ?? b.warehouse,
      delivery_mode: typeof b.delivery_mode === 'string' ? b.delivery_mode.toLowerCase() : b.delivery_mode,
    };
  },
  z.object({
    country: z.string({ error: 'Country is required' }).trim().min(1, 'Country is required').max(8),
    delivery_mode: shippingModeSchema,
    length: size('Length', MAX_DIMENSION_CM),
    width: size('Width', MAX_DIMENSION_CM),
    height: size('Height', MAX_DIMENSION_CM),
    weight: size('Weight', MAX_WEIGHT_KG),
  }),
);
export type PriceCalculateInput = z.infer<typeof priceCalculateInputSchema>;

export const priceQuoteSchema = z.object({
  price: z.number(),
  actual_weight: z.number(),
  volume_weight: z.number(),
  dimensional_weight: z.number(),
  chargeable_weight: z.number(),
  volume_cbm: z.number(),
  weight_price: z.number(),
  volume_price: z.number(),
  service_fee: z.number(),
  kilo_price: z.number(),
  vol_price: z.number(),
  condition: z.enum(['weight', 'volume']),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** GET /price/landed: the estimate on product pages (see landed-cost.ts). */
export const landedQuerySchema = z.object({
  country: z.string().trim().min(1).max(8).default('CN'),
  /**
   * The product's store: a country the rates do not list (Lazada SG, PH) is then priced as the
   * checkout ships it, from the store's country (issue 29 item 8); without it such a country is refused.
   */
  store: storeCodeSchema.optional(),
  delivery_mode: shippingModeSchema.optional(),
  price_usd: numeric(z.number().min(0, 'Price must not be negative').max(1_000_000)),
  quantity: numeric(z.number().int().min(1).max(10_000).default(1)),
  weight: numeric(z.number().positive().max(MAX_WEIGHT_KG)).optional(),
  category: z.string().max(40).optional(),
});
export const landedAnswerSchema = z.object({
  items_usd: z.number(),
  shipping_usd: z.number(),
  local_delivery_usd: z.number(),
  total_usd: z.number(),
  total_khr: z.number(),
  weight_kg: z.number(),
  weight_source: z.enum(['source', 'category', 'default']),
  delivery_mode: shippingModeSchema,
  estimate: z.literal(true),
});
export type LandedAnswer = z.infer<typeof landedAnswerSchema>;

/** `POST /delivery/calculate_price`. */
export const deliveryQuoteAnswerSchema = z.object({ message: z.literal('success'), data: deliveryQuoteSchema });
/** `POST /delivery/add` (201) and `GET /deliveries/{id}`. */
export const deliveryAnswerSchema = z.object({ message: z.literal('success'), data: deliverySchema });
export const deliveryDetailSchema = z.object({ data: deliverySchema });
/** `GET /deliveries`: the shopper's deliveries, paged. */
export const deliveryListSchema = z.object({
  data: z.array(deliverySchema),
  page: z.number().int(),
  row_per_page: z.number().int(),
});
/** `GET /tracking_delivery/{code}`: public tracking. */
const trackingAnswerSchema = z.object({ data: trackingSchema });
/** Reference lists behind /area and /price. */
export const zoneListSchema = z.object({ data: z.array(zoneSchema) });
export const sourceCountryListSchema = z.object({ data: z.array(sourceCountrySchema) });
/** `GET /price/landed`: the product page's landed-cost estimate. */
export const landedEnvelopeSchema = z.object({ data: landedAnswerSchema });

// ------------------------------------------------------------------ the mobile client's names (decision 0018)

/** `GET /provinces`: ours, with the mobile client's names beside them. */
export const mobileProvinceListSchema = z.object({
  data: z.array(
    provinceSchema.extend({
      ProId: z.number().int(),
      ProName_KH: z.string(),
      ProName_ENG: z.string(),
      identify_code: z.string(),
    }),
  ),
});
/** `GET /districts?ProID=`: a province's districts (all without ProID), with the client's names. */
export const mobileDistrictListSchema = z.object({
  data: z.array(
    districtSchema.extend({
      province_id: z.number().int(),
      DisID: z.number().int(),
      DisName_KH: z.string(),
      DisName_ENG: z.string(),
    }),
  ),
});
/** `GET /transports`: ours plus the client's `price` and `image_url`. */
export const mobileTransportListSchema = z.object({
  data: z.array(transportSchema.extend({ price: z.number(), image_url: z.string() })),
});
/** `GET /currencies`. */
export const currencyListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      code: z.enum(['USD', 'KHR']),
      name: z.string(),
      rate: z.number(),
      symbol: z.string(),
    }),
  ),
});
/** `GET /countries`: a source country with the client's `id` (the code it sends back), name, image and status. */
export const mobileCountryListSchema = z.object({
  data: z.array(
    sourceCountrySchema.extend({
      id: z.string(),
      name: z.string(),
      names: sourceCountrySchema.shape.name,
      image: z.string(),
      status: z.string(),
    }),
  ),
});
/** `GET /warehouses`: every source country's warehouses. */
export const warehouseListSchema = z.object({
  data: z.array(sourceCountrySchema.shape.warehouses.element.extend({ image: z.string(), country: z.string() })),
});
/** `GET /delivery_modes?country_id=`: the modes of a country; `name` is sent back as `delivery_mode`. */
export const deliveryModeListSchema = z.object({
  data: z.array(sourceCountrySchema.shape.modes.element.extend({ name: z.string(), description: z.string() })),
});
/** `POST /price/calculate`: our quote with the client's names beside it. */
export const mobilePriceQuoteAnswerSchema = z.object({
  message: z.literal('success'),
  data: priceQuoteSchema.extend({
    country: z.string(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    weight: z.number(),
    delivery_mode: z.string(),
    price_condition: z.enum(['weight', 'volume']),
  }),
});
/** `GET /tracking_delivery/{code}`: public tracking by code; the owner's whole delivery by its numeric id. */
export const trackingOrDeliveryAnswerSchema = z.union([trackingAnswerSchema, deliveryDetailSchema]);
