import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import { adminWithdrawalPageSchema, WITHDRAWAL_STATUSES } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

const listQuery = pageQuery.extend({ status: optional(z.enum(WITHDRAWAL_STATUSES)) });
const paidBody = z.object({ note: z.string().trim().max(500).nullish() });

/**
 * Withdrawals (issue 24 item 10): the shoppers' Anakut Cash withdrawals staff pay out, newest
 * first, and the record of a payout (audited in the same transaction, flows/mark-withdrawal-paid.ts).
 */
export function adminWithdrawalRoutes(services: Pick<Services, 'withdrawals' | 'flows'>) {
  const app = new Hono<AppEnv>();

  app.get(
    '/withdrawals',
    doc('Anakut Cash withdrawals to pay out (`status=pending`) or paid', adminWithdrawalPageSchema),
    validate('query', listQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await services.withdrawals.page(q.status, q.page, q.row_per_page);
      return c.json(paged(data, q.page, q.row_per_page, total));
    },
  );

  app.post(
    '/withdrawals/:id/paid',
    doc('Record that a withdrawal was paid out', successAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParam),
    validate('json', paidBody),
    async (c) => {
      const actor = staffUser(c);
      await services.flows.markWithdrawalPaid({
        entryId: c.req.valid('param').id,
        staffId: actor.id,
        note: c.req.valid('json').note || null,
      });
      return c.json({ message: 'success' });
    },
  );
  return app;
}
