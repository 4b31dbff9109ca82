import { Hono } from 'hono';
import { z } from 'zod';
import { toCents } from '@fardin/core/money';
import { SPEC_TEXT } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import type { Flows } from '../../services';
import type { UploadService } from '../uploads/service';
import type { WalletService } from './service';
import {
  topupAmountSchema,
  topupAnswerSchema,
  walletAnswerSchema,
  walletTransactionListSchema,
  withdrawAnswerSchema,
} from '@fardin/core/contract-commerce';
import { apiDoc } from '../../http/openapi';
import { moneySchema, numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Wallet');

const receipt = z.string().trim().max(2000).optional();
/**
 * The web sends the receipt as `image_url`, the mobile client as `image` with `note` and
 * `payment_method` (MOBILE-CLIENT.md "Wallet"); either names the receipt. `payment_method` is kept
 * (the web sends a configured payment type's code, the mobile client its own label); the note is
 * accepted and not kept.
 */
const topupSchema = z
  .object({
    amount: topupAmountSchema,
    image_url: receipt,
    image: receipt,
    note: z.string().max(1000).nullish(),
    payment_method: z.string().max(100).nullish(),
  })
  .refine((b) => !!(b.image_url || b.image), { message: SPEC_TEXT.receiptRequired, path: ['image_url'] });

const withdrawSchema = z.object({
  amount: moneySchema({ min: 0.01, max: 10_000 }),
});
const pageQuery = z.object({
  page: numeric(z.number().int().min(1).max(10_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(100).default(20)),
});

/** Anakut Cash: balance and ledger, and top-up requests that wait for the shop's approval. */
export function walletRoutes(
  wallet: WalletService,
  uploads: UploadService,
  flows: Pick<Flows, 'requestTopup' | 'requestWithdrawal'>,
) {
  const app = new Hono<AppEnv>();
  app.use('/wallet', requireUser);
  app.use('/wallet/*', requireUser);
  app.get('/wallet', doc('Anakut Cash: balance, ledger and top-up requests', walletAnswerSchema), async (c) =>
    c.json({ data: await wallet.summary(currentUser(c).id) }),
  );
  app.post(
    '/wallet/topup',
    doc('Ask for a top-up (with a transfer receipt)', topupAnswerSchema, { errors: [409, 422] }),
    validate('json', topupSchema),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      // The receipt staff verify must be this shopper's own upload, in its stored form (decision 0014).
      const field = body.image_url ? 'image_url' : 'image';
      const receiptUrl = await uploads.assertOwnedBy(
        userId,
        body.image_url || body.image,
        field,
        undefined,
        c.get('origin'),
      );
      const row = await flows.requestTopup({
        userId,
        amountCents: toCents(body.amount),
        receiptUrl,
        paymentMethod: body.payment_method?.trim() || null,
      });
      return c.json({ message: 'success', data: { id: row.id, transaction_status: row.status } });
    },
  );
  /** The mobile client's withdraw: the amount leaves the balance now; the shop pays it out (decision 0018). */
  app.post(
    '/wallet/withdraw',
    doc('Take Anakut Cash out (the shop pays it out)', withdrawAnswerSchema, { errors: [409, 422] }),
    validate('json', withdrawSchema),
    async (c) => {
      const entry = await flows.requestWithdrawal(currentUser(c).id, toCents(c.req.valid('json').amount));
      return c.json({ message: 'success', data: entry });
    },
  );
  /** Ledger entries and top-up requests, newest first, in the mobile client's names. */
  app.get(
    '/wallet/transactions',
    doc('Ledger entries and top-up requests, newest first', walletTransactionListSchema),
    validate('query', pageQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({
        ...(await wallet.transactions(currentUser(c).id, q.page, q.row_per_page)),
        page: q.page,
        row_per_page: q.row_per_page,
      });
    },
  );
  return app;
}
