import { data, type AppLoadContext } from 'react-router';
import { localizePath, splitLocalePath } from '@fardin/core/locale';

export interface CommerceResult {
  ok: boolean;
  intent?: string;
  message?: string;
  errors?: Record<string, string[]>;
  redirect?: string;
}

export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown> | null;
  message: string;
  /** The stable code of a refusal (e.g. `checkout.out_of_stock`), when the API gives one. */
  code: string | undefined;
  errors: Record<string, string[]> | undefined;
}

/** Calls the in-process API with a JSON body and reads the answer. */
export async function callJson(context: AppLoadContext, path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const init: RequestInit = { method, headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await context.api(path, init);
  const parsed = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return {
    ok: res.ok,
    status: res.status,
    body: parsed,
    message: typeof parsed?.message === 'string' ? parsed.message : '',
    code: typeof parsed?.code === 'string' ? parsed.code : undefined,
    errors: (parsed?.errors as Record<string, string[]> | undefined) ?? undefined,
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Cart and wishlist changes posted by the cart, favorites and product pages (a POST, so the root
 * loader runs again and the header badges settle on the server's counts).
 */
export async function cartAction(request: Request, context: AppLoadContext, form: FormData) {
  const intent = text(form, 'intent');
  const id = encodeURIComponent(text(form, 'id'));
  const type = encodeURIComponent(text(form, 'type'));
  let answer: JsonAnswer;
  switch (intent) {
    case 'add':
    case 'buy-now':
      answer = await callJson(context, '/api/cart/add', 'POST', { product_id: text(form, 'product_id'), type: text(form, 'type'), quantity: Number(text(form, 'quantity') || 1), variant: text(form, 'variant') || undefined, country: text(form, 'country') || undefined });
      break;
    case 'update':
      answer = await callJson(context, `/api/cart/update/${id}`, 'PUT', { quantity: Number(text(form, 'quantity')) });
      break;
    case 'remove':
      answer = await callJson(context, `/api/cart/remove/${id}?type=${type}`, 'DELETE');
      break;
    case 'fav-add':
      answer = await callJson(context, '/api/wishlist/add', 'POST', { product_id: text(form, 'product_id'), type: text(form, 'type'), quantity: '1' });
      break;
    case 'fav-remove':
      answer = await callJson(context, `/api/wishlist/remove/${id}?type=${type}`, 'DELETE');
      break;
    case 'fav-move':
      answer = await callJson(context, '/api/cart/add', 'POST', { product_id: text(form, 'product_id'), type: text(form, 'type'), quantity: 1 });
      if (answer.ok) answer = await callJson(context, `/api/wishlist/remove/${id}?type=${type}`, 'DELETE');
      break;
    default:
      return data<CommerceResult>({ ok: false, intent, message: 'Unknown action' }, { status: 400 });
  }
  if (!answer.ok) return data<CommerceResult>({ ok: false, intent, message: answer.message || 'Something went wrong' }, { status: answer.status });
  if (intent === 'buy-now') {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    const params = new URLSearchParams({ type: text(form, 'type'), product_id: text(form, 'product_id'), quantity: text(form, 'quantity') || '1' });
    if (text(form, 'variant')) params.set('variant', text(form, 'variant'));
    if (text(form, 'country')) params.set('country', text(form, 'country'));
    // The page goes there with a document load (see product-actions.tsx).
    return data<CommerceResult>({ ok: true, intent, redirect: `${localizePath('/buynow', locale)}?${params}` });
  }
  return data<CommerceResult>({ ok: true, intent });
}
