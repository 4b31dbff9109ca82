import { z } from 'zod';
import { contactSchema } from './contract-foundation';
import { paymentAccountsSchema, qualityCheckSchema } from './contract-commerce';
import { parcelSettingsInputSchema, parcelSettingsSchema } from './contract-parcels';
import { integerSchema, moneySchema } from './input-schemas';

/**
 * Back office (/api/admin/*) inputs shared by the server and the web's /admin forms. Answers are
 * read loosely by the web (`adminPageSchema`), since only staff see them.
 */
const money = moneySchema({ max: 1_000_000 });

/** Staff say why (cancelling an order, refusing a transfer receipt): the shopper is told. */
export const reasonBodySchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(1000) });
const count = integerSchema(0, 1_000_000);

export const fardinProductInputSchema = z
  .object({
    title_kh: z.string().trim().max(300).default(''),
    title_en: z.string().trim().max(300).default(''),
    title_zh: z.string().trim().max(300).default(''),
    category: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    description: z.string().trim().max(5000).default(''),
    price: money.default(0),
    stock: count.default(0),
    images: z.array(z.string().trim().min(1).max(2000)).max(10).default([]),
    variants: z
      .array(z.object({ name: z.string().trim().min(1).max(100), price: money, stock: count }))
      .max(50)
      .default([]),
    active: z.boolean().default(true),
  })
  .refine((p) => p.title_kh !== '' || p.title_en !== '', {
    message: 'A Khmer or English title is required',
    path: ['title_kh'],
  });
export type FardinProductInputBody = z.input<typeof fardinProductInputSchema>;

/** A sub-category of a top-level category: names in kh/en (zh falls back to en) and search keywords. */
export const subCategoryInputSchema = z.object({
  title: z.object({
    kh: z.string().trim().min(1).max(80),
    en: z.string().trim().min(1).max(80),
    zh: z.string().trim().max(80).default(''),
  }),
  keywords: z.array(z.string().trim().min(1).max(60)).min(1, 'Give at least one search keyword').max(20),
});
export type SubCategoryInput = z.infer<typeof subCategoryInputSchema>;

const adminSubCategorySchema = z.object({
  id: z.number(),
  title: z.object({ kh: z.string(), en: z.string(), zh: z.string() }),
  keywords: z.array(z.string()),
  position: z.number(),
  visible: z.boolean(),
});
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;
export const adminSubCategoriesAnswerSchema = z.object({
  data: z.object({
    category: z.object({
      id: z.number(),
      title: z.object({ kh: z.string(), en: z.string(), zh: z.string() }),
      visible: z.boolean(),
    }),
    subs: z.array(adminSubCategorySchema),
  }),
});

export const SETTING_KEYS = ['contact', 'currency_rates', 'commerce', 'parcels'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
/** The setting holding the currency rates the shop converts prices with (units per USD). */
export const RATES_SETTING_KEY = 'currency_rates' satisfies SettingKey;

/** Each editable setting's shape (contact as the public /api/setting answers it). */
export const settingSchemas = {
  contact: contactSchema,
  currency_rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().max(1_000_000)),
  commerce: z.object({
    anakut_discount_percent: z.number().min(0).max(100),
    bank_accounts: paymentAccountsSchema,
  }),
  /** Free storage days, the daily fee after them, the routes with freight cash at the door (decision 0054). */
  parcels: parcelSettingsInputSchema,
} satisfies Record<SettingKey, z.ZodType>;

export const adminDashboardSchema = z.object({
  data: z.object({
    orders_to_buy: z.number().nullable(),
    payments_to_verify: z.number().nullable(),
    topups_to_approve: z.number().nullable(),
    deliveries_to_dispatch: z.number().nullable(),
    /** Withdrawals staff still have to pay out (issue 24 item 10). */
    withdrawals_to_pay: z.number().nullable(),
    revenue_today: z.number().nullable(),
    currency: z.string(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>['data'];

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    page: z.number(),
    row_per_page: z.number(),
    total: z.number(),
    last_page: z.number().optional(),
  });

const adminOrderRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  user_phone: z.string(),
  store: z.string(),
  stage: z.string(),
  status: z.string(),
  payment_type: z.string(),
  payment_status: z.string(),
  receipt_url: z.string().nullable(),
  total: z.number(),
  currency: z.string(),
  date: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = page(adminOrderRowSchema);

export const adminOrderDetailSchema = z.object({
  data: adminOrderRowSchema.extend({
    marketplace_order_no: z.string().nullable(),
    tracking_no: z.string().nullable(),
    subtotal: z.number(),
    delivery_fee: z.number(),
    discount: z.number(),
    transport: z.string(),
    /** `warehouse`: picked up at the shop's warehouse (the address is then the warehouse's name). */
    delivery: z.string().optional(),
    address: z.string(),
    note: z.string().nullable(),
    lines: z.array(
      z.object({
        id: z.number().optional(),
        check: qualityCheckSchema.nullable().default(null),
        product_id: z.string(),
        quantity: z.number(),
        product_name: z.string(),
        product_price: z.number(),
        image: z.string(),
        variant: z.string().nullable(),
      }),
    ),
    timeline: z.array(
      z.object({ stage: z.string(), date: z.string(), note: z.string().nullable(), photos: z.array(z.string()) }),
    ),
  }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>['data'];

/**
 * The shop's stored copy of a receipt (decision 0014): an upload of the paying shopper, with its
 * size, fingerprint and time. Null when the receipt is not such an upload (older rows): staff see no
 * remote image and cannot accept it.
 */
const storedReceiptSchema = z.object({
  url: z.string(),
  bytes: z.number(),
  sha256: z.string(),
  uploaded_at: z.string(),
  /**
   * Other payments (top-ups, bank-transfer orders) whose receipt is an upload of the same image
   * (same sha256): a re-uploaded copy staff should look at twice (issue 24 item 3).
   */
  same_image_as: z.array(z.object({ kind: z.enum(['topup', 'order']), id: z.number() })),
});
export type StoredReceipt = z.infer<typeof storedReceiptSchema>;
/** Bank transfers waiting for verification: order rows whose `receipt_url` is the stored copy or null. */
export const adminTransferPageSchema = page(adminOrderRowSchema.extend({ receipt: storedReceiptSchema.nullable() }));
export type AdminTransferRow = z.infer<typeof adminTransferPageSchema>['data'][number];
export const adminTopupPageSchema = page(
  z.object({
    id: z.number(),
    user_name: z.string(),
    user_phone: z.string(),
    amount: z.number(),
    payment_method: z.string().nullable(),
    receipt_url: z.string().nullable(),
    receipt: storedReceiptSchema.nullable(),
    status: z.string(),
    created_at: z.string(),
  }),
);
/** A withdrawal staff pay out (issue 24 item 10): `pending` until staff record the payout. */
export const WITHDRAWAL_STATUSES = ['pending', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
const adminWithdrawalRowSchema = z.object({
  /** The withdrawal's ledger entry id. */
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  user_phone: z.string(),
  /** The shopper's own bank account number from their profile, where the money goes. */
  account_number: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reference_no: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  requested_at: z.string(),
  paid_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;
export const adminWithdrawalPageSchema = page(adminWithdrawalRowSchema);

export const adminKhqrPageSchema = page(
  z.object({
    id: z.number(),
    reference: z.string(),
    user_name: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    created_at: z.string(),
    gateway_data: z.unknown(),
  }),
);

const adminDeliveryRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  delivery_type: z.string(),
  status: z.string(),
  next_statuses: z.array(z.string()),
  pickup_location: z.string(),
  receiver_location: z.string(),
  receiver_phone: z.string(),
  delivery_fee: z.number(),
  driver_name: z.string().nullable(),
  driver_phone: z.string().nullable(),
  created_at: z.string(),
});
export type AdminDeliveryRow = z.infer<typeof adminDeliveryRowSchema>;
export const adminDeliveryPageSchema = page(adminDeliveryRowSchema);

const adminUserRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export const adminUserPageSchema = page(adminUserRowSchema);

export const adminProductSchema = z.object({
  id: z.number(),
  source_id: z.string(),
  title_kh: z.string(),
  title_en: z.string(),
  title_zh: z.string(),
  category: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  stock: z.number(),
  images: z.array(z.string()),
  active: z.boolean(),
  updated_at: z.string(),
  variants: z.array(z.object({ name: z.string(), price: z.number(), stock: z.number() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductPageSchema = page(adminProductSchema);

/** `GET /admin/me`: who the back office is talking to. */
export const adminMeSchema = z.object({
  data: z.object({ id: z.number().int(), role: z.enum(['admin', 'staff', 'shopper']) }),
});
/** `GET /admin/audit`: who did what, newest first. */
export const adminAuditPageSchema = page(
  z.object({
    id: z.number(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    details: z.unknown(),
    at: z.string(),
    /** null: the operator CLI or a job of the server (`details.via`); `actor_name` then says which. */
    actor_id: z.number().nullable(),
    actor_name: z.string(),
  }),
);
/** `GET /admin/users/{id}`: the user and their latest orders. */
export const adminUserDetailSchema = z.object({
  data: adminUserRowSchema.extend({
    verified_at: z.string().nullable(),
    orders: z.array(z.record(z.string(), z.unknown())),
    order_total: z.number(),
  }),
});
/** `POST /admin/staff`: the one-time password is in this answer only. */
export const staffCreatedSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    id: z.number(),
    phone: z.string(),
    role: z.enum(['staff', 'admin', 'rider']),
    one_time_password: z.string(),
  }),
});
/** `POST /admin/orders/{id}/refund`: the amount returned to the shopper's wallet. */
export const refundAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ amount: z.number(), userId: z.number() }),
});
/** `POST /admin/orders/{id}/lines/{lineId}/check`. */
export const qualityCheckAnswerSchema = z.object({ message: z.literal('success'), data: qualityCheckSchema });
/** `GET /admin/products/{id}`, and the answer of a product write. */
export const adminProductAnswerSchema = z.object({ data: adminProductSchema });
export const adminProductSavedSchema = z.object({ message: z.literal('success'), data: adminProductSchema });
/** `GET /admin/settings`: each editable setting, null where never saved. */
export const adminSettingsSchema = z.object({
  data: z.object({
    contact: settingSchemas.contact.nullable(),
    currency_rates: settingSchemas.currency_rates.nullable(),
    commerce: settingSchemas.commerce.nullable(),
    // Read leniently: a part never saved reads as its default.
    parcels: parcelSettingsSchema.nullable(),
  }),
});
/** `PUT /admin/settings/{key}` body: the shape of that key. */
export const settingInputDocSchema = z.union([
  settingSchemas.contact,
  settingSchemas.currency_rates,
  settingSchemas.commerce,
  settingSchemas.parcels,
]);
/** A back-office write that created a row: its id. */
export const createdIdSchema = z.object({ message: z.literal('success'), data: z.object({ id: z.number().int() }) });
/** `PUT /admin/blog/posts/{id}`: the fields that changed. */
export const blogPostSavedSchema = z.object({
  message: z.literal('success'),
  data: z.object({ id: z.number().int(), changed: z.array(z.string()) }),
});
/** `GET /admin/reference`: categories, banners and stores as the shop shows them, with their order and visibility. */
export const adminReferenceSchema = z.object({
  data: z.object({
    categories: z.array(z.record(z.string(), z.unknown())),
    banners: z.array(z.record(z.string(), z.unknown())),
    stores: z.array(z.record(z.string(), z.unknown())),
  }),
});
/** `GET /admin/shipping`: rates per country and transport, zone and district fees. */
export const adminShippingSchema = z.object({
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
    zones: z.array(
      z.object({ id: z.number(), code: z.string(), name_kh: z.string(), name_en: z.string(), service_fee: z.number() }),
    ),
    districts: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        name_kh: z.string(),
        name_en: z.string(),
        province: z.string(),
        province_kh: z.string(),
        service_fee: z.number(),
      }),
    ),
  }),
});
/** `GET /admin/sms-outbox`: the embedded SMS sender's texts. */
export const adminSmsOutboxPageSchema = page(
  z.object({
    id: z.number(),
    to: z.string(),
    body: z.string(),
    purpose: z.string().nullable(),
    created_at: z.string(),
  }),
).extend({ gateway: z.enum(['outbox', 'http']) });
/** `GET /admin/payments/khqr-sandbox`: KHQR payments still open in the sandbox. */
export const adminKhqrSandboxPageSchema = page(
  z.object({
    id: z.number(),
    reference: z.string(),
    user_name: z.string(),
    user_phone: z.string(),
    amount: z.number(),
    currency: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
    sandbox_paid: z.boolean(),
  }),
).extend({ gateway: z.enum(['sandbox', 'bakong']) });
/** `GET /admin/users`: the rows with the time the phone was verified. */
export const adminUserListSchema = page(adminUserRowSchema.extend({ verified_at: z.string().nullable() }));
