import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '@fardin/db/open-db';
import { fromCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import { recordAudit } from './audit';
import { storedUploads } from '../uploads/service';
import type { StoredReceipt } from '@fardin/core/contract-admin';
import { adminKhqrPageSchema, adminTopupPageSchema, adminTransferPageSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

/**
 * Each row's receipt as the shop stored it: the upload of the paying shopper with size, fingerprint
 * and time; anything else (older rows that named a remote image) answers no URL at all.
 */
async function withStoredReceipts<T extends { user_id: number; receipt_url: string | null }>(
  db: Db,
  rows: T[],
): Promise<(T & { receipt: StoredReceipt | null })[]> {
  const stored = await storedUploads(
    db,
    rows.map((r) => r.receipt_url),
  );
  return rows.map((row) => {
    const copy = row.receipt_url ? stored.get(row.receipt_url) : undefined;
    const own = copy && copy.userId === row.user_id ? copy : null;
    return {
      ...row,
      receipt_url: own?.url ?? null,
      receipt: own
        ? { url: own.url, bytes: own.bytes, sha256: own.sha256, uploaded_at: own.createdAt.toISOString() }
        : null,
    };
  });
}

async function assertStoredReceipt(db: Db, row: { user_id: number; receipt_url: string | null }): Promise<void> {
  const [checked] = await withStoredReceipts(db, [row]);
  if (!checked?.receipt) throw new HttpError(409, 'receipt.not_stored');
}

const khqrQuery = pageQuery.extend({ status: optional(z.enum(['pending', 'paid', 'expired'])) });
const topupQuery = pageQuery.extend({ status: optional(z.enum(['pending', 'approved', 'rejected'])) });
const rejectBody = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(1000) });
const decideBody = z.object({ approve: z.boolean() });

/** Payments: bank-transfer receipts to verify, KHQR payments with the gateway's answer, top-ups. */
export function adminPaymentRoutes(db: Db, services: Pick<Services, 'orders' | 'wallet' | 'payments' | 'flows'>) {
  const { orders, wallet, payments, flows } = services;
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
      return c.json(paged(await withStoredReceipts(db, rows), q.page, q.row_per_page, total));
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
      const order = await orders.admin.withUser(id);
      if (order.payment_type !== 'bankTransfer' || order.payment_status !== 'verifying')
        throw new HttpError(409, 'order.no_receipt_to_verify');
      await assertStoredReceipt(db, order);
      // Operations I (decision 0033): paying the goods puts the lines in the purchasing queue.
      await flows.payOrder({ orderId: id, note: 'Bank transfer verified' }, { id: actor.id, kind: 'staff' });
      await recordAudit(db, {
        actorId: actor.id,
        action: 'payment.transfer.verify',
        targetType: 'order',
        targetId: id,
        details: { receipt_url: order.receipt_url, amount: order.total },
      });
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/payments/transfers/:id/reject',
    doc('Refuse a bank transfer', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', rejectBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { reason } = c.req.valid('json');
      const order = await orders.admin.withUser(id);
      await db.transaction(async (tx) => {
        await orders.admin.rejectReceipt(id, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'payment.transfer.reject',
          targetType: 'order',
          targetId: id,
          details: { reason, receipt_url: order.receipt_url },
        });
      });
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
      return c.json(paged(await withStoredReceipts(db, data), q.page, q.row_per_page, total));
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
      if (approve) {
        const pending = await wallet.topupReceipt(id);
        if (pending) await assertStoredReceipt(db, pending);
      }
      const row = await wallet.decideTopup(id, approve);
      await recordAudit(db, {
        actorId: actor.id,
        action: approve ? 'topup.approve' : 'topup.reject',
        targetType: 'topup',
        targetId: id,
        details: { user_id: row.userId, amount: fromCents(row.amountCents) },
      });
      return c.json({ message: 'success' });
    },
  );
  return app;
}
