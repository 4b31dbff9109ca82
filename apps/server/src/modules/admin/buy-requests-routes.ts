import { Hono } from 'hono';
import {
  answerBuyRequestSchema,
  buyRequestQuerySchema,
  staffBuyRequestAnswerSchema,
  staffBuyRequestListSchema,
} from '@fardin/core/contract-requests';
import { toCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, staffUser } from './access';

const doc = apiDoc('Back office');

/**
 * The back office's "buy it for me" requests (issue 29 item 2): the list (open ones oldest first)
 * and the answer (a product and a quote; the shopper is told through the outbox). Under /admin.
 */
export function adminBuyRequestRoutes(services: Pick<Services, 'buyRequests' | 'flows'>) {
  const { buyRequests, flows } = services;
  const app = new Hono<AppEnv>();

  app.get(
    '/requests',
    doc('"Buy it for me" requests of a status (open: oldest first)', staffBuyRequestListSchema),
    validate('query', buyRequestQuerySchema),
    async (c) => c.json({ data: await buyRequests.staffList(c.req.valid('query').status) }),
  );

  app.post(
    '/requests/:id/answer',
    doc('Answer a request with a product and a quote (the shopper is notified)', staffBuyRequestAnswerSchema, {
      errors: [404, 409, 422],
    }),
    validate('param', idParam),
    validate('json', answerBuyRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const data = await flows.answerBuyRequest(
        {
          requestId: c.req.valid('param').id,
          product: body.product,
          quoteCents: toCents(body.quote_usd),
          note: body.note,
        },
        { id: staffUser(c).id },
      );
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
