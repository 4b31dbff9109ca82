import { data, type AppLoadContext } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { apiCall, failureText, requestLocale, type ApiResult } from '../../lib/api-client.server';
import { formRaw } from '../../lib/form-data';

export interface CommerceResult {
  ok: boolean;
  intent?: string;
  /** A refusal in the shopper's language (translated by code here, on the server). */
  message?: string;
  /** The refusal's stable code, for a page that acts on it (favourites: `product.variant_required`). */
  code?: string;
  errors?: Record<string, string[]>;
  redirect?: string;
}

const text = formRaw;

/**
 * Cart and wishlist changes posted by the cart, favorites and product pages (a POST, so the root
 * loader runs again and the header badges settle on the server's counts).
 */
export async function cartAction(request: Request, context: AppLoadContext, form: FormData) {
  const intent = text(form, 'intent');
  const id = encodeURIComponent(text(form, 'id'));
  const type = encodeURIComponent(text(form, 'type'));
  let answer: ApiResult<unknown>;
  switch (intent) {
    case 'add':
    case 'buy-now':
      answer = await apiCall(context, '/api/cart/add', {
        method: 'POST',
        body: {
          product_id: text(form, 'product_id'),
          type: text(form, 'type'),
          quantity: Number(text(form, 'quantity') || 1),
          variant: text(form, 'variant') || undefined,
          country: text(form, 'country') || undefined,
        },
      });
      break;
    case 'update':
      answer = await apiCall(context, `/api/cart/update/${id}`, {
        method: 'PUT',
        body: { quantity: Number(text(form, 'quantity')) },
      });
      break;
    case 'remove':
      answer = await apiCall(context, `/api/cart/remove/${id}?type=${type}`, { method: 'DELETE' });
      break;
    case 'fav-add':
      answer = await apiCall(context, '/api/wishlist/add', {
        method: 'POST',
        body: {
          product_id: text(form, 'product_id'),
          type: text(form, 'type'),
          quantity: '1',
          variant: text(form, 'variant') || undefined,
        },
      });
      break;
    case 'fav-remove':
      answer = await apiCall(context, `/api/wishlist/remove/${id}?type=${type}`, { method: 'DELETE' });
      break;
    case 'fav-move':
      answer = await apiCall(context, '/api/cart/add', {
        method: 'POST',
        body: {
          product_id: text(form, 'product_id'),
          type: text(form, 'type'),
          quantity: 1,
          variant: text(form, 'variant') || undefined,
        },
      });
      if (answer.ok) answer = await apiCall(context, `/api/wishlist/remove/${id}?type=${type}`, { method: 'DELETE' });
      break;
    default:
      return data<CommerceResult>({ ok: false, intent, message: 'Unknown action' }, { status: 400 });
  }
  if (!answer.ok)
    return data<CommerceResult>(
      { ok: false, intent, code: answer.code, message: failureText(answer, requestLocale(request)) },
      { status: answer.status },
    );
  if (intent === 'buy-now') {
    const locale = requestLocale(request);
    const params = new URLSearchParams({
      type: text(form, 'type'),
      product_id: text(form, 'product_id'),
      quantity: text(form, 'quantity') || '1',
    });
    if (text(form, 'variant')) params.set('variant', text(form, 'variant'));
    if (text(form, 'country')) params.set('country', text(form, 'country'));
    // The page goes there with a document load (see product-actions.tsx).
    return data<CommerceResult>({ ok: true, intent, redirect: `${localizePath('/buynow', locale)}?${params}` });
  }
  return data<CommerceResult>({ ok: true, intent });
}
