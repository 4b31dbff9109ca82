import { z } from 'zod';
import { MOBILE_CART_KEYS } from '@fardin/core/mobile-cart-keys';

/**
 * What the shop's existing mobile client reads from each answer (../shared/MOBILE-CLIENT.md), as
 * zod schemas: the fields it reads must be there with a type it can parse. Our answers carry more;
 * these schemas do not look at the rest. They describe that client, not our API: they live with
 * the contract test, not in core.
 */

/** An id or amount the client turns into text or a number (`.toString()`, `double.parse`). */
const scalar = z.union([z.string(), z.number()]);
const numberLike = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

export const success = z.object({ message: z.literal('success') });
export const withMessage = z.object({ message: z.string().min(1) });

// ---------------------------------------------------------------- accounts
export const loginAnswer = z.object({
  token: z.string().min(20),
  user: z.object({ phone: z.string(), status: z.enum(['active', 'inactive']) }),
});
export const registerAnswer = z.object({
  token: z.string().min(20),
  user: z.object({ name: z.string(), phone: z.string() }),
});
export const referenceAnswer = z.object({ message: z.string().min(1), reference: z.string().min(10) });
/** @alias GET /user answers what POST /register does. */
export const tokenUserAnswer = registerAnswer;

const addressObject = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: numberLike,
  long: numberLike,
  description: z.string(),
});
export const profileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  total: z.number(),
  image: z.string().nullable(),
  address: addressObject.nullable(),
  verify_status: z.boolean(),
  account_number: z.string().nullable(),
});
export const locationList = z.object({ data: z.array(addressObject.extend({ default: z.boolean() })) });
export const uploadAnswer = z.object({ image_url: z.string().min(1) });

// ---------------------------------------------------------------- catalogue
export const storeList = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), image: z.string(), country: z.string() })).min(1),
});
const searchItem = z.object({
  num_iid: scalar,
  title: z.string(),
  price: numberLike,
  pic: z.string(),
  description: z.string(),
});
export const searchAnswer = z.object({ result: z.object({ item: z.array(searchItem) }) });
const detailItem = z.object({
  num_iid: scalar,
  title: z.string(),
  price: numberLike,
  images: z.array(z.string()),
  description: z.string(),
  website_url: z.string(),
  store_code: z.string(),
  country: z.string(),
});
export const detailAnswer = z.object({ result: z.object({ item: detailItem }) });
export const translateAnswer = z.object({ data: z.string() });
export const bannerList = z.object({ data: z.array(z.object({ id: scalar, name: z.string(), image: z.string() })) });
export const categoryList = z.object({
  data: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), image: z.string() })),
});
export const notificationList = z.object({
  data: z.array(z.object({ id: scalar, comment: z.string(), date: z.string() })),
});

// ---------------------------------------------------------------- cart and checkout
export const CART_KEYS = MOBILE_CART_KEYS;
/** One cart line: the client's model reads `id`, `customer_id`, `quantity`, `warehouse` as ints. */
export const cartLine = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  product_id: z.string(),
  quantity: z.number().int(),
  warehouse: z.number().int(),
  type: z.string(),
  product_optional_ids: z.unknown(),
  country_id: z.unknown().refine((v) => v !== undefined, 'country_id is read'),
});
export const cartAnswer = z.object(
  Object.fromEntries(CART_KEYS.map((key) => [key, z.array(cartLine).optional()])) as Record<
    (typeof CART_KEYS)[number],
    z.ZodOptional<z.ZodArray<typeof cartLine>>
  >,
);
export const deliveryModeList = z.object({
  data: z.array(z.object({ name: z.string().min(1), description: z.string() })).min(1),
});
export const khqrAnswer = z.object({ data: z.object({ qr_code_url: z.string().min(1) }) });
export const paymentStatusAnswer = z.object({ data: z.object({ payment_status: z.string() }) });

// ---------------------------------------------------------------- orders
const warehouse = z.object({
  id: scalar,
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  image: z.string(),
  map: z.string(),
});
const orderSummary = z.object({
  id: z.number().int(),
  total: numberLike,
  date: z.string(),
  address: z.string(),
  status: z.string(),
  warehouse,
});
/** `GET /checkout/history`: a top-level array. */
export const historyAnswer = z.array(orderSummary);
export const orderDetail = orderSummary.extend({
  grand_total: numberLike,
  delivery_fee: numberLike,
  estimate_time: z.string(),
  payment_type: z.string(),
  data: z
    .array(
      z.object({
        id: z.number().int(),
        product_id: z.string(),
        quantity: z.number().int(),
        product_name: z.string(),
        product_price: numberLike,
        product_cost: numberLike,
        image: z.string(),
      }),
    )
    .min(1),
});

// ---------------------------------------------------------------- wallet
export const transactionList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      user_balance: numberLike,
      request_date: z.string(),
      payment_method: z.string(),
      transaction_status: z.string(),
      type: z.string(),
      amount: numberLike,
      reference_no: z.string().nullable(),
    }),
  ),
});

// ---------------------------------------------------------------- express delivery
export const priceAnswer = success.extend({ data: z.object({ grand_total: numberLike }) });
const deliveryObject = z.object({
  id: z.number().int(),
  total: numberLike,
  date: z.string(),
  pickup_location: z.string(),
  pickup_phone: z.string(),
  pickup_lat: numberLike.nullable(),
  pickup_long: numberLike.nullable(),
  receiver_location: z.string(),
  receiver_phone: z.string(),
  receiver_lat: numberLike.nullable(),
  receiver_long: numberLike.nullable(),
  total_collect_from: numberLike,
  note: z.string(),
  payment_note: z.string(),
  status: z.string(),
  image_url: z.string().nullable(),
  service_fee: numberLike,
  delivery_type: z.string(),
  total_service: numberLike,
  other_service_fee: numberLike,
  currency_symbol: z.string(),
  grand_total: numberLike,
  delivery_driver: z.object({ id: scalar, name: z.string(), phone: z.string() }).nullable(),
  duration: z.unknown(),
  distance: z.unknown(),
  customer_rating: z.unknown(),
  customer_rating_feedback: z.unknown(),
  transport: z.object({ name: z.string() }).nullable(),
  delivery_process_operations: z.array(z.object({ name: z.string(), name_kh: z.string(), date: z.string() })),
});
export const deliveryList = z.object({ data: z.array(deliveryObject) });
export const deliveryOne = z.object({ data: deliveryObject });
export const transportList = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), price: numberLike, image_url: z.string() })).min(1),
});
export const currencyList = z.object({
  data: z
    .array(z.object({ id: scalar, code: z.string(), name: z.string(), rate: numberLike, symbol: z.string() }))
    .min(2),
});
export const zoneList = z.object({
  data: z
    .array(
      z.object({
        id: scalar,
        code: z.string(),
        name: z.string(),
        service_fee: numberLike,
        lat: numberLike,
        long: numberLike,
      }),
    )
    .min(1),
});
export const provinceList = z.object({
  data: z
    .array(z.object({ ProId: scalar, ProName_KH: z.string(), ProName_ENG: z.string(), identify_code: z.string() }))
    .min(1),
});
export const districtList = z.object({
  data: z
    .array(z.object({ DisID: scalar, DisName_KH: z.string(), DisName_ENG: z.string(), service_fee: numberLike }))
    .min(1),
});

// ---------------------------------------------------------------- international shipping
export const countryList = z.object({
  data: z
    .array(
      z.object({
        id: scalar,
        code: z.string(),
        name: z.string(),
        image: z.string(),
        status: z.string(),
        kilo_price: numberLike,
        vol_price: numberLike,
        service_fee: numberLike,
      }),
    )
    .min(1),
});
export const shippingPriceAnswer = z.object({
  data: z.object({
    price: numberLike,
    country: z.string(),
    length: numberLike,
    width: numberLike,
    height: numberLike,
    weight: numberLike,
    price_condition: z.string(),
    volume_weight: numberLike,
    delivery_mode: z.string(),
    actual_weight: numberLike,
    dimensional_weight: numberLike,
    condition: z.string(),
  }),
});
export const warehouseList = z.object({
  data: z.array(z.object({ name: z.string(), phone: z.string(), address: z.string(), image: z.string() })).min(1),
});
export const listAnswer = z.object({ data: z.array(z.unknown()) });
