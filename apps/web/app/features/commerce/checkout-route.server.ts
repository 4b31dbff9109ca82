import { randomUUID } from 'node:crypto';
import { data, redirect, type AppLoadContext } from 'react-router';
import { addressListSchema } from '@fardin/core/contract-accounts';
import { checkoutOptionsSchema, quoteSchema } from '@fardin/core/contract-commerce';
import { localizePath, splitLocalePath } from '@fardin/core/locale';
import { apiGet, apiGetOptional } from '../../lib/api.server';
import { callJson } from './commerce-api.server';
import type { CheckoutTarget } from './checkout-form';

/** What /checkout?type=&items= or /buynow?type=&product_id=&quantity=&variant= check out. */
export function targetFromUrl(request: Request, kind: 'cart' | 'buy_now'): CheckoutTarget | null {
  const q = new URL(request.url).searchParams;
  const type = q.get('type') ?? '';
  if (!/^[a-z0-9_-]{1,40}$/i.test(type)) return null;
  if (kind === 'cart') {
    const items = (q.get('items') ?? '').split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    return items.length > 0 ? { kind, type, items } : null;
  }
  const productId = q.get('product_id') ?? '';
  const quantity = Number(q.get('quantity') ?? '1');
  if (!productId || !Number.isInteger(quantity) || quantity < 1) return null;
  return { kind, type, product_id: productId, quantity, variant: q.get('variant') ?? '', country: q.get('country') ?? '' };
}

function quoteBody(target: CheckoutTarget) {
  return target.kind === 'cart'
    ? { type: target.type, items: target.items }
    : { checkout_type: 'buy_now', type: target.type, product_id: target.product_id, quantity: target.quantity, variant_option_id: target.variant || undefined, country: target.country || undefined };
}

/** Loader data of a checkout page: first quote, options (poll settings, banks, wallet), addresses. */
export async function loadCheckout(context: AppLoadContext, target: CheckoutTarget | null) {
  const [options, addresses, quoted] = await Promise.all([
    apiGet(context, '/api/checkout/options', checkoutOptionsSchema),
    apiGetOptional(context, '/api/profile/location', addressListSchema),
    target ? callJson(context, '/api/checkout/quote', 'POST', quoteBody(target)) : Promise.resolve(null),
  ]);
  const quote = quoted?.ok ? quoteSchema.safeParse(quoted.body?.data) : null;
  return {
    target,
    options: options.data,
    addresses: addresses?.data ?? [],
    quote: quote?.success ? quote.data : null,
    quoteError: quoted && !quoted.ok ? quoted.message || 'Something went wrong' : null,
    quoteCode: quoted && !quoted.ok ? (quoted.code ?? null) : null,
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
function withPickedChoices(payload: Record<string, unknown>, form: FormData): Record<string, unknown> {
  const picked = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const paymentType = picked('payment_type');
  const merged = { ...payload };
  for (const [field, value] of [['payment_type', paymentType], ['transport', picked('transport')], ['delivery', picked('delivery')]] as const) {
    if (value !== undefined) merged[field] = value;
  }
  if (paymentType !== undefined && paymentType !== payload.payment_type) {
    merged.payment_method = paymentType === 'bankTransfer' ? picked('payment_method') : paymentType === 'khqr' ? 'wing' : undefined;
  }
  return merged;
}

/** Posts the checkout; success goes to /account/my-order (the POST refreshes the cart badge). */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const rawPayload = form.get('payload');
  const key = form.get('idempotency_key');
  let payload: unknown = null;
  try {
    payload = typeof rawPayload === 'string' ? JSON.parse(rawPayload) : null;
  } catch {
    payload = null;
  }
  if (payload && typeof payload === 'object') payload = withPickedChoices(payload as Record<string, unknown>, form);
  const address = payload && typeof payload === 'object' && typeof (payload as { address?: unknown }).address === 'string' ? (payload as { address: string }).address : 'Home';
  const answer = await callJson(context, `/api/checkout?address=${encodeURIComponent(address)}`, 'POST', payload ?? {}, typeof key === 'string' && key ? { 'Idempotency-Key': key } : {});
  if (answer.ok) {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    throw redirect(localizePath('/account/my-order', locale));
  }
  return data({ message: answer.message || 'Something went wrong', code: answer.code ?? null, errors: answer.errors }, { status: answer.status >= 500 ? 502 : answer.status });
}
