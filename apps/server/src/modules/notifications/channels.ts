/**
 * Notifications (module `notifications`, decision 0039): the channel contract every channel
 * (in-app, Telegram, SMS, web push) implements. The delivery worker renders one outbox row into a
 * `RenderedNotification` in the recipient's language and hands it to each channel the recipient's
 * preferences allow, in order; a channel answering `failed` (after retries) falls back to the next.
 */

export type ChannelName = 'inapp' | 'telegram' | 'sms' | 'webpush';

type NotificationLanguage = 'kh' | 'en' | 'zh';

/** A button under the message (Telegram inline keyboard, web push action, in-app link). */
export interface NotificationAction {
  /** Stable id, e.g. `qc_approve`, `problem_open`, `pay` (Telegram callback data carries it). */
  id: string;
  /** Label in the recipient's language. */
  label: string;
  /** Absolute path on the site (`/orders/12`) the action opens, when it is a link. */
  link?: string;
}

/** One outbox row rendered for one recipient in their language. */
export interface RenderedNotification {
  /** The outbox row's id (one message per (outbox id, channel): the idempotency key). */
  outboxId: number;
  /** Recipient (a shopper, or a staff member); null for the staff group broadcast. */
  userId: number | null;
  /** Who is addressed: the shopper, or staff (the staff Telegram group). */
  audience: 'shopper' | 'staff';
  language: NotificationLanguage;
  /** Outbox kind, e.g. `order_paid`, `qc_ready`, `refund_made` (see `NOTIFICATION_KINDS`). */
  kind: string;
  orderId: number | null;
  title: string;
  body: string;
  /** SMS-friendly short form (Khmer kept within one 70-character UCS-2 segment where it can be). */
  short: string;
  /** Path on the site the notification opens, e.g. `/orders/12`. */
  link: string | null;
  actions: NotificationAction[];
  /** Codes and money: always delivered whatever the preferences say. */
  mandatory: boolean;
  createdAt: Date;
}

export type SendOutcome = 'sent' | 'skipped' | 'failed';

/**
 * A delivery channel. `send` must not throw for an expected failure: it answers `failed` (the
 * worker retries with backoff, then falls back to the next channel) or `skipped` (the recipient has
 * no address on this channel, e.g. no Telegram linked: the next channel is tried at once).
 * A thrown error counts as `failed`.
 */
export interface NotificationChannel {
  name: ChannelName;
  send(message: RenderedNotification): Promise<SendOutcome>;
}

/** What a flow writes, in its own transaction, for one event. */
export interface OutboxInput {
  kind: string;
  /** The shopper told; null for a staff-only event. */
  userId: number | null;
  orderId: number | null;
  payload?: Record<string, unknown>;
  at: Date;
}
