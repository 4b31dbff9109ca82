import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { localizePath, splitLocalePath } from '@fardin/core/locale';
import { DELIVERY_TYPES, type DeliveryType } from '@fardin/core/delivery-fee';
import { deliveryQuoteSchema, type Delivery, type DeliveryQuote } from '@fardin/core/contract-delivery';
import { numberOf, resolvePoint, sendApi, text } from './delivery-api.server';

export type ExpressValues = Record<string, string>;
export interface ExpressResult {
  values: ExpressValues;
  quote?: DeliveryQuote;
  error?: string;
  errors?: Record<string, string>;
}

const FIELDS = ['delivery_type', 'pickup_phone', 'pickup_location', 'pickup_map', 'receiver_phone', 'receiver_location', 'receiver_map', 'zone_id', 'district_id', 'transport_id', 'weight', 'note', 'total', 'currency', 'payment_note'];
/** API field -> form field, so a coordinate error shows under the map input. */
const FIELD_OF: Record<string, string> = { pickup_lat: 'pickup_map', pickup_long: 'pickup_map', receiver_lat: 'receiver_map', receiver_long: 'receiver_map' };

export function deliveryTypeOf(value: string | null): DeliveryType {
  return DELIVERY_TYPES.find((t) => t === value) ?? 'express';
}

/** The /express form: `intent=quote` asks the fee, `intent=book` books (login needed). */
export async function expressAction(request: Request, context: AppLoadContext): Promise<ExpressResult> {
  const form = await request.formData();
  const values: ExpressValues = Object.fromEntries(FIELDS.map((f) => [f, text(form, f)]));
  const type = deliveryTypeOf(values.delivery_type ?? null);
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = { delivery_type: type, zone_id: numberOf(form, 'zone_id'), district_id: numberOf(form, 'district_id'), transport_id: numberOf(form, 'transport_id'), weight: numberOf(form, 'weight') };
  for (const side of ['pickup', 'receiver'] as const) {
    const input = values[`${side}_map`] ?? '';
    if (!input) continue;
    const point = await resolvePoint(context, input);
    if ('error' in point) errors[`${side}_map`] = point.error;
    else Object.assign(body, { [`${side}_lat`]: point.lat, [`${side}_long`]: point.lng });
  }
  if (Object.keys(errors).length > 0) return { values, error: Object.values(errors)[0], errors };

  const book = text(form, 'intent') === 'book';
  if (book && !context.token) {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    throw redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(`/express?type=${type}`)}`);
  }
  if (book) {
    Object.assign(body, {
      pickup_phone: values.pickup_phone, pickup_location: values.pickup_location, receiver_phone: values.receiver_phone, receiver_location: values.receiver_location,
      note: values.note, total: numberOf(form, 'total') ?? 0, currency: values.currency || 'USD', payment_note: values.payment_note || 'COD',
    });
  }
  const answer = await sendApi(context, book ? '/api/delivery/add' : '/api/delivery/calculate_price', 'POST', body);
  if (!answer.ok) {
    const fieldErrors = Object.fromEntries(Object.entries(answer.errors).map(([k, v]) => [FIELD_OF[k] ?? k, v[0] ?? answer.message]));
    return { values, error: answer.message, errors: fieldErrors };
  }
  if (book) {
    const delivery = (answer.body as { data: Delivery }).data;
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    // A document redirect: a client-side one can 404 when /account/* was not discovered yet (lazy
    // route discovery matches `:lang?` + `*` first).
    throw redirectDocument(`${localizePath('/account/my-delivery', locale)}?booked=${delivery.code}`);
  }
  return { values, quote: deliveryQuoteSchema.parse((answer.body as { data: unknown }).data) };
}
