import type { Locale } from './locale';

/**
 * A text stored in the three interface languages. Khmer is the fallback. Kept free of zod so the
 * browser bundle can use it; the schema lives with the API contract (contract-foundation.ts).
 */
export interface LocalizedText {
  kh: string;
  en: string;
  zh: string;
}

export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.kh || text.en || text.zh || '';
}
