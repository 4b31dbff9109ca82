import { z } from 'zod';
import { requiredText } from '@fardin/core/messages';
import { ERROR_TEXT, type ErrorCode } from '@fardin/core/error-codes';
import { toCents } from '@fardin/core/money';
import {
  DELIVERIES,
  TRANSPORTS,
  parcelSchema,
  type Delivery,
  type Parcel,
  type PaymentType,
  type Transport,
} from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import { MAX_MONEY_USD, idSchema, moneySchema } from '@fardin/core/input-schemas';

export interface CheckoutRequest {
  kind: 'buy_now' | 'cart';
  store: string;
  paymentType: PaymentType;
  paymentMethod: string | null;
  imageUrl: string | null;
  paymentReference: string | null;
  address: string;
  note: string | null;
  /** null: the first mode offered for the goods' country. */
  transport: Transport | null;
  delivery: Delivery;
  parcel: Parcel;
  grandTotalCents: number | null;
  /** `variant` '' = none (the mobile client sends `variant_option_id: 0`); `country` null = the store's default. */
  buyNow: { productId: string; quantity: number; variant: string; country: string | null } | null;
  cartItems: number[];
}

const PAYMENT_ALIASES: Readonly<Record<string, PaymentType>> = {
  cod: 'cod',
  cash: 'cod',
  khqr: 'khqr',
  banktransfer: 'bankTransfer',
  bank_transfer: 'bankTransfer',
  transfer: 'bankTransfer',
  anakut: 'anakut',
};

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, 2000) : null;
}

/** The chosen variant: `variant_option_id` (0 or '0' = none, as the mobile client sends) or `variant`. */
function variantOf(b: Record<string, unknown>): string {
  const option = text(b.variant_option_id);
  return (option === '0' ? null : option) ?? text(b.variant) ?? '';
}

/** A product's source country (JP, SG, ...) as sent with it; anything else is no country. */
function countryOf(value: unknown): string | null {
  const code = text(value);
  return code && /^[A-Za-z]{2,8}$/.test(code) ? code : null;
}

/** A client's total: an amount with cents within sane bounds (1e308 once reached the database). */
const grandTotalSchema = moneySchema({ max: MAX_MONEY_USD });
const itemsSchema = z.array(z.union([idSchema, z.object({ id: idSchema }).transform((o) => o.id)])).max(200);

/**
 * Reads a checkout body (SPEC sections 3 and 5): the buy_now payload or the cart payload. Missing
 * fields answer 422 '{field} is required' (the first one is the message, all are in `errors`);
 * no payload answers 'checkoutForm is not valid'; bank transfer uses its two spec texts.
 */
export function parseCheckout(body: unknown, queryAddress: string | undefined): CheckoutRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) {
    throw new HttpError(422, 'checkout.form_invalid');
  }
  const b = body as Record<string, unknown>;
  const kind = text(b.checkout_type) === 'buy_now' ? 'buy_now' : 'cart';
  const errors: Record<string, string[]> = {};
  let first: { code: ErrorCode; field: string; message: string } | undefined;
  const fail = (field: string, code: ErrorCode = 'checkout.field_required') => {
    const message = code === 'checkout.field_required' ? requiredText(field) : ERROR_TEXT[code].en;
    first ??= { code, field, message };
    (errors[field] ??= []).push(message);
  };

  const paymentRaw = text(b.payment_type);
  const paymentType = paymentRaw ? PAYMENT_ALIASES[paymentRaw.toLowerCase()] : undefined;
  const paymentMethod = text(b.payment_method);
  const imageUrl = text(b.image_url);
  // The mobile client's buy now sends `address: 0` for "none": the default address, like 'Home'.
  const rawAddress = text(queryAddress) ?? text(b.address);
  const address = rawAddress === '0' ? 'Home' : rawAddress;
  const quantity = Number(b.quantity);
  const productId = text(b.product_id);

  if (kind === 'buy_now') {
    if (b.quantity === undefined || b.quantity === null || b.quantity === '') fail('quantity');
    else if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
      fail('quantity', 'checkout.invalid_quantity');
    if (!productId) fail('product_id');
    if (!address) fail('address');
  }
  if (!paymentRaw) fail('payment_type');
  else if (!paymentType) fail('payment_type', 'checkout.invalid_payment_type');
  if (paymentType === 'bankTransfer') {
    if (!paymentMethod) fail('payment_method', 'checkout.bank_type_required');
    if (!imageUrl) fail('image_url', 'checkout.receipt_required');
  }
  if (paymentType === 'khqr') {
    if (kind === 'buy_now' && !paymentMethod) fail('payment_method');
    // A cart checkout without a reference settles the shopper's latest QR (the mobile client polls
    // check_payment_status without a body, then checks out with `payment_type: KHQR`).
    if (kind === 'buy_now' && !imageUrl && !text(b.payment_reference)) fail('image_url');
  }

  let cartItems: number[] = [];
  if (kind === 'cart') {
    if (!text(b.type)) fail('type');
    const items = itemsSchema.safeParse(b.items);
    if (b.items === undefined || b.items === null || (Array.isArray(b.items) && b.items.length === 0)) fail('items');
    else if (!items.success) fail('items', 'checkout.invalid_items');
    else cartItems = [...new Set(items.data)];
  }

  // The mobile client names the transport `delivery_mode` (a name from GET /delivery_modes).
  // None sent: the first mode the goods' country offers (pricing.ts, decision 0023).
  const transportRaw = (text(b.transport) ?? text(b.delivery_mode))?.toLowerCase() ?? null;
  const transport =
    transportRaw !== null && (TRANSPORTS as readonly string[]).includes(transportRaw)
      ? (transportRaw as Transport)
      : null;
  if (transportRaw !== null && !transport) fail('transport', 'checkout.invalid_transport');
  const deliveryRaw = (text(b.delivery) ?? 'direct').toLowerCase();
  const delivery = (DELIVERIES as readonly string[]).includes(deliveryRaw) ? (deliveryRaw as Delivery) : null;
  if (!delivery) fail('delivery', 'checkout.invalid_delivery');
  const parcel = parcelSchema.safeParse(b.parcel ?? {});
  if (!parcel.success) fail('parcel', 'checkout.invalid_parcel');

  let grandTotalCents: number | null = null;
  if (b.grand_total !== undefined && b.grand_total !== null && b.grand_total !== '') {
    const total = grandTotalSchema.safeParse(b.grand_total);
    if (!total.success || total.data === undefined) fail('grand_total', 'checkout.invalid_grand_total');
    else grandTotalCents = toCents(total.data);
  }

  // The first refusal is the message (fields are checked in the order the form shows them).
  if (first) {
    const params = first.code === 'checkout.field_required' ? { field: first.field } : undefined;
    throw new HttpError(422, first.code, {
      message: first.message,
      field: first.field,
      errors,
      ...(params ? { params } : {}),
    });
  }

  return {
    kind,
    store: (text(b.type) ?? 'fardin').toLowerCase(),
    paymentType: paymentType!,
    paymentMethod,
    imageUrl,
    paymentReference: text(b.payment_reference) ?? imageUrl?.match(/khqr\/([A-Z0-9]{8,40})/)?.[1] ?? null,
    address: address ?? 'Home',
    note: text(b.note),
    transport,
    delivery: delivery!,
    parcel: parcel.data!,
    grandTotalCents,
    buyNow:
      kind === 'buy_now'
        ? { productId: productId!, quantity, variant: variantOf(b), country: countryOf(b.country) }
        : null,
    cartItems,
  };
}
