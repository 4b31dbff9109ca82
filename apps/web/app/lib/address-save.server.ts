import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { apiCall, failureText, fieldErrors, requestLocale } from './api-client.server';
import { formRaw } from './form-data';

const pointAnswer = z.object({ lat: z.number(), lng: z.number() });

export type AddressSaved =
  | { ok: true }
  | { ok: false; status: number; message: string; errors: Record<string, string[]>; values: Record<string, string> };

/**
 * Saves a new address of the signed-in shopper from a posted address form (the address book's and
 * the checkout's inline one). The map point comes from the form's `lat`/`long`; without JavaScript
 * the typed coordinates or maps link (`location`) are resolved here first. Refusals come back in
 * the request's language, placed by field.
 */
export async function saveAddress(request: Request, context: AppLoadContext, form: FormData): Promise<AddressSaved> {
  const locale = requestLocale(request);
  const values = {
    name: formRaw(form, 'name'),
    description: formRaw(form, 'description'),
    location: formRaw(form, 'location'),
  };
  let lat = formRaw(form, 'lat');
  let long = formRaw(form, 'long');
  if (!lat || !long) {
    const answer = await apiCall(
      context,
      '/api/query_google_map',
      { method: 'POST', body: { url: values.location } },
      pointAnswer,
    );
    if (!answer.ok) {
      const message = failureText(answer, locale);
      return { ok: false, status: 422, message, errors: { location: [message] }, values };
    }
    lat = String(answer.data.lat);
    long = String(answer.data.lng);
  }
  const answer = await apiCall(context, '/api/profile/location/add', {
    method: 'POST',
    body: { name: values.name, description: values.description, lat, long },
  });
  if (answer.ok) return { ok: true };
  return {
    ok: false,
    status: answer.status >= 500 ? 502 : answer.status,
    message: failureText(answer, locale),
    errors: fieldErrors(answer, locale),
    values,
  };
}
