import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import {
  adminKhqrPageSchema,
  adminTopupPageSchema,
  adminTransferPageSchema,
  reasonBodySchema,
} from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

const khqrQuery = pageQuery.extend({ status: optional(z.enum(['pending', 'paid', 'expired'])) });
const topupQuery = pageQuery.extend({ status: optional(z.enum(['pending', 'approved', 'rejected'])) });
const decideBody = z.object({ approve: z.boolean() });

/** Payments: bank-transfer receipts to verify, KHQR payments with the gateway's answer, top-ups. */
export function adminPaymentRoutes(services: Pick<Services, 'orders' | 'wallet' | 'payments' | 'uploads' | 'flows'>) {
  const { orders, wallet, payments, uploads, flows } = services;
  const app = new Hono<AppEnv>();

  app.get(
    '/payments/transfers',
    doc('Bank transfers waiting for verification', adminTransferPageSchema),
    validate('query', pageQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await orders.admin.list({
        paymentType: 'bankTransfer',
        paymentStatus: 'verifying',
        page: q.page,
        perPage: q.row_per_page,
      });
      return c.json(paged(await uploads.withStoredReceipts(rows), q.page, q.row_per_page, total));
    },
  );

  /** Accepting a receipt pays the order (timeline step `paid`). */
  app.post(
    '/payments/transfers/:id/verify',
    doc('Accept a bank transfer', successAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParam),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      await flows.approveTransfer({ orderId: id }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/payments/transfers/:id/reject',
    doc('Refuse a bank transfer', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', reasonBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { reason } = c.req.valid('json');
      await flows.rejectTransfer({ orderId: id, reason }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );

  app.get('/payments/khqr', doc('KHQR payments', adminKhqrPageSchema), validate('query', khqrQuery), async (c) => {
    const q = c.req.valid('query');
    const { data, total } = await payments.adminPage(q.status, q.page, q.row_per_page);
    return c.json(paged(data, q.page, q.row_per_page, total));
  });

  app.get(
    '/payments/topups',
    doc('Wallet top-up requests', adminTopupPageSchema),
    validate('query', topupQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await wallet.adminPage(q.status, q.page, q.row_per_page);
      return c.json(paged(await uploads.withStoredReceipts(data), q.page, q.row_per_page, total));
    },
  );

  app.post(
    '/payments/topups/:id',
    doc('Approve or refuse a top-up', successAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParam),
    validate('json', decideBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { approve } = c.req.valid('json');
      if (approve) await flows.approveTopup({ topupId: id }, { id: actor.id });
      else await flows.rejectTopup({ topupId: id }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );
  return app;
}
