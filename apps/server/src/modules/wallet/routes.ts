import { Hono } from 'hono';
import { z } from 'zod';
import { toCents } from '@fardin/core/money';
import { SPEC_TEXT } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import type { WalletService } from './service';

const topupSchema = z.object({
  amount: z.coerce.number({ error: 'amount is required' }).positive('amount must be greater than 0').max(10_000),
  image_url: z.string({ error: SPEC_TEXT.receiptRequired }).trim().min(1, SPEC_TEXT.receiptRequired).max(2000),
});

/** Anakut Cash: balance and ledger, and top-up requests that wait for the shop's approval. */
export function walletRoutes(wallet: WalletService) {
  const app = new Hono<AppEnv>();
  app.use('/wallet', requireUser);
  app.use('/wallet/*', requireUser);
  app.get('/wallet', async (c) => c.json({ data: await wallet.summary(currentUser(c).id) }));
  app.post('/wallet/topup', validate('json', topupSchema), async (c) => {
    const body = c.req.valid('json');
    const row = await wallet.requestTopup(currentUser(c).id, toCents(body.amount), body.image_url);
    return c.json({ message: 'success', data: { id: row.id, transaction_status: row.status } });
  });
  return app;
}
