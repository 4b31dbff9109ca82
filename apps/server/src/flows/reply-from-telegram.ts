import { MAX_MESSAGE_CHARS, type ConversationMessage } from '@fardin/core/contract-conversations';
import { HttpError } from '../http/errors';
import { claimTelegramUpdate } from '../modules/telegram/update-service';
import { activeStaff, writeStaffReply } from './conversation-message';
import type { FlowDeps } from './flow-deps';

export interface TelegramStaffReplyInput {
  /** Telegram's `update_id`: a redelivered update posts once. */
  updateId: number;
  orderId: number;
  /** The staff account whose linked Telegram wrote the reply. */
  staffUserId: number;
  text: string;
}

/**
 * A staff member replied in the staff Telegram group to the bot's post about an order (issue 26
 * item 3, decision 0049): ONE transaction claims the update id, writes the staff message, the
 * shopper's outbox row and the audit row. Answers null when this update was acted on already.
 * A non-staff account: 403 `conversation.not_staff`; an unknown order: 404; over 2000 characters: 422.
 */
export async function replyFromTelegram(
  deps: Pick<FlowDeps, 'db' | 'now' | 'staffAccounts'>,
  input: TelegramStaffReplyInput,
): Promise<ConversationMessage | null> {
  const text = input.text.trim();
  if (!text) throw new HttpError(422, 'conversation.empty_message', { field: 'text' });
  // Telegram allows 4096 characters; a conversation message (like the back office's answer) 2000.
  if (text.length > MAX_MESSAGE_CHARS)
    throw new HttpError(422, 'validation.too_long', {
      field: 'text',
      params: { field: 'text', max: MAX_MESSAGE_CHARS },
    });
  const staff = await activeStaff(deps, input.staffUserId);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    if (!(await claimTelegramUpdate(tx, input.updateId, at))) return null;
    return writeStaffReply(tx, staff, { orderId: input.orderId, text, source: 'telegram' }, at);
  });
}
