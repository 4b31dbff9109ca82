import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import {
  telegramLinkAnswerSchema,
  telegramLinkInputSchema,
  telegramLinkStatusSchema,
  telegramUpdateSchema,
} from '@fardin/core/contract-telegram';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { TelegramService } from './service';

const doc = apiDoc('Telegram');

/** Telegram's header on every webhook call (the `secret_token` given to setWebhook). */
export const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** 401 without the header, 403 with another secret (compared in constant time). */
function webhookSecret(secret: string): MiddlewareHandler<AppEnv> {
  const expected = digest(secret);
  return async (c, next) => {
    const sent = c.req.header(SECRET_HEADER);
    if (!sent) throw new HttpError(401, 'telegram.secret_missing');
    if (!timingSafeEqual(digest(sent), expected)) throw new HttpError(403, 'telegram.secret_wrong');
    await next();
  };
}

/**
 * The bot's webhook (Telegram posts each update here) and the shopper's link from the profile:
 * a one-time `t.me/<bot>?start=<token>` deep link, the link's state, unlinking.
 */
export function telegramRoutes(telegram: TelegramService, deps: { webhookSecret: string; fake: boolean }) {
  const app = new Hono<AppEnv>();

  app.post(
    '/telegram/webhook',
    doc('Telegram Bot API updates (secret token header required)', successAnswerSchema, {
      errors: [401, 403, 422],
      webhookSecret: true,
    }),
    webhookSecret(deps.webhookSecret),
    validate('json', telegramUpdateSchema),
    async (c) => {
      await telegram.handleUpdate(c.req.valid('json'));
      return c.json({ message: 'success' });
    },
  );

  app.get(
    '/telegram/link',
    doc('Whether Telegram is linked', telegramLinkStatusSchema, { auth: true }),
    requireUser,
    async (c) => c.json({ ...(await telegram.status(currentUser(c).id)), mode: deps.fake ? 'fake' : 'bot_api' }),
  );

  app.post(
    '/telegram/link',
    doc('A one-time Telegram deep link (expires in 15 minutes)', telegramLinkAnswerSchema, {
      auth: true,
      body: telegramLinkInputSchema,
      status: 201,
    }),
    requireUser,
    validate('json', telegramLinkInputSchema),
    async (c) => c.json(await telegram.createLink(currentUser(c).id, c.req.valid('json').language), 201),
  );

  app.delete('/telegram/link', doc('Unlink Telegram', successAnswerSchema, { auth: true }), requireUser, async (c) => {
    await telegram.unlink(currentUser(c).id);
    return c.json({ message: 'success' });
  });
  return app;
}
