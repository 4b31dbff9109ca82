import { Hono } from 'hono';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { smsKind } from '../../integrations/sms/sms-sender';
import { adminOnly, idParam, pageQuery, paged, staffUser } from './access';
import { adminKhqrSandboxPageSchema, adminSmsOutboxPageSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import type { Services } from '../../services';

const doc = apiDoc('Back office');

/**
 * The embedded defaults as a person on `npm start` needs them: the SMS outbox (codes of the
 * embedded SMS service; admins only, a code opens an account) and the sandbox bank's pending KHQR
 * payments, which staff may mark paid as they verify bank transfers.
 */
export function adminEmbeddedServiceRoutes(
  services: Pick<Services, 'payments' | 'smsOutbox' | 'flows'>,
  deps: { config: Config; now: () => Date },
) {
  const { config, now } = deps;
  const { payments, flows } = services;
  const app = new Hono<AppEnv>();

  app.get(
    '/sms-outbox',
    doc('Texts of the embedded SMS sender (admin)', adminSmsOutboxPageSchema),
    adminOnly,
    validate('query', pageQuery),
    async (c) => {
      const q = c.req.valid('query');
      const gateway = smsKind(config);
      // With a real gateway no text is kept here: older outbox rows are stale codes, not shown.
      const { rows, total } =
        gateway === 'outbox' ? await services.smsOutbox.page(q.page, q.row_per_page) : { rows: [], total: 0 };
      return c.json({ gateway, ...paged(rows, q.page, q.row_per_page, total) });
    },
  );

  /** KHQR payments a shopper may still be paying: pending and not yet expired, newest first. */
  app.get(
    '/payments/khqr-sandbox',
    doc('Open KHQR payments of the sandbox gateway', adminKhqrSandboxPageSchema),
    validate('query', pageQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await payments.openSandboxPage(now(), q.page, q.row_per_page);
      return c.json({ gateway: config.PAYMENT_GATEWAY, ...paged(data, q.page, q.row_per_page, total) });
    },
  );

  /**
   * Pays a pending KHQR in the sandbox bank, through the same call as the public sandbox endpoint
   * and the CLI; the shopper's next status check settles it and the checkout completes.
   */
  app.post(
    '/payments/khqr-sandbox/:id/pay',
    doc('Pay an open KHQR payment in the sandbox', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    async (c) => {
      const actor = staffUser(c);
      await flows.settlePayment({ paymentId: c.req.valid('param').id }, { id: actor.id });
      return c.json({ message: 'success' });
    },
  );
  return app;
}
