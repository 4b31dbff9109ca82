import { z } from 'zod';
import type { Locale } from './locale';

/** A text stored in the three interface languages. Khmer is the fallback. */
export const localizedTextSchema = z.object({ kh: z.string(), en: z.string(), zh: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.kh || text.en || text.zh || '';
}
