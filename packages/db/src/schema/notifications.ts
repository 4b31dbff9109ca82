import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * Notifications (module `notifications`, decision 0039): the transactional outbox flows write in
 * the transaction of their event, one delivery row per (outbox row, channel) that the workers of
 * every replica claim with `FOR UPDATE SKIP LOCKED`, the shoppers' language and channel choices,
 * their web push subscriptions and the server's VAPID keys.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const DELIVERY_CHANNELS = ['inapp', 'telegram', 'sms', 'webpush'] as const;
const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;

/** One event to tell someone, written in the transaction of the change (a rollback writes none). */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** When a worker fanned the row out into its delivery rows (null: not yet). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The shopper opened it in the bell (in-app read state). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_order_idx').on(t.orderId),
    index('notification_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    index('notification_outbox_user_idx').on(t.userId, t.id),
  ],
);

/**
 * One message on one channel for one outbox row: the unique (outbox, channel) pair is what makes
 * two replicas never send twice. `sending` rows carry a lease (`locked_until`): a worker that died
 * mid-send lets another take the row when the lease ends.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => notificationOutbox.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    /** The shopper of the row, or the staff group (kinds staff are told of). */
    audience: text('audience', { enum: ['shopper', 'staff'] })
      .notNull()
      .default('shopper'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_idx').on(t.outboxId, t.channel, t.audience),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check('notification_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** A shopper's language for messages and the channels they turned off per kind (defaults: all on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['kh', 'en', 'zh'] })
      .notNull()
      .default('kh'),
    /** `{ [group]: channel[] }`: the channels turned OFF for a group of kinds. */
    off: jsonb('off').$type<Record<string, string[]>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_settings_language', sql`${t.language} in ('kh', 'en', 'zh')`)],
);

/** A browser's web push subscription (opted in from the bell). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('web_push_subscriptions_endpoint_idx').on(t.endpoint), index('web_push_user_idx').on(t.userId)],
);

/** The server's VAPID key pair, generated at first start (one row, id 1). */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one', sql`${t.id} = 1`)],
);
