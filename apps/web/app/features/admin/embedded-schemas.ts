import { z } from 'zod';

/** Answers of /api/admin/sms-outbox and /api/admin/payments/khqr-sandbox as the /admin pages read them. */
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    page: z.number(),
    row_per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });

export const smsOutboxAnswerSchema = pageOf(
  z.object({
    id: z.number(),
    to: z.string(),
    body: z.string(),
    purpose: z.string().nullable(),
    created_at: z.string(),
  }),
).extend({ gateway: z.enum(['outbox', 'http']) });
export type SmsOutboxAnswer = z.infer<typeof smsOutboxAnswerSchema>;

export const khqrSandboxAnswerSchema = pageOf(
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
export type KhqrSandboxAnswer = z.infer<typeof khqrSandboxAnswerSchema>;
