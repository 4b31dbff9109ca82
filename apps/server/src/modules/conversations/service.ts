import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { conversationMessages, conversations } from '@fardin/db/schema/conversations';
import type {
  ConversationMessage,
  ConversationStatus,
  ConversationThread,
  InboxRow,
  MessageAuthor,
  MessageSource,
} from '@fardin/core/contract-conversations';
import { contactsOf } from '../accounts/staff-service';
import { orderHead, type OrderHead } from '../orders/order-head-service';

/**
 * Conversations (module `conversations`, decision 0041): one thread per order between its shopper
 * and staff. Writes take the caller's transaction first (the flows in flows/conversation-message.ts
 * add the outbox and audit rows); the reads answer the shopper's page, the back office's inbox and
 * the back office's thread.
 */

export type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof conversationMessages.$inferSelect;

const INBOX_LIMIT = 200;

/**
 * The order's thread, created on its first write. A new thread starts with the checkout note (the
 * shopper's first message, dated when the order was placed and waiting for staff since then).
 */
export async function ensureConversation(tx: Db, order: OrderHead, at: Date): Promise<ConversationRow> {
  const note = order.note?.trim() ?? '';
  const [created] = await tx
    .insert(conversations)
    .values({
      orderId: order.id,
      userId: order.userId,
      awaitingSince: note ? order.createdAt : null,
      lastMessageAt: note ? order.createdAt : at,
    })
    .onConflictDoNothing({ target: conversations.orderId })
    .returning();
  if (created) {
    if (note)
      await tx.insert(conversationMessages).values({
        conversationId: created.id,
        authorKind: 'shopper',
        authorId: order.userId,
        body: note,
        source: 'checkout_note',
        createdAt: order.createdAt,
      });
    return created;
  }
  const [existing] = await tx.select().from(conversations).where(eq(conversations.orderId, order.id));
  if (!existing) throw new Error(`conversation of order ${order.id} neither created nor found`);
  return existing;
}

/**
 * Adds a message and moves the thread: a shopper's message (re)opens it and, if nothing was
 * waiting, starts the wait; a staff answer ends the wait.
 */
export async function addMessage(
  tx: Db,
  conversation: ConversationRow,
  m: {
    author: MessageAuthor;
    authorId: number | null;
    text: string;
    photos: readonly string[];
    source: MessageSource;
    at: Date;
  },
): Promise<MessageRow> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: conversation.id,
      authorKind: m.author,
      authorId: m.authorId,
      body: m.text,
      photos: [...m.photos],
      source: m.source,
      createdAt: m.at,
    })
    .returning();
  const moved =
    m.author === 'shopper'
      ? {
          status: 'open' as const,
          closedAt: null,
          closedBy: null,
          awaitingSince: sql`coalesce(${conversations.awaitingSince}, ${m.at.toISOString()}::timestamptz)`,
        }
      : { awaitingSince: null };
  await tx
    .update(conversations)
    .set({ ...moved, lastMessageAt: m.at })
    .where(eq(conversations.id, conversation.id));
  return message!;
}

/** Closes the thread (a later shopper message opens it again); answers false when it was closed already. */
export async function closeConversation(tx: Db, conversation: ConversationRow, staffId: number, at: Date) {
  const [closed] = await tx
    .update(conversations)
    .set({ status: 'closed', closedAt: at, closedBy: staffId, awaitingSince: null })
    .where(and(eq(conversations.id, conversation.id), eq(conversations.status, 'open')))
    .returning({ id: conversations.id });
  return !!closed;
}

/** A message as the API answers it (`names`: the authors' names the reader may see). */
export function messageAnswer(m: MessageRow, names: Map<number, { name: string }>): ConversationMessage {
  return {
    id: m.id,
    author: m.authorKind,
    author_name: m.authorId === null ? null : (names.get(m.authorId)?.name ?? null),
    text: m.body,
    photos: m.photos,
    source: m.source,
    created_at: m.createdAt.toISOString(),
  };
}

async function threadAnswer(db: Db, order: OrderHead, forStaff: boolean): Promise<ConversationThread> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.orderId, order.id));
  if (!conversation) {
    // No message yet: the checkout note alone, as the thread will start with it (id 0: not stored yet).
    const note = order.note?.trim();
    return {
      order_id: order.id,
      status: 'open',
      awaiting_since: null,
      messages: note
        ? [
            {
              id: 0,
              author: 'shopper',
              author_name: null,
              text: note,
              photos: [],
              source: 'checkout_note',
              created_at: order.createdAt.toISOString(),
            },
          ]
        : [],
    };
  }
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  // The shopper sees "the shop" for staff answers; the back office sees who answered.
  const names = forStaff
    ? await contactsOf(
        db,
        rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])),
      )
    : new Map<number, { name: string }>();
  return {
    order_id: order.id,
    status: conversation.status,
    awaiting_since: conversation.awaitingSince?.toISOString() ?? null,
    messages: rows.map((r) => messageAnswer(r, names)),
  };
}

export function createConversationService(db: Db) {
  return {
    /** The shopper's thread of one of their orders (another shopper's order answers 404). */
    async shopperThread(userId: number, orderId: number) {
      return threadAnswer(db, await orderHead(db, orderId, userId), false);
    },

    /** The back office's thread of any order, with staff names. */
    async staffThread(orderId: number) {
      return threadAnswer(db, await orderHead(db, orderId), true);
    },

    /** Threads of a status: the oldest unanswered first, then those waiting for nobody, least recent first. */
    async inbox(status: ConversationStatus): Promise<InboxRow[]> {
      const rows = await db
        .select()
        .from(conversations)
        .where(eq(conversations.status, status))
        .orderBy(
          sql`${conversations.awaitingSince} asc nulls last`,
          asc(conversations.lastMessageAt),
          asc(conversations.id),
        )
        .limit(INBOX_LIMIT);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [lasts, counts, contacts] = await Promise.all([
        db
          .selectDistinctOn([conversationMessages.conversationId])
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .orderBy(
            conversationMessages.conversationId,
            sql`${conversationMessages.createdAt} desc`,
            sql`${conversationMessages.id} desc`,
          ),
        db
          .select({ id: conversationMessages.conversationId, n: sql<number>`count(*)::int` })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .groupBy(conversationMessages.conversationId),
        contactsOf(
          db,
          rows.map((r) => r.userId),
        ),
      ]);
      const lastOf = new Map(lasts.map((m) => [m.conversationId, m]));
      const countOf = new Map(counts.map((c) => [c.id, c.n]));
      return rows.map((r) => {
        const last = lastOf.get(r.id);
        return {
          order_id: r.orderId,
          status: r.status,
          customer_name: contacts.get(r.userId)?.name ?? '',
          customer_phone: contacts.get(r.userId)?.phone ?? null,
          awaiting_since: r.awaitingSince?.toISOString() ?? null,
          last_message_at: r.lastMessageAt.toISOString(),
          last_message: last ? last.body || `📷 ${last.photos.length}` : '',
          last_author: last?.authorKind ?? 'shopper',
          messages: countOf.get(r.id) ?? 0,
        };
      });
    },
  };
}
