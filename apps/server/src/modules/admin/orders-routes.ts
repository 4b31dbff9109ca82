import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STAGES, ORDER_STATUSES, PAYMENT_TYPES } from '@fardin/core/contract-commerce';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { adminOnly, idParam, optional, pageQuery, paged, staffUser } from './access';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  reasonBodySchema,
  refundAnswerSchema,
} from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { adminOrderJourneySchema } from '@fardin/core/contract-operations';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');
/** The order page of the back office: the order, and its lines' journey and ledger (decision 0033). */
const adminOrderJourneyDetailSchema = z.object({
  data: adminOrderDetailSchema.shape.data.extend(adminOrderJourneySchema.shape),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const listQuery = pageQuery.extend({
  status: optional(z.enum(ORDER_STATUSES)),
  stage: optional(z.enum(ORDER_STAGES)),
  store: optional(z.string().max(40)),
  payment_type: optional(z.enum(PAYMENT_TYPES)),
  payment_status: optional(z.enum(['unpaid', 'verifying', 'paid', 'refunded'])),
  from: optional(day),
  to: optional(day),
});
const note = z
  .string()
  .trim()
  .max(1000)
  .optional()
  .transform((v) => v || undefined);
const stageBody = z.object({ stage: z.enum(ORDER_STAGES).exclude(['cancelled']), note });
const refsBody = z.object({
  marketplace_order_no: z.string().trim().max(100).optional(),
  tracking_no: z.string().trim().max(100).optional(),
});

/** Orders: filter, open, move through the stages, record references, cancel, refund (admin). */
export function adminOrderRoutes(services: Pick<Services, 'orders' | 'flows' | 'operations'>) {
  const { orders, flows, operations } = services;
  const admin = orders.admin;
  const app = new Hono<AppEnv>();

  app.get(
    '/orders',
    doc('Orders, filtered and paged', adminOrderPageSchema),
    validate('query', listQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await admin.list({
        status: q.status,
        stage: q.stage,
        store: q.store,
        paymentType: q.payment_type,
        paymentStatus: q.payment_status,
        from: q.from,
        to: q.to,
        page: q.page,
        perPage: q.row_per_page,
      });
      return c.json(paged(rows, q.page, q.row_per_page, total));
    },
  );

  app.get(
    '/orders/:id',
    doc("One order, with its lines' journey and ledger", adminOrderJourneyDetailSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const head = await admin.withUser(id);
      const [detail, journey] = await Promise.all([orders.detail(head.user_id, id), operations.adminOrderJourney(id)]);
      return c.json({
        data: {
          ...head,
          ...journey,
          subtotal: detail.subtotal,
          delivery_fee: detail.delivery_fee,
          discount: detail.discount,
          transport: detail.transport,
          delivery: detail.delivery,
          note: detail.note,
          address: detail.address,
          lines: detail.lines,
          timeline: detail.timeline,
        },
      });
    },
  );

  /** Moves the order forward; the note appears on the shopper's timeline. */
  app.post(
    '/orders/:id/stage',
    doc('Move an order to a later stage', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', stageBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      await flows.moveOrderStage({ orderId: id, stage: body.stage, note: body.note ?? null }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/orders/:id/cancel',
    doc('Cancel an order', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', reasonBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { reason } = c.req.valid('json');
      await flows.cancelOrder({ orderId: id, reason }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/orders/:id/references',
    doc('Record marketplace order and tracking numbers', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', refsBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      await flows.saveOrderReferences(
        { orderId: id, marketplaceOrderNo: body.marketplace_order_no, trackingNo: body.tracking_no },
        { id: actor.id },
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/orders/:id/refund',
    doc("Refund an order to the shopper's wallet (admin)", refundAnswerSchema, { errors: [404, 409] }),
    adminOnly,
    validate('param', idParam),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const refund = await flows.refundOrder({ orderId: id }, { id: actor.id });
      return c.json({ message: 'success', data: refund });
    },
  );
  return app;
}
