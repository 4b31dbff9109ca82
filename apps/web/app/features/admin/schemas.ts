import { z } from 'zod';
import { settingSchemas } from '@fardin/core/contract-admin';
import { parcelSettingsSchema } from '@fardin/core/contract-parcels';
import { adminBlogCategorySchema } from '@fardin/core/contract-content';

/** Answers of the settings, audit, blog, reference and shipping endpoints as the /admin pages read them. */
export const settingsAnswerSchema = z.object({
  data: z.object({
    contact: settingSchemas.contact.nullable(),
    currency_rates: z.record(z.string(), z.number()).nullable(),
    commerce: settingSchemas.commerce.nullable(),
    // A part never saved reads as its default (decision 0054).
    parcels: parcelSettingsSchema.nullable().default(null),
  }),
});
export type SettingsData = z.infer<typeof settingsAnswerSchema>['data'];

export const auditPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string(),
      details: z.unknown(),
      at: z.string(),
      actor_id: z.number(),
      actor_name: z.string(),
    }),
  ),
  page: z.number(),
  row_per_page: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const blogCategoriesSchema = z.object({ data: z.array(adminBlogCategorySchema) });
export type BlogCategoryRow = z.infer<typeof blogCategoriesSchema>['data'][number];

const refRow = z.object({
  id: z.string(),
  title: z.string(),
  title_kh: z.string(),
  position: z.number(),
  visible: z.boolean(),
});
export type RefRow = z.infer<typeof refRow>;
export const referenceAnswerSchema = z.object({
  data: z.object({ categories: z.array(refRow), banners: z.array(refRow), stores: z.array(refRow) }),
});
export type ReferenceData = z.infer<typeof referenceAnswerSchema>['data'];

const fee = z.object({
  id: z.number(),
  code: z.string(),
  name_kh: z.string(),
  name_en: z.string(),
  service_fee: z.number(),
});
export const shippingAnswerSchema = z.object({
  data: z.object({
    rates: z.array(
      z.object({
        country: z.string(),
        transport: z.string(),
        kilo_price: z.number(),
        vol_price: z.number(),
        service_fee: z.number(),
        days_min: z.number(),
        days_max: z.number(),
        active: z.boolean(),
      }),
    ),
    zones: z.array(fee),
    districts: z.array(fee.extend({ province: z.string(), province_kh: z.string().optional() })),
  }),
});
export type ShippingData = z.infer<typeof shippingAnswerSchema>['data'];
