import { randomUUID } from 'node:crypto';
import { data, redirect, type AppLoadContext } from 'react-router';
import { addressListSchema } from '@fardin/core/contract-accounts';
import { checkoutOptionsSchema, quoteSchema } from '@fardin/core/contract-commerce';
import { localizePath } from '@fardin/core/locale';
import { z } from 'zod';
import {
  apiCall,
  apiGet,
  apiGetOptional,
  errorTextsFor,
  failureText,
  requestLocale,
} from '../../lib/api-client.server';
import { saveAddress } from '../../lib/address-save.server';
import { rielRate } from '../../lib/riel-rate.server';
import { requireViewer } from '../../lib/auth-guard.server';
import { placedOrderCookie } from './placed-order.server';
import type { CheckoutTarget } from './checkout-form';

/** What /checkout?type=&items= or /buynow?type=&product_id=&quantity=&variant= check out. */
export function targetFromUrl(request: Request, kind: 'cart' | 'buy_now'): CheckoutTarget | null {
  const q = new URL(request.url).searchParams;
  const type = q.get('type') ?? '';
  if (!/^[a-z0-9_-]{1,40}$/i.test(type)) return null;
  if (kind === 'cart') {
    const items = (q.get('items') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    return items.length > 0 ? { kind, type, items } : null;
  }
  const productId = q.get('product_id') ?? '';
  const quantity = Number(q.get('quantity') ?? '1');
  if (!productId || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    kind,
    type,
    product_id: productId,
    quantity,
    variant: q.get('variant') ?? '',
    country: q.get('country') ?? '',
  };
}

function quoteBody(target: CheckoutTarget) {
  return target.kind === 'cart'
    ? { type: target.type, items: target.items }
    : {
        checkout_type: 'buy_now',
        type: target.type,
        product_id: target.product_id,
        quantity: target.quantity,
        variant_option_id: target.variant || undefined,
        country: target.country || undefined,
      };
}

/**
 * Codes the checkout page's own script can meet (re-quotes, the KHQR poll, the receipt upload):
 * their texts ship with the page in its locale (see `lib/error-texts.ts`).
 */
const SCRIPT_ERROR_AREAS = [
  'checkout.',
  'cart.',
  'product.',
  'wallet.',
  'payment.',
  'upload.',
  'receipt.',
  'validation.',
  'request.',
  'auth.',
  'server.',
  'db.',
] as const;

/** Loader data of a checkout page: first quote, options (poll settings, banks, wallet), addresses. */
async function loadCheckout(request: Request, context: AppLoadContext, target: CheckoutTarget | null) {
  const locale = requestLocale(request);
  const [options, addresses, quoted, khrPerUsd] = await Promise.all([
    apiGet(context, '/api/checkout/options', checkoutOptionsSchema),
    apiGetOptional(context, '/api/profile/location', addressListSchema),
    target
      ? apiCall(
          context,
          `/api/checkout/quote?lang=${locale}`,
          { method: 'POST', body: quoteBody(target) },
          z.object({ data: quoteSchema }),
        )
      : Promise.resolve(null),
    rielRate(context),
  ]);
  return {
    target,
    options: options.data,
    addresses: addresses?.data ?? [],
    khrPerUsd,
    quote: quoted?.ok ? quoted.data.data : null,
    /** The first quote's refusal in the page's language (out of stock, cart changed, ...). */
    quoteError: quoted && !quoted.ok ? failureText(quoted, locale) : null,
    errorTexts: errorTextsFor(locale, SCRIPT_ERROR_AREAS),
    // One key per page view: a double click or a retried post places one order.
    idempotencyKey: randomUUID(),
  };
}

/**
 * A form posted before the page hydrated carries the server-rendered payload, which holds the
 * defaults (cash on delivery, land); the radios hold what the shopper picked. The radios win, so
 * no order is placed with a payment or transport the shopper did not choose (a KHQR picked
 * without the page's script is then refused by the API for want of a paid QR, never paid in cash).
 */
export function withPickedChoices(payload: Record<string, unknown>, form: FormData): Record<string, unknown> {
  const picked = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const paymentType = picked('payment_type');
  const merged = { ...payload };
  for (const [field, value] of [
    ['payment_type', paymentType],
    ['transport', picked('transport')],
    ['delivery', picked('delivery')],
  ] as const) {
    if (value !== undefined) merged[field] = value;
  }
  if (paymentType !== undefined && paymentType !== payload.payment_type) {
    merged.payment_method =
      paymentType === 'bankTransfer' ? picked('payment_method') : paymentType === 'khqr' ? 'wing' : undefined;
  }
  return merged;
}

/** Posts the checkout; success goes to /account/my-order (the POST refreshes the cart badge). */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (form.get('intent') === 'address') {
    // The inline address of a shopper who had none: saved, then the same checkout again.
    const saved = await saveAddress(request, context, form);
    const url = new URL(request.url);
    if (saved.ok) throw redirect(url.pathname + url.search);
    return data(
      { message: undefined, addressResult: { message: saved.message, errors: saved.errors, values: saved.values } },
      { status: saved.status },
    );
  }
  const rawPayload = form.get('payload');
  const key = form.get('idempotency_key');
  let payload: unknown = null;
  try {
    payload = typeof rawPayload === 'string' ? JSON.parse(rawPayload) : null;
  } catch {
    payload = null;
  }
  if (payload && typeof payload === 'object') payload = withPickedChoices(payload as Record<string, unknown>, form);
  const address =
    payload && typeof payload === 'object' && typeof (payload as { address?: unknown }).address === 'string'
      ? (payload as { address: string }).address
      : 'Home';
  const answer = await apiCall(context, `/api/checkout?address=${encodeURIComponent(address)}`, {
    method: 'POST',
    body: payload ?? {},
    headers: typeof key === 'string' && key ? { 'Idempotency-Key': key } : {},
  });
  const locale = requestLocale(request);
  if (answer.ok) {
    const placed = placedOrderCookie(request, answer.data);
    throw redirect(
      localizePath('/account/my-order', locale),
      placed ? { headers: { 'Set-Cookie': placed } } : undefined,
    );
  }
  // The refusal in the shopper's language, shown above the order button.
  // The code too: the payment fields offer a top-up for wallet.insufficient_balance.
  return data(
    { message: failureText(answer, locale), code: answer.code, addressResult: undefined },
    { status: answer.status >= 500 ? 502 : answer.status },
  );
}

/** Loader of /checkout (`cart`) and /buynow (`buy_now`): a signed-in shopper, the target read from the URL. */
export async function checkoutRouteLoader(
  { request, context }: { request: Request; context: AppLoadContext },
  kind: CheckoutTarget['kind'],
) {
  await requireViewer(request, context);
  return loadCheckout(request, context, targetFromUrl(request, kind));
}

/** Action of /checkout and /buynow: a signed-in shopper's order (or inline address). */
export async function checkoutRouteAction({ request, context }: { request: Request; context: AppLoadContext }) {
  await requireViewer(request, context);
  return checkoutAction(request, context);
}
