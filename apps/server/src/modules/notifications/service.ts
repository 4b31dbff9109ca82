import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { notificationOutbox, notificationSettings, webPushSubscriptions } from '@fardin/db/schema/notifications';
import { NOTIFICATION_KINDS, type NotificationOff } from '@fardin/core/notification-kinds';
import { renderNotification } from '@fardin/core/notification-text';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@fardin/core/locale';
import type { OutboxInput } from './channels';

/**
 * Notifications (module `notifications`, decision 0039): the outbox flows write in their own
 * transaction, the in-app list (the bell and the mobile client's `GET /notifications`), the
 * shoppers' language and channel choices and their web push subscriptions.
 */

/** PostgreSQL channel a committed outbox row is announced on (NOTIFY is sent only at commit). */
export const OUTBOX_NOTIFY_CHANNEL = 'fardin_outbox';

/** One outbox row in the caller's transaction, so a rolled-back change notifies nobody. */
export async function writeOutbox(tx: Db, row: OutboxInput): Promise<void> {
  await tx.insert(notificationOutbox).values({
    kind: row.kind,
    userId: row.userId,
    orderId: row.orderId,
    payload: row.payload ?? {},
    createdAt: row.at,
  });
  // Heard by the other replicas' workers at commit (a rolled-back transaction sends no notice).
  await tx.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
}

/** Kinds the shopper sees in their own list (staff-only kinds are for the staff group). */
const SHOPPER_KINDS = Object.entries(NOTIFICATION_KINDS)
  .filter(([, info]) => info.audience !== 'staff')
  .map(([kind]) => kind);
const shopperKindsSql = sql`${notificationOutbox.kind} in (${sql.join(
  SHOPPER_KINDS.map((k) => sql`${k}`),
  sql`, `,
)})`;

export interface InAppItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  date: string;
}

export interface Settings {
  language: Locale;
  off: NotificationOff;
}

export function createNotificationService(db: Db, now: () => Date) {
  const mine = (userId: number) => and(eq(notificationOutbox.userId, userId), shopperKindsSql);

  /** `tx`: inside a transaction, read through it (PGlite has one connection: `db` would wait for it). */
  async function settingsOf(userId: number, tx: Db = db): Promise<Settings> {
    const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    return {
      language: row && isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      off: (row?.off ?? {}) as NotificationOff,
    };
  }

  return {
    settingsOf,

    /** The shopper's list, newest first, rendered in `locale`. */
    async list(userId: number, locale: Locale, limit = 50): Promise<InAppItem[]> {
      const rows = await db
        .select()
        .from(notificationOutbox)
        .where(mine(userId))
        .orderBy(desc(notificationOutbox.id))
        .limit(limit);
      return rows.map((r) => {
        const text = renderNotification(r.kind, { orderId: r.orderId, payload: r.payload }, locale);
        return {
          id: r.id,
          kind: r.kind,
          title: text.title,
          body: text.body,
          link: text.link,
          read: r.readAt !== null,
          date: r.createdAt.toISOString(),
        };
      });
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationOutbox)
        .where(and(mine(userId), isNull(notificationOutbox.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of the shopper's notifications read; false when it is not theirs (the route answers 404). */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notificationOutbox)
        .set({ readAt: sql`coalesce(${notificationOutbox.readAt}, ${now()})` })
        .where(and(eq(notificationOutbox.id, id), mine(userId)))
        .returning({ id: notificationOutbox.id });
      return rows.length === 1;
    },

    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notificationOutbox)
        .set({ readAt: now() })
        .where(and(mine(userId), isNull(notificationOutbox.readAt)))
        .returning({ id: notificationOutbox.id });
      return rows.length;
    },

    /** Remembers the language the shopper uses the site or app in (messages follow it). */
    async setLanguage(userId: number, language: Locale): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, language, updatedAt: now() })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { language, updatedAt: now() },
          setWhere: sql`${notificationSettings.language} <> ${language}`,
        });
    },

    async saveChoices(userId: number, off: NotificationOff): Promise<Settings> {
      await db
        .insert(notificationSettings)
        .values({ userId, off, updatedAt: now() })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { off, updatedAt: now() } });
      return settingsOf(userId);
    },

    async subscribePush(userId: number, sub: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      await db
        .insert(webPushSubscriptions)
        .values({ userId, ...sub })
        .onConflictDoUpdate({
          target: webPushSubscriptions.endpoint,
          set: { userId, p256dh: sub.p256dh, auth: sub.auth },
        });
    },

    async unsubscribePush(userId: number, endpoint: string): Promise<void> {
      await db
        .delete(webPushSubscriptions)
        .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)));
    },

    /**
     * Staff's last refusal of an order's own transfer receipt (the `transfer_refused` notice
     * flows/receipt-refused.ts wrote), for the shopper's order page; null when none. A freight's,
     * a storage fee's or a problem's refusal names its `bill` and is not the order's.
     */
    async orderReceiptRefusal(orderId: number): Promise<{ reason: string; date: string } | null> {
      const rows = await db
        .select({ payload: notificationOutbox.payload, createdAt: notificationOutbox.createdAt })
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'transfer_refused')))
        .orderBy(desc(notificationOutbox.id));
      for (const row of rows) {
        const payload = row.payload;
        if ('bill' in payload) continue;
        return {
          reason: typeof payload.reason === 'string' ? payload.reason : '',
          date: row.createdAt.toISOString(),
        };
      }
      return null;
    },

    /** The outbox rows of an order (tests and the back office read what a flow wrote). */
    async outboxOfOrder(orderId: number) {
      return db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.orderId, orderId))
        .orderBy(notificationOutbox.id);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
