import { Hono } from 'hono';
import {
  SHOPPER_MESSAGE_LIMIT,
  conversationMessageAnswerSchema,
  conversationThreadAnswerSchema,
  messageBodySchema,
} from '@fardin/core/contract-conversations';
import { idParamSchema } from '@fardin/core/input-schemas';
import { UPLOAD_CODE } from '@fardin/core/upload-text';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';

const doc = apiDoc('Conversations');

/**
 * The shopper's side of an order's conversation (decision 0041): the thread on the order page and
 * writing in it. Another shopper's order answers 404. Writing is limited per shopper by the shop's
 * one attempt counter (decision 0013), counted atomically before anything is stored.
 */
export function conversationRoutes(services: Pick<Services, 'conversations' | 'flows' | 'uploads' | 'limiter'>) {
  const { conversations, flows, uploads, limiter } = services;
  const app = new Hono<AppEnv>();
  app.use('/orders/:id/messages', requireUser);

  app.get(
    '/orders/:id/messages',
    doc("The conversation of one of the shopper's orders (the checkout note first)", conversationThreadAnswerSchema, {
      errors: [404],
    }),
    validate('param', idParamSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await conversations.shopperThread(currentUser(c).id, c.req.valid('param').id) });
    },
  );

  app.post(
    '/orders/:id/messages',
    doc('Write to the shop about one of your orders (text and photos you uploaded)', conversationMessageAnswerSchema, {
      status: 201,
      errors: [404, 422, 429],
    }),
    validate('param', idParamSchema),
    validate('json', messageBodySchema),
    async (c) => {
      const userId = currentUser(c).id;
      const body = c.req.valid('json');
      const decision = await limiter.hit(`conversation:user:${userId}`, SHOPPER_MESSAGE_LIMIT);
      if (!decision.allowed)
        throw new HttpError(429, 'conversation.too_many_messages', {
          headers: { 'Retry-After': String(Math.max(1, decision.retryAfterS)) },
        });
      const photos: string[] = [];
      for (const [i, photo] of body.photos.entries())
        photos.push(await uploads.assertOwnedBy(userId, photo, `photos.${i}`, UPLOAD_CODE.picture, c.get('origin')));
      const data = await flows.postShopperMessage({
        orderId: c.req.valid('param').id,
        userId,
        text: body.text,
        photos,
      });
      return c.json({ message: 'success', data }, 201);
    },
  );
  return app;
}
