/**
 * Server refusals met by the page's own script (a re-quote, the KHQR poll, an upload) in the
 * shopper's language. The browser never loads the error catalogue: the page's loader ships the
 * texts of the codes those calls can answer, in its locale only (`errorTextsFor`), and this reads
 * an answer's `code` and `params` against them. An unknown code shows the API's message.
 */
import type { Locale } from '@fardin/core/locale';
import { fieldText } from '@fardin/core/field-text';

export type ErrorTexts = Readonly<Record<string, string>>;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * The text of an error answer's body (`{message, code, params}`), or `fallback` when it has neither.
 * `locale` names a `field` parameter by its word in that language, as core `errorText` does.
 */
export function answerText(texts: ErrorTexts, body: unknown, fallback: string, locale?: Locale): string {
  const { code, message, params } = record(body);
  const template = typeof code === 'string' && Object.hasOwn(texts, code) ? texts[code] : undefined;
  if (template === undefined) return typeof message === 'string' && message ? message : fallback;
  const values = { ...record(params) };
  if (locale && typeof values.field === 'string') values.field = fieldText(values.field, locale);
  // The same filling as core `fillParams` (a missing parameter leaves its placeholder out).
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}
