import type { AppLoadContext } from 'react-router';

export interface ApiFailure {
  ok: false;
  message: string;
  errors: Record<string, string[]>;
}
export type ApiAnswer = { ok: true; status: number; body: unknown } | (ApiFailure & { status: number });

/** POST (or other method) to the in-process API; failures become {message, errors}. */
export async function sendApi(context: AppLoadContext, path: string, method: string, body?: unknown): Promise<ApiAnswer> {
  const res = await context.api(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, body: parsed };
  const record = (parsed ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    status: res.status,
    message: typeof record.message === 'string' ? record.message : 'An error occurred',
    errors: record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string[]>) : {},
  };
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A number field, or undefined when empty. */
export function numberOf(form: FormData, name: string): number | undefined {
  const value = text(form, name);
  return value === '' ? undefined : Number(value);
}

/** `lat,lng` or a Google Maps link -> a point, through the API's POST /query_google_map. */
export async function resolvePoint(context: AppLoadContext, input: string): Promise<{ lat: number; lng: number } | { error: string }> {
  const answer = await sendApi(context, '/api/query_google_map', 'POST', { url: input });
  if (!answer.ok) return { error: answer.message };
  const body = answer.body as { lat?: unknown; lng?: unknown };
  if (typeof body.lat !== 'number' || typeof body.lng !== 'number') return { error: 'Invalid coordinates received from server' };
  return { lat: body.lat, lng: body.lng };
}
