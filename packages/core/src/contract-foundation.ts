import { z } from 'zod';
import type { LocalizedText } from './i18n-text';

/** A text in kh/en/zh (see i18n-text.ts). */
export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({
  kh: z.string(),
  en: z.string(),
  zh: z.string(),
});

/** Marketplaces the store sells from (SPEC section 1), fardin being the shop's own catalogue. */
export const STORE_CODES = [
  'fardin',
  '1688',
  'alibaba',
  'aliexpress',
  'amazon',
  'coupang',
  'ebay',
  'lazada',
  'shopee',
  'taobao',
] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const storeCodeSchema = z.enum(STORE_CODES);

/** SPEC section 3 "Store/provider": name, image, country, code, store. */
export const storeSchema = z.object({
  name: z.string(),
  image: z.string(),
  country: z.string(),
  code: z.string(),
  store: storeCodeSchema,
});
export type Store = z.infer<typeof storeSchema>;

const subCategorySchema = z.object({
  title: localizedTextSchema,
  icon: z.string(),
  list: z.array(z.string()),
});
/** SPEC section 3 "Category": title, search, icon, arrow, sub. */
const categorySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  search: z.string(),
  icon: z.string(),
  arrow: z.enum(['right', 'down']),
  sub: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  link: z.string(),
  title: localizedTextSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const contactSchema = z.object({
  phones: z.array(z.object({ operator: z.string(), number: z.string() })),
  email: z.string(),
  address: localizedTextSchema,
  warehouse: z.object({ lat: z.number(), lng: z.number() }),
  messaging: z.object({ telegram: z.string(), whatsapp: z.string() }),
});
export type Contact = z.infer<typeof contactSchema>;

/** Public site settings the web frame needs. */
const siteSchema = z.object({ name: z.string(), publicUrl: z.string(), mapTileUrl: z.string() });
export type Site = z.infer<typeof siteSchema>;

/** `GET /api/setting`: `data` is the category list (SPEC section 7); contact and site ride along. */
export const settingAnswerSchema = z.object({
  data: z.array(categorySchema),
  contact: contactSchema,
  site: siteSchema,
});
export type SettingAnswer = z.infer<typeof settingAnswerSchema>;

/**
 * Error answer of every API call: 422 adds field errors. `code` is a stable identifier
 * (`area.reason`, e.g. `checkout.cart_changed`) that clients translate by; `message` stays the
 * English text the shop's mobile client shows.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** 422: the first refused field (dotted path), whose problem `message` and `code` describe. */
  field: z.string().optional(),
  /** Values the code's text is filled with, e.g. `{max: 200}` (see `error-codes.ts`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of a write that returns nothing else: `{message: 'success'}`. */
export const successAnswerSchema = z.object({ message: z.literal('success') });
/** `GET /api/health`: 200 `ok`, or 503 `degraded` while the database does not answer. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), up: z.boolean() }),
});
/** `GET /api/stores` and `GET /api/banners`. */
export const storeListSchema = z.object({ data: z.array(storeSchema) });
/** `GET /banners`: `name` is the mobile client's field (the English title). */
export const bannerListSchema = z.object({ data: z.array(bannerSchema.extend({ name: z.string().optional() })) });
/** `GET /categories`, `GET /subcategories/{id}`: one level of the category tree, in the mobile client's names. */
export const categoryLevelListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      names: localizedTextSchema,
      image: z.string(),
    }),
  ),
});
/** `GET /notifications`: the shop's notices (none are sent yet). */
export const notificationListSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), comment: z.string(), date: z.string() })),
});
