import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { telegramStaffPosts, telegramUpdates } from '@fardin/db/schema/telegram';

/**
 * Telegram updates acted on once, and the bot's staff-group posts about an order (issue 26 item 3).
 * `claimTelegramUpdate` runs in the transaction of what the update does (a flow): a redelivered
 * update finds its id taken and does nothing; a second delivery arriving while the first is still
 * in its transaction waits on the key and then finds it taken; a rolled-back one leaves it free.
 */
export async function claimTelegramUpdate(tx: Db, updateId: number, at: Date): Promise<boolean> {
  const [claimed] = await tx
    .insert(telegramUpdates)
    .values({ updateId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return claimed !== undefined;
}

/** Remembers that bot message `messageId` of the staff group is about `orderId` (a reply to it answers that order). */
export async function recordStaffPost(db: Db, chatId: number, messageId: number, orderId: number, at: Date) {
  await db.insert(telegramStaffPosts).values({ chatId, messageId, orderId, createdAt: at }).onConflictDoNothing();
}

/** The order a staff-group post of the bot is about, or null (not the bot's, or about no order). */
export async function orderOfStaffPost(db: Db, chatId: number, messageId: number): Promise<number | null> {
  const [row] = await db
    .select({ orderId: telegramStaffPosts.orderId })
    .from(telegramStaffPosts)
    .where(and(eq(telegramStaffPosts.chatId, chatId), eq(telegramStaffPosts.messageId, messageId)));
  return row?.orderId ?? null;
}
