import { CONVERSATION_OUTBOX, type ConversationMessage } from '@fardin/core/contract-conversations';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { addMessage, closeConversation, ensureConversation, messageAnswer } from '../modules/conversations/service';
import { writeOutbox } from '../modules/notifications/service';
import { lockOrder } from '../modules/orders/line-state-service';
import type { OrderHead } from '../modules/orders/order-head-service';
import type { FlowDeps } from './flow-deps';

/**
 * The conversation of an order (decision 0041). Each message is written in ONE transaction with
 * the notification outbox row for the other side (`conversation.shopper_message` to staff,
 * `conversation.staff_reply` to the shopper), so a message that rolls back notifies nobody. The
 * order row is locked first: the messages of one order are written in turn, and the thread (with
 * the checkout note as its first message) is created once.
 */

type Deps = Pick<FlowDeps, 'db' | 'now'>;

export interface ShopperMessageInput {
  orderId: number;
  userId: number;
  text: string;
  /** Stored upload URLs of this shopper (the route checked them). */
  photos: readonly string[];
}

/** The shopper writes on their order's page (another shopper's order answers 404). */
export async function postShopperMessage(deps: Deps, input: ShopperMessageInput): Promise<ConversationMessage> {
  if (!input.text && input.photos.length === 0)
    throw new HttpError(422, 'conversation.empty_message', { field: 'text' });
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const order = await lockOrder(tx, input.orderId, input.userId);
    const conversation = await ensureConversation(tx, order, at);
    const message = await addMessage(tx, conversation, {
      author: 'shopper',
      authorId: input.userId,
      text: input.text,
      photos: input.photos,
      source: 'web',
      at,
    });
    // To staff (no user: the back office and, later, the staff Telegram group).
    await writeOutbox(tx, {
      kind: CONVERSATION_OUTBOX.shopperMessage,
      userId: null,
      orderId: order.id,
      payload: { message_id: message.id, customer_id: input.userId, text: input.text, photos: input.photos.length },
      at,
    });
    return messageAnswer(message, new Map());
  });
}

export interface StaffReplyInput {
  orderId: number;
  staffUserId: number;
  text: string;
  /** Where staff wrote it: the back office (default) or a reply in the staff Telegram group. */
  source?: 'web' | 'telegram';
}

type Staff = { id: number; name: string };

/**
 * The staff account answering, checked before the transaction: a staff or admin account that is
 * active (403 `conversation.not_staff` otherwise, an unknown account included).
 */
export async function activeStaff(deps: Pick<FlowDeps, 'staffAccounts'>, staffUserId: number): Promise<Staff> {
  // An unknown account is "not staff"; any other failure (the database) stays what it is.
  const staff = await deps.staffAccounts.user(staffUserId).catch((err: unknown) => {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  });
  if (!staff || (staff.role !== 'staff' && staff.role !== 'admin') || staff.status !== 'active')
    throw new HttpError(403, 'conversation.not_staff');
  return staff;
}

/**
 * A step of a staff answer's transaction: the order locked, the message, the thread's move, the
 * shopper's outbox row and the audit row.
 */
export async function writeStaffReply(
  tx: Deps['db'],
  staff: Staff,
  input: { orderId: number; text: string; source: 'web' | 'telegram' },
  at: Date,
): Promise<ConversationMessage> {
  const order = await lockOrder(tx, input.orderId);
  const conversation = await ensureConversation(tx, order, at);
  const message = await addMessage(tx, conversation, {
    author: 'staff',
    authorId: staff.id,
    text: input.text,
    photos: [],
    source: input.source,
    at,
  });
  await writeOutbox(tx, {
    kind: CONVERSATION_OUTBOX.staffReply,
    userId: order.userId,
    orderId: order.id,
    payload: { message_id: message.id, text: input.text },
    at,
  });
  await recordAudit(tx, {
    actorId: staff.id,
    action: 'conversation.reply',
    targetType: 'order',
    targetId: order.id,
    details: { message_id: message.id, source: input.source },
  });
  return messageAnswer(message, new Map([[staff.id, { name: staff.name }]]));
}

/**
 * Staff answer an order's conversation from the back office (a reply in the staff Telegram group
 * goes through `replyFromTelegram`, flows/reply-from-telegram.ts). `staffUserId` must be a staff
 * or admin account (403 otherwise).
 */
export async function replyFromStaff(
  deps: Pick<FlowDeps, 'db' | 'now' | 'staffAccounts'>,
  input: StaffReplyInput,
): Promise<ConversationMessage> {
  const text = input.text.trim();
  if (!text) throw new HttpError(422, 'conversation.empty_message', { field: 'text' });
  const staff = await activeStaff(deps, input.staffUserId);
  return deps.db.transaction((tx) =>
    writeStaffReply(tx, staff, { orderId: input.orderId, text, source: input.source ?? 'web' }, deps.now()),
  );
}

/** Staff close an order's conversation (nothing more to answer); the shopper's next message opens it again. */
export async function closeOrderConversation(deps: Deps, input: { orderId: number; staffUserId: number }) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const order = await lockOrder(tx, input.orderId);
    const conversation = await ensureConversation(tx, order, at);
    const closed = await closeConversation(tx, conversation, input.staffUserId, at);
    if (closed)
      await recordAudit(tx, {
        actorId: input.staffUserId,
        action: 'conversation.close',
        targetType: 'order',
        targetId: order.id,
      });
    return { closed };
  });
}

/**
 * A step of the checkout's transaction: an order placed with a note starts its conversation with
 * that note (waiting for staff) and tells staff, so the note reaches someone (decision 0041).
 */
export async function startWithCheckoutNote(tx: Deps['db'], order: OrderHead, at: Date) {
  if (!order.note?.trim()) return;
  await ensureConversation(tx, order, at);
  await writeOutbox(tx, {
    kind: CONVERSATION_OUTBOX.shopperMessage,
    userId: null,
    orderId: order.id,
    payload: { customer_id: order.userId, text: order.note.trim(), photos: 0, source: 'checkout_note' },
    at,
  });
}
