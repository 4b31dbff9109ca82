import { data } from 'react-router';
import type { MessageKey } from '../../i18n/dictionaries';
import { textOf } from '../../i18n/texts.server';
import type { ApiFailure, ApiResult } from '../../lib/api-client.server';
import { adminLocale, adminResult } from './admin-request.server';

/** A scanned code as the API writes parcel codes (a scanner may send lower case or spaces). */
export const scannedCode = (raw: string) => raw.trim().toUpperCase();

/** A refusal of the page itself (no API call), in the back office's language. */
export function pageRefusal(request: Request, key: MessageKey, params?: Record<string, string | number>): ApiFailure {
  return { ok: false, status: 422, code: '', message: textOf(adminLocale(request).locale, key, params) };
}

/**
 * A scan's answer as action data: the refusal translated by its code, or `done` (what was done, in
 * the back office's language); `at` makes each answer new so the scan field is emptied and focused.
 */
export function scanResult(
  request: Request,
  answer: ApiResult<unknown>,
  intent: string,
  done?: { key: MessageKey; params?: Record<string, string | number> },
) {
  const locale = adminLocale(request).locale;
  const text = answer.ok && done ? textOf(locale, done.key, done.params) : null;
  return adminResult(request, answer, { intent, done: text, at: Date.now() });
}

/** The `YYYY-MM-DD` of a date input, or null. */
export function dayOf(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A positive id from a query or form value, or null. */
export function idOf(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const notFoundPage = () => data(null, { status: 404 });
