import { Hono } from 'hono';
import {
  conversationCloseAnswerSchema,
  conversationMessageAnswerSchema,
  conversationThreadAnswerSchema,
  inboxAnswerSchema,
  inboxQuerySchema,
  staffMessageBodySchema,
} from '@fardin/core/contract-conversations';
import type { AppEnv } from '../../http/app-env';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, staffUser } from './access';

const doc = apiDoc('Back office');

/**
 * The back office's side of the orders' conversations (decision 0041): the inbox (oldest
 * unanswered first), an order's thread, answering and closing. Mounted under /admin (staff and
 * admins; anyone else gets the admin area's 404).
 */
export function adminConversationRoutes(services: Pick<Services, 'conversations' | 'flows'>) {
  const { conversations, flows } = services;
  const app = new Hono<AppEnv>();

  app.get(
    '/conversations',
    doc('Conversations of a status, the oldest unanswered first', inboxAnswerSchema),
    validate('query', inboxQuerySchema),
    async (c) => c.json({ data: await conversations.inbox(c.req.valid('query').status) }),
  );

  app.get(
    '/orders/:id/messages',
    doc("An order's conversation", conversationThreadAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => c.json({ data: await conversations.staffThread(c.req.valid('param').id) }),
  );

  app.post(
    '/orders/:id/messages',
    doc("Answer an order's conversation (the shopper is notified)", conversationMessageAnswerSchema, {
      status: 201,
      errors: [403, 404, 422],
    }),
    validate('param', idParam),
    validate('json', staffMessageBodySchema),
    async (c) => {
      const data = await flows.replyFromStaff({
        orderId: c.req.valid('param').id,
        staffUserId: staffUser(c).id,
        text: c.req.valid('json').text,
      });
      return c.json({ message: 'success', data }, 201);
    },
  );

  app.post(
    '/orders/:id/messages/close',
    doc("Close an order's conversation (the shopper's next message opens it again)", conversationCloseAnswerSchema, {
      errors: [404],
    }),
    validate('param', idParam),
    async (c) => {
      const orderId = c.req.valid('param').id;
      await flows.closeOrderConversation({ orderId, staffUserId: staffUser(c).id });
      return c.json({ message: 'success', data: await conversations.staffThread(orderId) });
    },
  );
  return app;
}
