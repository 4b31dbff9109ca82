import { Hono } from 'hono';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { payments, sandboxTransactions } from '@fardin/db/schema/payments';
import { fromCents } from '@fardin/core/money';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { HttpError, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { sandboxPayment } from '../../integrations/payment-gateway/create-gateway';
import { pageOutbox, smsKind } from '../../integrations/sms/sms-sender';
import { adminOnly, idParam, pageQuery, paged, staffUser } from './access';
import { recordAudit } from './audit';
import { adminKhqrSandboxPageSchema, adminSmsOutboxPageSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

/**
 * The embedded defaults as a person on `npm start` needs them: the SMS outbox (codes of the
 * embedded SMS service; admins only, a code opens an account) and the sandbox bank's pending KHQR
 * payments, which staff may mark paid as they verify bank transfers.
 */
export function adminEmbeddedServiceRoutes(deps: { db: Db; config: Config; now: () => Date }) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();

  app.get('/sms-outbox', doc('Texts of the embedded SMS sender (admin)', adminSmsOutboxPageSchema), adminOnly, validate('query', pageQuery), async (c) => {
    const q = c.req.valid('query');
    const gateway = smsKind(config);
    // With a real gateway no text is kept here: older outbox rows are stale codes, not shown.
    const { rows, total } = gateway === 'outbox' ? await pageOutbox(db, q.page, q.row_per_page) : { rows: [], total: 0 };
    return c.json({ gateway, ...paged(rows, q.page, q.row_per_page, total) });
  });

  /** KHQR payments a shopper may still be paying: pending and not yet expired, newest first. */
  app.get('/payments/khqr-sandbox', doc('Open KHQR payments of the sandbox gateway', adminKhqrSandboxPageSchema), validate('query', pageQuery), async (c) => {
    const q = c.req.valid('query');
    const where = and(eq(payments.status, 'pending'), gt(payments.expiresAt, now()));
    const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(payments).where(where);
    const rows = await db
      .select({ p: payments, userName: users.name, userPhone: users.phone, sandboxPaidAt: sandboxTransactions.createdAt })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(sandboxTransactions, eq(sandboxTransactions.md5, payments.md5))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(q.row_per_page)
      .offset((q.page - 1) * q.row_per_page);
    const data = rows.map(({ p, userName, userPhone, sandboxPaidAt }) => ({
      id: p.id, reference: p.reference, user_name: userName, user_phone: userPhone, amount: fromCents(p.amountCents), currency: p.currency,
      created_at: p.createdAt.toISOString(), expires_at: p.expiresAt.toISOString(), sandbox_paid: sandboxPaidAt !== null,
    }));
    return c.json({ gateway: config.PAYMENT_GATEWAY, ...paged(data, q.page, q.row_per_page, total) });
  });

  /**
   * Pays a pending KHQR in the sandbox bank, through the same call as the public sandbox endpoint
   * and the CLI; the shopper's next status check settles it and the checkout completes.
   */
  app.post('/payments/khqr-sandbox/:id/pay', doc('Pay an open KHQR payment in the sandbox', successAnswerSchema, { errors: [404, 409] }), validate('param', idParam), async (c) => {
    const actor = staffUser(c);
    const pay = sandboxPayment(db, config);
    if (!pay) throw new HttpError(409, 'payment.not_sandbox');
    const id = c.req.valid('param').id;
    const [row] = await db
      .select({ p: payments, sandboxPaidAt: sandboxTransactions.createdAt })
      .from(payments)
      .leftJoin(sandboxTransactions, eq(sandboxTransactions.md5, payments.md5))
      .where(eq(payments.id, id));
    if (!row) throw notFound('payment.not_found');
    if (row.p.status !== 'pending') throw new HttpError(409, 'payment.not_pending');
    if (row.sandboxPaidAt !== null) throw new HttpError(409, 'payment.already_paid');
    if (row.p.expiresAt <= now()) throw new HttpError(409, 'payment.expired');
    await pay(row.p.reference);
    await recordAudit(db, { actorId: actor.id, action: 'payment.khqr.sandbox_pay', targetType: 'payment', targetId: id, details: { reference: row.p.reference, user_id: row.p.userId, amount: fromCents(row.p.amountCents) } });
    return c.json({ message: 'success' });
  });
  return app;
}
