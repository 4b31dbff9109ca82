import type { Locale } from '@fardin/core/locale';
import { en } from './en';
import { kh, type Messages } from './kh';
import { zh } from './zh';

/** Server-side lookup; the client receives only its locale's dictionary through the root loader. */
export const DICTIONARIES: Record<Locale, Messages> = { kh, en, zh };
