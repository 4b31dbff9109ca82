import { z } from 'zod';
import { LOCALES } from './locale';
import { NOTIFICATION_GROUPS, OPTIONAL_CHANNELS } from './notification-kinds';

/** Notifications API (decision 0039): the bell, the mobile client's list, choices and web push. */

const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  date: z.string(),
});

export const bellAnswerSchema = z.object({ unread: z.number().int(), data: z.array(notificationItemSchema) });
export const unreadAnswerSchema = z.object({ unread: z.number().int() });

const notificationOffSchema = z
  .object(
    Object.fromEntries(
      NOTIFICATION_GROUPS.map((g) => [g, z.array(z.enum(OPTIONAL_CHANNELS)).max(3).optional()]),
    ) as Record<
      (typeof NOTIFICATION_GROUPS)[number],
      z.ZodOptional<z.ZodArray<z.ZodEnum<{ [K in (typeof OPTIONAL_CHANNELS)[number]]: K }>>>
    >,
  )
  .strict();

export const notificationSettingsSchema = z.object({
  language: z.enum(LOCALES),
  /** Per group, the channels turned off (`money` is always delivered: ignored there). */
  off: notificationOffSchema,
  /** Groups whose messages always go out. */
  mandatory: z.array(z.enum(NOTIFICATION_GROUPS)),
});
export const notificationSettingsInputSchema = z.object({
  language: z.enum(LOCALES).optional(),
  off: notificationOffSchema,
});

export const pushKeyAnswerSchema = z.object({ public_key: z.string() });
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url()
    .max(2000)
    .refine((u) => u.startsWith('https://') || u.startsWith('http://'), 'endpoint must be http(s)'),
  keys: z.object({ p256dh: z.string().min(40).max(200), auth: z.string().min(8).max(100) }),
});
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().max(2000) });
