import { localizePath } from '@fardin/core/locale';
import { GrammyError, HttpError as GrammyHttpError } from 'grammy';
import type { InlineButton } from '../../integrations/telegram/fake-bot-api';
import type { Logger } from '../../logger';
import type { NotificationAction, NotificationChannel, RenderedNotification } from '../notifications/channels';
import { callbackData, type TelegramService } from './service';

/** Actions the bot carries out itself from a button press (callback buttons); others open the site. */
const CALLBACK_ACTIONS = new Set(['qc_approve']);

/** Telegram refuses URL buttons to hosts it cannot reach (localhost, 127.x): those buttons are left out. */
function reachable(url: URL): boolean {
  return !/^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url.hostname) && !url.hostname.endsWith('.localhost');
}

/**
 * The inline keyboard of a message: one button a row. `qc_approve` becomes callback data
 * `qc_approve:<orderId>` (every check of the order waiting for the shopper), `qc_approve:<lineId>`
 * becomes `qc_approve:<orderId>:<lineId>` (that line's); an action with a link opens the
 * site in the message's language; the embedded fake takes every URL, real Telegram public ones only.
 */
export function keyboardOf(
  message: Pick<RenderedNotification, 'actions' | 'orderId' | 'language'>,
  publicUrl: string,
  fake: boolean,
): InlineButton[][] {
  const rows: InlineButton[][] = [];
  for (const action of message.actions) {
    const button = buttonOf(action, message, publicUrl, fake);
    if (button) rows.push([button]);
  }
  return rows;
}

function buttonOf(
  action: NotificationAction,
  message: Pick<RenderedNotification, 'orderId' | 'language'>,
  publicUrl: string,
  fake: boolean,
): InlineButton | null {
  const [name = '', lineId] = action.id.split(':');
  if (CALLBACK_ACTIONS.has(name) && message.orderId !== null && (lineId === undefined || /^\d+$/.test(lineId)))
    return {
      text: action.label,
      callback_data: callbackData(name, message.orderId, lineId === undefined ? undefined : Number(lineId)),
    };
  if (!action.link) return null;
  const url = new URL(localizePath(action.link, message.language), publicUrl);
  return fake || reachable(url) ? { text: action.label, url: url.toString() } : null;
}

/** The message's text: the title, a blank line, the body (plain text: nothing to escape). */
function textOf(message: Pick<RenderedNotification, 'title' | 'body'>): string {
  return message.body ? `${message.title}\n\n${message.body}` : message.title;
}

/**
 * The Telegram channel (decision 0040) for the notifications' delivery worker: a shopper's message
 * goes to their linked chat (`skipped` when none), a staff message to the staff group. Telegram's
 * limits and 429 waits are the bot client's; what still fails answers `failed` (the worker retries
 * with backoff, then falls back to the next channel).
 */
export function createTelegramChannel(deps: {
  telegram: TelegramService;
  publicUrl: string;
  fake: boolean;
  logger: Logger;
}): NotificationChannel {
  return {
    name: 'telegram',
    async send(message) {
      const buttons = keyboardOf(message, deps.publicUrl, deps.fake);
      const text = textOf(message);
      try {
        if (message.audience === 'staff') return await deps.telegram.sendToStaff(text, buttons, message.orderId);
        if (message.userId === null) return 'skipped';
        return await deps.telegram.sendToUser(message.userId, text, buttons);
      } catch (err) {
        const detail =
          err instanceof GrammyError
            ? { error_code: err.error_code, description: err.description }
            : err instanceof GrammyHttpError
              ? { network: err.message }
              : { err };
        deps.logger.warn({ outbox_id: message.outboxId, ...detail }, 'Telegram message not sent');
        return 'failed';
      }
    },
  };
}
