import { Hono } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import { toCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type { PaymentService } from './service';
import {
  khqrAnswerSchema,
  paymentAccountsAnswerSchema,
  paymentStatusAnswerSchema,
  type PaymentAccount,
} from '@fardin/core/contract-commerce';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { jsonBodyOr } from '../../http/json-depth';
import { moneySchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Payments');

const generateSchema = z.object({
  payment_method: z
    .string({ error: missingText('payment_method') })
    .trim()
    .min(1, 'payment_method is required')
    .max(40),
  amount: moneySchema({ min: 0.01, max: 100_000 }),
  /** Ignored: the web sends `khqr`, the mobile client its store type (decision 0018). */
  type: z.string().trim().max(40).optional(),
});
const checkSchema = z
  .object({
    reference: z
      .string()
      .trim()
      .regex(/^FD[0-9A-F]{16}$/, 'reference is not valid')
      .optional(),
  })
  .optional();

/**
 * KHQR payments (SPEC sections 4 and 7): generate a QR, then poll its status. The sandbox pay call
 * exists only where the sandbox gateway runs and the server is not in production (E2E excepted).
 */
export function paymentRoutes(
  payments: PaymentService,
  options: {
    sandboxPay: ((reference: string, userId: number) => Promise<void>) | null;
    transferAccounts: () => Promise<PaymentAccount[]>;
  },
) {
  const app = new Hono<AppEnv>();

  /** Public: where a shopper may send a transfer (back office settings), for checkout and top-up. */
  app.get(
    '/payment/transfer-accounts',
    doc(
      'Bank accounts the shop takes transfers on (bank, account name and number, QR image)',
      paymentAccountsAnswerSchema,
    ),
    async (c) => c.json({ data: await options.transferAccounts() }),
  );

  app.get(
    '/payment/khqr/:file',
    doc(
      'The KHQR image of a payment: SVG to show, PNG to save',
      { media: 'image/svg+xml', description: 'SVG QR code (.svg) or PNG image to save (.png)' },
      { params: z.object({ file: z.string().regex(/^FD[0-9A-F]{16}\.(svg|png)$/) }), errors: [404] },
    ),
    async (c) => {
      const [, reference, ext] = /^(FD[0-9A-F]{16})\.(svg|png)$/.exec(c.req.param('file')) ?? [];
      if (reference && ext === 'png') {
        const png = await payments.qrPng(reference);
        if (!png) throw notFound('payment.not_found');
        // A download, named after the reference the shopper may quote to the shop.
        return c.body(new Uint8Array(png), 200, {
          'Content-Type': 'image/png',
          'Content-Disposition': `attachment; filename="KHQR-${reference}.png"`,
          'Cache-Control': 'private, max-age=600',
        });
      }
      const svg = reference ? await payments.qrSvg(reference) : null;
      if (!svg) throw notFound('payment.not_found');
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=600' });
    },
  );

  app.use('/payment/*', requireUser);
  app.post(
    '/payment/generate_khqr',
    doc('Make a KHQR payment', khqrAnswerSchema, { errors: [422] }),
    validate('json', generateSchema),
    async (c) => {
      const body = c.req.valid('json');
      const row = await payments.generate(currentUser(c).id, toCents(body.amount), body.payment_method);
      return c.json({ message: 'success', data: payments.answer(row, await payments.deepLink(row)) });
    },
  );

  app.post(
    '/payment/check_payment_status',
    doc('Status of a KHQR payment (the latest one without a reference)', paymentStatusAnswerSchema, {
      body: z.object({ reference: z.string().optional() }),
      errors: [404, 422, 429],
    }),
    async (c) => {
      const raw = await jsonBodyOr(c, undefined);
      const parsed = await parseInput(checkSchema, raw ?? undefined);
      const { row, status } = await payments.check(currentUser(c).id, parsed?.reference);
      return c.json({ message: 'success', data: { payment_status: status, reference: row.reference } });
    },
  );

  app.post(
    '/payment/sandbox/pay',
    doc('Pay a KHQR payment in the sandbox (not in production)', successAnswerSchema, { errors: [404] }),
    validate('json', z.object({ reference: z.string().trim().min(1).max(40) })),
    async (c) => {
      if (!options.sandboxPay) throw notFound();
      await options.sandboxPay(c.req.valid('json').reference, currentUser(c).id);
      return c.json({ message: 'success' });
    },
  );
  return app;
}
