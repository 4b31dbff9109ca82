import { z } from 'zod';
import { LOCALE_TRANSLATE_CODE, isLocale } from '@fardin/core/locale';
import type { Lang } from '../integrations/translation/glossary';

/** `lang=kh|km|en|zh` of a product answer; absent: the answer as stored. */
export const productLangSchema = z
  .string()
  .trim()
  .max(5)
  .optional()
  .transform((v, ctx): Lang | undefined => {
    if (v === undefined || v === '') return undefined;
    const code = isLocale(v) ? LOCALE_TRANSLATE_CODE[v] : v;
    if (code === 'en' || code === 'km' || code === 'zh') return code;
    ctx.addIssue({ code: 'custom', message: 'lang must be kh, en or zh' });
    return z.NEVER;
  });
export const productLangQuery = z.object({ lang: productLangSchema });
