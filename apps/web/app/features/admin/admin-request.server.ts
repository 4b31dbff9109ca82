import { data } from 'react-router';
import { failureText, type ApiFailure, type ApiResult } from '../../lib/api-client.server';

/** The back office's request helpers (its API calls go through `lib/api-client.server.ts`). */
const ADMIN_LANG_COOKIE = 'admin_lang';
export type AdminLocale = 'kh' | 'en' | 'zh';
const ADMIN_LOCALES: readonly AdminLocale[] = ['kh', 'en', 'zh'];

export interface AdminResult {
  ok: boolean;
  /** A refusal in the back office's language (by the API's code); '' on success. */
  message: string;
  intent?: string;
  password?: { phone: string; password: string };
}

/** `?lang=kh|en|zh` switches the back office language and is remembered in a cookie for a year. */
export function adminLocale(request: Request): { locale: AdminLocale; setCookie: string | null } {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  const known = ADMIN_LOCALES.find((l) => l === asked);
  if (known) {
    return {
      locale: known,
      setCookie: `${ADMIN_LANG_COOKIE}=${known}; Path=/admin; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    };
  }
  const cookie = request.headers.get('Cookie') ?? '';
  const match = /(?:^|;\s*)admin_lang=(en|kh|zh)/.exec(cookie);
  return { locale: ADMIN_LOCALES.find((l) => l === match?.[1]) ?? 'kh', setCookie: null };
}

/** A write's outcome as the page's action data: a refusal translated by its code (422 so nothing is cached). */
export function adminResult<E extends Omit<Partial<AdminResult>, 'ok' | 'message'> & Record<string, unknown>>(
  request: Request,
  answer: ApiResult<unknown>,
  extra: E = {} as E,
) {
  const message = answer.ok ? '' : failureText(answer, adminLocale(request).locale);
  return data<AdminResult & E>({ ok: answer.ok, message, ...extra }, { status: answer.ok ? 200 : 422 });
}

/** A refused read of an admin-only page (403 for staff) in the back office's language. */
export function forbiddenText(request: Request, answer: ApiResult<unknown>): string | null {
  return answer.ok ? null : failureText(answer, adminLocale(request).locale);
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

/** An intent the page does not know, as a refusal. */
export const UNKNOWN_ACTION: ApiFailure = { ok: false, status: 422, code: '', message: 'Unknown action' };
