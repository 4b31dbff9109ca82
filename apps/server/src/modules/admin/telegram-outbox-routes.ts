import { Hono } from 'hono';
import { z } from 'zod';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import {
  adminTelegramOutboxSchema,
  telegramFakePressSchema,
  telegramFakeStartSchema,
} from '@fardin/core/contract-telegram';
import type { AppEnv } from '../../http/app-env';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { adminOnly, optional } from './access';

const doc = apiDoc('Back office');

/**
 * The Telegram outbox (decision 0040): on the embedded fake Bot API, the chats and what the bot
 * sent them; an admin plays the shopper's side (opens a deep link, presses a button), each turned
 * into the Telegram update the webhook's handler gets.
 */
export function adminTelegramOutboxRoutes(services: Pick<Services, 'telegramOutbox'>) {
  const app = new Hono<AppEnv>();
  const outbox = services.telegramOutbox;

  app.get(
    '/telegram-outbox',
    doc('Chats and messages of the embedded fake Telegram', adminTelegramOutboxSchema),
    validate('query', z.object({ chat: optional(z.coerce.number().int()) })),
    async (c) => c.json(await outbox.view(c.req.valid('query').chat ?? null)),
  );

  app.post(
    '/telegram-outbox/start',
    doc('A shopper opens a deep link in the fake Telegram (admin)', successAnswerSchema, { errors: [409] }),
    adminOnly,
    validate('json', telegramFakeStartSchema),
    async (c) => {
      const { chat_id, link } = c.req.valid('json');
      await outbox.start(chat_id, link);
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/telegram-outbox/press',
    doc('A button is pressed in the fake Telegram (admin)', successAnswerSchema, { errors: [404, 409] }),
    adminOnly,
    validate('json', telegramFakePressSchema),
    async (c) => {
      const { chat_id, message_id, data } = c.req.valid('json');
      await outbox.press(chat_id, message_id, data);
      return c.json({ message: 'success' });
    },
  );
  return app;
}
