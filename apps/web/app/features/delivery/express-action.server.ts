import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { localizePath, type Locale } from '@fardin/core/locale';
import { DELIVERY_TYPES, type DeliveryType } from '@fardin/core/delivery-fee';
import { errorText } from '@fardin/core/error-codes';
import {
  deliveryAddInputSchema,
  deliverySchema,
  deliveryQuoteSchema,
  type DeliveryQuote,
} from '@fardin/core/contract-delivery';
import { apiCall, failureText, fieldErrors, requestLocale, type ApiFailure } from '../../lib/api-client.server';
import { formNumber as numberOf, formText as text } from '../../lib/form-data';
import { inputErrors } from '../../lib/input-errors.server';
import { EXPRESS_NEEDS } from './express-needs';

type ExpressValues = Record<string, string>;
export interface ExpressResult {
  values: ExpressValues;
  quote?: DeliveryQuote;
  /** The refusal, translated by its code on the server. */
  error?: string;
  /** Form field -> the refusal's text, placed by the answer's `field`. */
  errors?: Record<string, string>;
}

const FIELDS = [
  'delivery_type',
  'pickup_phone',
  'pickup_location',
  'pickup_map',
  'receiver_phone',
  'receiver_location',
  'receiver_map',
  'zone_id',
  'district_id',
  'transport_id',
  'weight',
  'note',
  'total',
  'currency',
  'payment_note',
];
/** API field -> form field, so a coordinate error shows under the map input. */
const FIELD_OF: Record<string, string> = {
  pickup_lat: 'pickup_map',
  pickup_long: 'pickup_map',
  receiver_lat: 'receiver_map',
  receiver_long: 'receiver_map',
};

const pointAnswer = z.object({ lat: z.number(), lng: z.number() });

/** `lat,lng` or a Google Maps link -> a point, through the API's POST /query_google_map. */
async function resolvePoint(
  context: AppLoadContext,
  input: string,
  locale: Locale,
): Promise<{ lat: number; lng: number } | { error: string }> {
  const answer = await apiCall(context, '/api/query_google_map', { method: 'POST', body: { url: input } }, pointAnswer);
  return answer.ok ? answer.data : { error: failureText(answer, locale) };
}

export function deliveryTypeOf(value: string | null): DeliveryType {
  return DELIVERY_TYPES.find((t) => t === value) ?? 'express';
}

/** The /express form: `intent=quote` asks the fee, `intent=book` books (login needed). */
export async function expressAction(request: Request, context: AppLoadContext): Promise<ExpressResult> {
  const form = await request.formData();
  const locale = requestLocale(request);
  const values: ExpressValues = Object.fromEntries(FIELDS.map((f) => [f, text(form, f)]));
  const type = deliveryTypeOf(values.delivery_type ?? null);
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = {
    delivery_type: type,
    zone_id: numberOf(form, 'zone_id'),
    district_id: numberOf(form, 'district_id'),
    transport_id: numberOf(form, 'transport_id'),
    weight: numberOf(form, 'weight'),
  };
  const book = text(form, 'intent') === 'book';
  if (book && !context.token) {
    throw redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(`/express?type=${type}`)}`);
  }
  for (const side of ['pickup', 'receiver'] as const) {
    const input = values[`${side}_map`] ?? '';
    if (!input) continue;
    const point = await resolvePoint(context, input, locale);
    if ('error' in point) errors[`${side}_map`] = point.error;
    else Object.assign(body, { [`${side}_lat`]: point.lat, [`${side}_long`]: point.lng });
  }
  if (book) {
    Object.assign(body, {
      pickup_phone: values.pickup_phone,
      pickup_location: values.pickup_location,
      receiver_phone: values.receiver_phone,
      receiver_location: values.receiver_location,
      note: values.note,
      total: numberOf(form, 'total') ?? 0,
      currency: values.currency || 'USD',
      payment_note: values.payment_note || 'COD',
    });
    // Every empty or wrong field at once (the API's answer names one), the API's own texts.
    const invalid = await inputErrors(deliveryAddInputSchema, body, locale);
    for (const [field, message] of Object.entries(invalid)) errors[FIELD_OF[field] ?? field] ??= message;
    for (const [field, code] of EXPRESS_NEEDS[type])
      if (!values[field]) errors[field] ??= errorText(code, locale, code);
  }
  if (Object.keys(errors).length > 0) {
    // In the order of the form; the first one also above the buttons.
    const place = (field: string) => (FIELDS.indexOf(field) + FIELDS.length + 1) % (FIELDS.length + 1);
    const ordered = Object.entries(errors).sort(([a], [b]) => place(a) - place(b));
    return { values, error: ordered[0]![1], errors: Object.fromEntries(ordered) };
  }

  if (book) {
    const answer = await apiCall(
      context,
      '/api/delivery/add',
      { method: 'POST', body },
      z.object({ data: deliverySchema }),
    );
    if (!answer.ok) return refused(values, answer, locale);
    // A document redirect: a client-side one can 404 when /account/* was not discovered yet (lazy
    // route discovery matches `:lang?` + `*` first).
    throw redirectDocument(`${localizePath('/account/my-delivery', locale)}?booked=${answer.data.data.code}`);
  }
  const answer = await apiCall(
    context,
    '/api/delivery/calculate_price',
    { method: 'POST', body },
    z.object({ data: deliveryQuoteSchema }),
  );
  if (!answer.ok) return refused(values, answer, locale);
  return { values, quote: answer.data.data };
}

/** A refusal in the shopper's language, beside its field (a coordinate's under its map input). */
function refused(values: ExpressValues, answer: ApiFailure, locale: Locale): ExpressResult {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(answer, locale)).map(([k, v]) => [FIELD_OF[k] ?? k, v[0] ?? '']),
  );
  return { values, error: failureText(answer, locale), errors };
}
