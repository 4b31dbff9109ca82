import { z } from 'zod';
import { SPEC_TEXT, requiredText } from '@fardin/core/messages';
import { toCents } from '@fardin/core/money';
import { DELIVERIES, TRANSPORTS, parcelSchema, type Delivery, type Parcel, type PaymentType, type Transport } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import { MAX_MONEY_USD, moneySchema } from '@fardin/core/input-schemas';

export interface CheckoutRequest {
  kind: 'buy_now' | 'cart';
  store: string;
  paymentType: PaymentType;
  paymentMethod: string | null;
  imageUrl: string | null;
  paymentReference: string | null;
  address: string;
  note: string | null;
  transport: Transport;
  delivery: Delivery;
  parcel: Parcel;
  grandTotalCents: number | null;
  buyNow: { productId: string; quantity: number; variant: string } | null;
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

/** A client's total: an amount with cents within sane bounds (1e308 once reached the database). */
const grandTotalSchema = moneySchema({ max: MAX_MONEY_USD });
const itemsSchema = z.array(z.union([z.coerce.number().int().positive(), z.object({ id: z.coerce.number().int().positive() }).transform((o) => o.id)])).max(200);

/**
 * Reads a checkout body (SPEC sections 3 and 5): the buy_now payload or the cart payload. Missing
 * fields answer 422 '{field} is required' (the first one is the message, all are in `errors`);
 * no payload answers 'checkoutForm is not valid'; bank transfer uses its two spec texts.
 */
export function parseCheckout(body: unknown, queryAddress: string | undefined): CheckoutRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) {
    throw new HttpError(422, SPEC_TEXT.checkoutFormInvalid);
  }
  const b = body as Record<string, unknown>;
  const kind = text(b.checkout_type) === 'buy_now' ? 'buy_now' : 'cart';
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message = requiredText(field)) => void (errors[field] ??= []).push(message);

  const paymentRaw = text(b.payment_type);
  const paymentType = paymentRaw ? PAYMENT_ALIASES[paymentRaw.toLowerCase()] : undefined;
  const paymentMethod = text(b.payment_method);
  const imageUrl = text(b.image_url);
  const address = text(queryAddress) ?? text(b.address);
  const quantity = Number(b.quantity);
  const productId = text(b.product_id);

  if (kind === 'buy_now') {
    if (b.quantity === undefined || b.quantity === null || b.quantity === '') fail('quantity');
    else if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) fail('quantity', 'quantity must be a whole number from 1 to 999');
    if (!productId) fail('product_id');
    if (!address) fail('address');
  }
  if (!paymentRaw) fail('payment_type');
  else if (!paymentType) fail('payment_type', 'payment_type must be cod, khqr, bankTransfer or anakut');
  if (paymentType === 'bankTransfer') {
    if (!paymentMethod) fail('payment_method', SPEC_TEXT.bankTypeRequired);
    if (!imageUrl) fail('image_url', SPEC_TEXT.receiptRequired);
  }
  if (paymentType === 'khqr') {
    if (kind === 'buy_now' && !paymentMethod) fail('payment_method');
    if (!imageUrl && !text(b.payment_reference)) fail(kind === 'buy_now' ? 'image_url' : 'payment_reference');
  }

  let cartItems: number[] = [];
  if (kind === 'cart') {
    if (!text(b.type)) fail('type');
    const items = itemsSchema.safeParse(b.items);
    if (b.items === undefined || b.items === null || (Array.isArray(b.items) && b.items.length === 0)) fail('items');
    else if (!items.success) fail('items', 'items must be a list of cart item ids');
    else cartItems = [...new Set(items.data)];
  }

  const transportRaw = (text(b.transport) ?? 'land').toLowerCase();
  const transport = (TRANSPORTS as readonly string[]).includes(transportRaw) ? (transportRaw as Transport) : null;
  if (!transport) fail('transport', 'transport must be Land, Sea or Air');
  const deliveryRaw = (text(b.delivery) ?? 'direct').toLowerCase();
  const delivery = (DELIVERIES as readonly string[]).includes(deliveryRaw) ? (deliveryRaw as Delivery) : null;
  if (!delivery) fail('delivery', 'delivery must be direct or warehouse');
  const parcel = parcelSchema.safeParse(b.parcel ?? {});
  if (!parcel.success) fail('parcel', 'parcel height, width, length and weight must be numbers of at least 0');

  let grandTotalCents: number | null = null;
  if (b.grand_total !== undefined && b.grand_total !== null && b.grand_total !== '') {
    const total = grandTotalSchema.safeParse(b.grand_total);
    if (!total.success || total.data === undefined) fail('grand_total', 'grand_total must be an amount');
    else grandTotalCents = toCents(total.data);
  }

  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);

  return {
    kind,
    store: (text(b.type) ?? 'fardin').toLowerCase(),
    paymentType: paymentType!,
    paymentMethod,
    imageUrl,
    paymentReference: text(b.payment_reference) ?? (imageUrl?.match(/khqr\/([A-Z0-9]{8,40})/)?.[1] ?? null),
    address: address ?? 'Home',
    note: text(b.note),
    transport: transport!,
    delivery: delivery!,
    parcel: parcel.data!,
    grandTotalCents,
    buyNow: kind === 'buy_now' ? { productId: productId!, quantity, variant: text(b.variant_option_id) ?? text(b.variant) ?? '' } : null,
    cartItems,
  };
}
