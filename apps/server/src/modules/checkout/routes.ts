import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from '@fardin/core/payment-poll';
import { fromCents } from '@fardin/core/money';
import { TRANSPORTS } from '@fardin/core/contract-commerce';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseCheckout } from './payload';
import { E2E_PAYMENT_POLL } from '../../e2e-mode';
import { requestHash, type CheckoutService } from './service';
import type { Flows } from '../../services';
import type { UploadService } from '../uploads/service';
import {
  checkoutAnswerSchema,
  checkoutInputDocSchema,
  checkoutOptionsSchema,
  quoteAnswerSchema,
} from '@fardin/core/contract-commerce';
import { apiDoc } from '../../http/openapi';
import { unsafeTextError } from '../../http/validation-error';
import { jsonBodyOr } from '../../http/json-depth';
import { productLangQuery } from '../../lib/product-lang';
import type { ProductLocalizer } from '../catalogue/localize';

const doc = apiDoc('Checkout');

/** The checkout body as sent (no body or no JSON is the spec's 'checkoutForm is not valid'); no NUL or lone surrogate. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const body = await jsonBodyOr(c, undefined);
  if (body === undefined) return null;
  const unsafe = unsafeTextError(body) ?? unsafeTextError({ address: c.req.query('address') });
  if (unsafe) throw unsafe;
  return body;
}

/** Placing an order: the checkout, its quote and its options (orders/routes.ts answers the orders placed). */
export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  flows: Pick<Flows, 'placeOrder'>;
  uploads: UploadService;
  e2e: boolean;
  localizer: ProductLocalizer;
}) {
  const app = new Hono<AppEnv>();
  app.use('/checkout', requireUser);
  app.use('/checkout/*', requireUser);

  app.post(
    '/checkout',
    doc('Place an order (cart or buy-now); `Idempotency-Key` makes a retry safe', checkoutAnswerSchema, {
      body: checkoutInputDocSchema,
      query: z.object({ address: z.string().optional() }),
      headers: z.object({ 'Idempotency-Key': z.string().min(1).max(200).optional() }),
      errors: [404, 409, 422],
    }),
    async (c) => {
      const body = await jsonBody(c);
      const address = c.req.query('address');
      const req = parseCheckout(body, address);
      const userId = currentUser(c).id;
      // A bank-transfer receipt must be this shopper's own upload, kept in its stored form (decision 0014).
      if (req.paymentType === 'bankTransfer')
        req.imageUrl = await deps.uploads.assertOwnedBy(userId, req.imageUrl, 'image_url', undefined, c.get('origin'));
      const key = c.req.header('Idempotency-Key')?.trim();
      if (key !== undefined && (key.length === 0 || key.length > 200))
        throw new HttpError(422, 'checkout.idempotency_key_invalid');
      const answer = await deps.flows.placeOrder({
        userId,
        req,
        idempotency: key ? { key, hash: requestHash(body, address) } : null,
      });
      return c.json(answer.body, answer.status);
    },
  );

  /** The fee and totals the shopper sees before paying (same computation as the checkout). */
  app.post(
    '/checkout/quote',
    doc('Fee and totals before paying (`lang=`: line titles in that language)', quoteAnswerSchema, {
      body: checkoutInputDocSchema,
      query: productLangQuery,
      errors: [404, 409, 422],
    }),
    validate('query', productLangQuery),
    async (c) => {
      const body = await jsonBody(c);
      const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const paymentType = typeof raw.payment_type === 'string' ? raw.payment_type : 'cod';
      const req = parseCheckout({ ...raw, payment_type: 'cod', address: raw.address ?? 'Home' }, undefined);
      if (paymentType === 'anakut') req.paymentType = 'anakut';
      const userId = currentUser(c).id;
      const { lines, totals } = await deps.checkout.quote(userId, req);
      const lang = c.req.valid('query').lang;
      const shown = await deps.localizer.lines(
        lines.map((l) => ({
          product_id: l.productId,
          title: l.title,
          image: l.image,
          variant: l.variantName,
          quantity: l.quantity,
          price_usd: fromCents(l.unitUsdCents),
          subtotal_usd: fromCents(l.lineUsdCents),
        })),
        lang,
        (l) => l,
        (l, text) => ({
          ...l,
          title: text.title,
          title_original: text.title_original,
          variant: text.variant,
          variant_original: text.variant_original,
        }),
      );
      return c.json({ data: { ...totals, lines: shown } });
    },
  );

  app.get(
    '/checkout/options',
    doc('Checkout settings: poll, discount, bank accounts, transports', checkoutOptionsSchema),
    async (c) => {
      const me = currentUser(c);
      const { settings: config, balanceCents: balance, routes, reference } = await deps.checkout.options(me.id);
      return c.json({
        data: {
          poll_interval_ms: deps.e2e ? E2E_PAYMENT_POLL.intervalMs : PAYMENT_POLL_INTERVAL_MS,
          poll_max_attempts: deps.e2e ? E2E_PAYMENT_POLL.maxAttempts : PAYMENT_POLL_MAX_ATTEMPTS,
          discount_percent: config.anakut_discount_percent,
          wallet_balance: fromCents(balance),
          bank_accounts: config.bank_accounts,
          transfer_reference: reference,
          // Every mode of the back office's rates, its days across countries; a checkout offers its own (quote.modes).
          transports: TRANSPORTS.flatMap((code) => {
            const of = routes.filter((r) => r.mode === code);
            return of.length
              ? [
                  {
                    code,
                    days_min: Math.min(...of.map((r) => r.daysMin)),
                    days_max: Math.max(...of.map((r) => r.daysMax)),
                  },
                ]
              : [];
          }),
        },
      });
    },
  );

  return app;
}
