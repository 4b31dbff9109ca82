import { data, type AppLoadContext } from 'react-router';
import type { z, ZodType } from 'zod';

/**
 * The back office's calls to /api/admin from loaders and actions. A 404 (not staff, or no such
 * row) becomes the not-found page, so /admin never reveals itself to shoppers.
 */
export const ADMIN_LANG_COOKIE = 'admin_lang';
export type AdminLocale = 'kh' | 'en';

export async function adminGet<T extends ZodType>(context: AppLoadContext, path: string, schema: T): Promise<z.infer<T>> {
  const res = await context.api(path);
  if (res.status === 404) throw data(null, { status: 404 });
  if (!res.ok) throw data(null, { status: res.status >= 500 ? 502 : res.status });
  return schema.parse(await res.json());
}

export interface AdminResult {
  ok: boolean;
  message: string;
  intent?: string;
  password?: { phone: string; password: string };
}

/** A write; the answer's message is shown above the form (field errors are joined). */
export async function adminSend(context: AppLoadContext, path: string, method: 'POST' | 'PUT' | 'DELETE', body: unknown = {}): Promise<{ ok: boolean; message: string; body: unknown }> {
  const res = await context.api(path, method === 'DELETE' ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status === 404 && path.startsWith('/api/admin/me')) throw data(null, { status: 404 });
  const parsed: unknown = await res.json().catch(() => null);
  const message = parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : 'An error occurred';
  return { ok: res.ok, message, body: parsed };
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** `?lang=en|kh` switches the back office language and is remembered in a cookie for a year. */
export function adminLocale(request: Request): { locale: AdminLocale; setCookie: string | null } {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  if (asked === 'en' || asked === 'kh') {
    return { locale: asked, setCookie: `${ADMIN_LANG_COOKIE}=${asked}; Path=/admin; Max-Age=31536000; SameSite=Lax; HttpOnly` };
  }
  const cookie = request.headers.get('Cookie') ?? '';
  const match = /(?:^|;\s*)admin_lang=(en|kh)/.exec(cookie);
  return { locale: match?.[1] === 'en' ? 'en' : 'kh', setCookie: null };
}

/** `page` and the list filters of the current URL, forwarded to the API as they are. */
export function forwardQuery(request: Request, allowed: string[]): string {
  const url = new URL(request.url);
  const out = new URLSearchParams();
  for (const key of ['page', ...allowed]) {
    const value = url.searchParams.get(key);
    if (value) out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** A read staff may be refused (admin-only settings): the API's 403 message instead of an error page. */
export async function adminGetOrForbidden<T extends ZodType>(context: AppLoadContext, path: string, schema: T): Promise<{ forbidden: string } | { forbidden: null; data: z.infer<T> }> {
  const res = await context.api(path);
  if (res.status === 403) {
    const body: unknown = await res.json().catch(() => null);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : 'Forbidden';
    return { forbidden: message };
  }
  if (res.status === 404) throw data(null, { status: 404 });
  if (!res.ok) throw data(null, { status: res.status >= 500 ? 502 : res.status });
  return { forbidden: null, data: schema.parse(await res.json()) };
}
