import { z } from 'zod';
import { missingText, requiredText } from './messages';
import { numeric } from './input-schemas';
import { ACCOUNT_TEXT, PHONE_INVALID_TEXT } from './account-text';
import { normalisePhone } from './phone';
import { PASSWORD_MAX, passwordShapeProblem } from './password-rule';
export const OTP_TTL_S = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_SEND_LIMIT = { max: 3, windowS: 10 * 60 } as const;
export const LOGIN_FAILURE_LIMIT = { max: 5, windowS: 15 * 60 } as const;

const phone = z
  .string({ error: missingText('phone') })
  .trim()
  .min(1, requiredText('phone'))
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_TEXT, params: { code: 'account.phone_invalid' } });
      return z.NEVER;
    }
    return normalised;
  });

/** A new password: its shape here (the answer carries the problem's code), the rest on the server. */
const password = z
  .string({ error: missingText('password') })
  .min(1, requiredText('password'))
  .max(PASSWORD_MAX)
  .superRefine((value, ctx) => {
    const problem = value ? passwordShapeProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
  });
const otp = z
  .string({ error: missingText('otp') })
  .trim()
  .regex(/^\d{4}$/, ACCOUNT_TEXT.badOtp);
const reference = z
  .string({ error: missingText('reference') })
  .trim()
  .min(10)
  .max(100);
const name = z
  .string({ error: missingText('name') })
  .trim()
  .min(1, requiredText('name'))
  .max(100);

export const vendorQuerySchema = z.object({ vendor_code: z.string().max(100).optional() });
export const loginSchema = z.object({
  phone,
  password: z
    .string({ error: missingText('password') })
    .min(1, requiredText('password'))
    .max(PASSWORD_MAX),
});
/** The language of the code's text (decision 0040); Khmer unless the page names another. */
const lang = z.enum(['kh', 'en', 'zh']).default('kh');
export const registerSchema = z.object({ name, phone, password, lang });
export const verifySchema = z.object({ phone, otp });
export const resendSchema = z.object({ phone, type: z.enum(['forgot', 'verify']).default('verify'), lang });
export const forgotOtpSchema = z.object({ reference, otp });
export const forgotPasswordSchema = z.object({ reference, password });
export const changePasswordSchema = z.object({
  current_password: z.string().min(1, requiredText('current_password')).max(PASSWORD_MAX),
  new_password: password,
});
/**
 * The mobile client also sends `address` and `account_number`: addresses are kept through
 * /profile/location (this `address` is read and not kept, decision 0018); the bank account number
 * is kept (digits, spaces and dashes; empty clears it).
 */
export const profileUpdateSchema = z.object({
  name,
  // What /upload answered: the path, or the same made absolute on the shop's origin (decision 0024).
  image: z
    .string()
    .max(500)
    .regex(/^(?:https?:\/\/[\w.:[\]-]+)?\/uploads\/[\w./-]+$/)
    .nullable()
    .optional(),
  address: z.unknown().optional(),
  account_number: z
    .union([
      z
        .string()
        .trim()
        .max(40)
        .regex(/^[0-9 -]*$/, 'account_number must be digits'),
      z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    ])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : String(v))),
});

const latitude = numeric(
  z
    .number({ error: missingText('lat') })
    .min(-90, 'Invalid latitude. Must be between -90 and 90')
    .max(90, 'Invalid latitude. Must be between -90 and 90'),
);
const longitude = numeric(
  z
    .number({ error: missingText('long') })
    .min(-180, 'Invalid longitude. Must be between -180 and 180')
    .max(180, 'Invalid longitude. Must be between -180 and 180'),
);
export const addressInputSchema = z.object({
  name: z
    .string({ error: missingText('name') })
    .trim()
    .min(1, requiredText('name'))
    .max(100),
  description: z.string().trim().max(500).default(''),
  lat: latitude,
  long: longitude,
});
export const queryGoogleMapSchema = z.object({ url: z.string({ error: missingText('url') }).max(2048) });
export const reverseGeocodeQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  lang: z.enum(['kh', 'en', 'zh']).default('en'),
});

export const accountUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'inactive', 'deleted']),
  image: z.string().nullable(),
  total: z.number(),
  verify_status: z.boolean(),
  /** The default address (the mobile client reads its fields), null when there is none. */
  address: z
    .object({ id: z.number().int(), name: z.string(), lat: z.number(), long: z.number(), description: z.string() })
    .nullable(),
  /** The mobile client's bank account number: not kept yet (decision 0018). */
  account_number: z.string().nullable().default(null),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
export const tokenAnswerSchema = z.object({ token: z.string(), user: accountUserSchema });

const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  lat: z.number(),
  long: z.number(),
  default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ data: z.array(addressSchema) });

/** `POST /auth/resend` and `POST /auth/forgot/otp`: the OTP reference to quote in the next step. */
export const otpReferenceAnswerSchema = z.object({ message: z.string(), reference: z.string() });
/** `PUT /profile/update`. */
export const profileAnswerSchema = z.object({ message: z.literal('success'), user: accountUserSchema });
/** `POST /upload`: the stored image's URL (receipts, pictures). */
export const uploadAnswerSchema = z.object({ message: z.literal('success'), image_url: z.string() });
/** `POST /profile/image`. */
export const profileImageAnswerSchema = uploadAnswerSchema.extend({ user: accountUserSchema });
/** `POST /profile/location/add`. */
export const addressAddedSchema = z.object({ message: z.literal('success'), data: addressSchema });
/** `POST /query_google_map`: the point of a Google Maps link. */
export const mapPointAnswerSchema = z.object({ message: z.string(), lat: z.number(), lng: z.number() });
/** `GET /reverse_geocode`: a place name, or null where none is known. */
export const reverseGeocodeAnswerSchema = z.object({ label: z.string().nullable() });
/** `GET /dev/sms-outbox` (development and E2E only): the texts the embedded SMS sender kept. */
const smsOutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  purpose: z.string().nullable(),
  created_at: z.string(),
});
export const smsOutboxAnswerSchema = z.object({ data: z.array(smsOutboxMessageSchema) });
