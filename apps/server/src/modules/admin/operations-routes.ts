import { Hono } from 'hono';
import { z } from 'zod';
import {
  PROBLEM_STATUSES,
  adminProblemsSchema,
  lineMoveAnswerSchema,
  lineMoveBodySchema,
  lineProblemSchema,
  lineRefundAnswerSchema,
  lineRefundBodySchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
  purchasingQueueSchema,
  raiseProblemAnswerSchema,
  raiseProblemBodySchema,
  refundDoneBodySchema,
  refundTasksSchema,
  sweepAnswerSchema,
} from '@fardin/core/contract-operations';
import { reasonBodySchema } from '@fardin/core/contract-admin';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { adminOnly, idParam, staffUser } from './access';

const staffDoc = apiDoc('Back office');

/**
 * The back office of operations I (OPERATIONS.md section 5, decision 0033): the purchasing queue,
 * purchases, line moves, problems and their inbox, per-line refunds and the reminder sweep. Each
 * write is a flow (one transaction with its audit row); mounted under /admin (staff and admins).
 */
export function adminOperationsRoutes(
  services: Pick<Services, 'operations' | 'flows'>,
  /** Outside production (or under E2E): `at` moves the sweep's and the inbox's clock, so tests need not wait 48 h. */
  clockOverride: boolean,
) {
  const { operations, flows } = services;
  const movedClock = z.object({ at: z.iso.datetime({ offset: true }).optional() });
  const asOf = (at: string | undefined) => {
    if (at === undefined) return undefined;
    if (!clockOverride) throw new HttpError(403, 'auth.forbidden');
    return new Date(at);
  };
  const app = new Hono<AppEnv>();

  app.get('/purchasing', staffDoc('Lines to buy, by marketplace and seller', purchasingQueueSchema), async (c) =>
    c.json(await operations.purchasingQueue()),
  );

  app.post(
    '/purchases',
    staffDoc('Record one purchase at a seller for many lines', purchaseAnswerSchema, { errors: [404, 409, 422] }),
    validate('json', purchaseBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await flows.buyLines(
        {
          lineIds: body.line_ids,
          seller: body.seller,
          marketplaceOrderNo: body.marketplace_order_no,
          unitPrices: body.unit_prices,
        },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/order-lines/:id/move',
    staffDoc('Move one order line along its journey', lineMoveAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParam),
    validate('json', lineMoveBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await flows.moveLine(
        {
          lineId: c.req.valid('param').id,
          to: body.to,
          note: body.note,
          trackingNo: body.tracking_no,
          carrier: body.carrier,
          shelf: body.shelf,
        },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/order-lines/:id/problems',
    staffDoc('Raise a problem on an order line', raiseProblemAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParam),
    validate('json', raiseProblemBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await flows.raiseProblem(
        {
          lineId: c.req.valid('param').id,
          kind: body.kind,
          newUnitPrice: body.new_unit_price,
          alternatives: body.alternatives,
          note: body.note,
        },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.get(
    '/problems',
    staffDoc('Problems, oldest first, with the overdue mark', adminProblemsSchema),
    validate('query', movedClock.extend({ status: z.enum([...PROBLEM_STATUSES, 'unresolved']).default('open') })),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await operations.problemInbox(q.status, asOf(q.at)));
    },
  );

  app.post(
    '/problems/:id/verify-transfer',
    staffDoc("Accept the transfer receipt of a problem's difference", z.object({ data: lineProblemSchema }), {
      errors: [404, 409],
    }),
    validate('param', idParam),
    async (c) => {
      const actor = staffUser(c);
      return c.json({
        data: await flows.verifyProblemTransfer(
          { problemId: c.req.valid('param').id },
          { id: actor.id, kind: 'staff' },
        ),
      });
    },
  );

  app.post(
    '/problems/:id/reject-transfer',
    staffDoc(
      "Refuse the transfer receipt of a problem's difference: open again, the shopper told why",
      z.object({ data: lineProblemSchema }),
      {
        errors: [404, 409, 422],
      },
    ),
    validate('param', idParam),
    validate('json', reasonBodySchema),
    async (c) => {
      const input = { problemId: c.req.valid('param').id, reason: c.req.valid('json').reason };
      return c.json({ data: await flows.refuseProblemTransfer(input, { id: staffUser(c).id }) });
    },
  );

  app.post(
    '/order-lines/:id/refunds',
    staffDoc('Refund (part of) a line: to Anakut Cash now, or to the original method (admin)', lineRefundAnswerSchema, {
      errors: [404, 409],
    }),
    adminOnly,
    validate('param', idParam),
    validate('json', lineRefundBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await flows.refundLine(
        { lineId: c.req.valid('param').id, amount: body.amount, to: body.to, note: body.note },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.get(
    '/refunds',
    staffDoc('Refunds to the original method (tasks) or done', refundTasksSchema),
    validate('query', z.object({ status: z.enum(['pending', 'done']).default('pending') })),
    async (c) => c.json(await operations.refundTasks(c.req.valid('query').status)),
  );

  app.post(
    '/refunds/:id/done',
    staffDoc('Close a refund to the original method with its receipt (admin)', lineRefundAnswerSchema, {
      errors: [404, 409],
    }),
    adminOnly,
    validate('param', idParam),
    validate('json', refundDoneBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const data = await flows.completeLineRefund(
        { refundId: c.req.valid('param').id, receiptUrl: c.req.valid('json').receipt_url },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/operations/sweep',
    staffDoc('Write the problem and quality-check reminders due now', sweepAnswerSchema),
    validate('json', movedClock),
    async (c) => {
      const at = asOf(c.req.valid('json').at);
      return c.json({ message: 'success', data: { reminders: await flows.remindProblems({ at }) } });
    },
  );
  return app;
}
