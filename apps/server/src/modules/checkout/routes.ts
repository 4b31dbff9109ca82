import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '@fardin/db/open-db';
import { BLOG_PAGE_SIZE, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from '@fardin/core/constants';
import { fromCents } from '@fardin/core/money';
import { eq } from 'drizzle-orm';
import { orders } from '@fardin/db/schema/orders';
import { ORDER_STATUSES, TRANSPORTS, type OrderDetailAnswer, type PaymentType } from '@fardin/core/contract-commerce';
import { formatOrderTrackingCode } from '@fardin/core/order-tracking-code';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { ProductLookup } from '../cart/product-lookup';
import { commerceSettings, transferReference, walletBalance } from '../wallet/service';
import { resolveLines } from './lines';
import type { OrderService } from './orders';
import { parseCheckout } from './payload';
import type { QualityCheckService } from './quality-check';
import { E2E_POLL } from './e2e-poll';
import { priceOrder, quoteAnswer } from './pricing';
import { shippingRoutes } from './shipping-routes';
import { requestHash, type CheckoutService } from './service';
import type { UploadService } from '../uploads/service';
import { checkDecisionAnswerSchema, checkoutAnswerSchema, checkoutInputDocSchema, checkoutOptionsSchema, orderDetailAnswerUnionSchema, orderHistoryAnswerSchema, orderTrackingAnswerSchema, quoteAnswerSchema } from '@fardin/core/contract-commerce';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { idParamSchema, idSchema, numeric } from '@fardin/core/input-schemas';
import { unsafeTextError } from '../../http/validation-error';
import { productLangQuery, productLangSchema, type ProductLocalizer } from '../products/localize';

const doc = apiDoc('Checkout');


/** The checkout body as sent (no body or no JSON is the spec's 'checkoutForm is not valid'); no NUL or lone surrogate. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  let body: unknown = null;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  const unsafe = unsafeTextError(body) ?? unsafeTextError({ address: c.req.query('address') });
  if (unsafe) throw unsafe;
  return body;
}

/**
 * `envelope=1` (our web): history `{data, page, row_per_page, total, last_page}` and detail `{data}`.
 * Without it, the mobile client's shapes: history a top-level array, detail one object whose `data`
 * is its lines (MOBILE-CLIENT.md "Orders", decision 0018).
 */
const envelopeFlag = z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true');
/** Our payment types under the mobile client's names (it reads them back on the order). */
const MOBILE_PAYMENT_NAME: Record<PaymentType, string> = { cod: 'cash', khqr: 'KHQR', bankTransfer: 'transfer', anakut: 'anakut' };
const historyQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  page: numeric(z.number().int().min(1).max(10_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(100).default(BLOG_PAGE_SIZE)),
  envelope: envelopeFlag,
});
const idParam = idParamSchema;
const lineParam = idParam.extend({ lineId: idSchema });
const decisionBody = z
  .object({ decision: z.enum(['approved', 'return', 'exchange']), reason: z.string().trim().max(1000).optional() })
  .refine((b) => b.decision === 'approved' || !!b.reason, { message: 'Please give a reason', path: ['reason'], params: { code: 'quality_check.reason_required' } });

export function checkoutRoutes(deps: { db: Db; lookup: ProductLookup; checkout: CheckoutService; orders: OrderService; qualityChecks: QualityCheckService; uploads: UploadService; e2e: boolean; localizer: ProductLocalizer }) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // Public order tracking (/tracking) by the order's random tracking code only: an order id (they
  // are sequential) or any unknown text is the same 404 (decision 0014).
  // The code is normalised to a strict shape before any query (hostile text is the same 404).
  app.get('/tracking_order/:code', doc('Public order tracking by tracking code', orderTrackingAnswerSchema, { params: z.object({ code: z.string().max(40) }), errors: [404] }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await deps.orders.track(c.req.param('code')) });
  });
  app.use('/checkout', requireUser);
  app.use('/checkout/*', requireUser);

  app.post('/checkout', doc('Place an order (cart or buy-now); `Idempotency-Key` makes a retry safe', checkoutAnswerSchema, { body: checkoutInputDocSchema, query: z.object({ address: z.string().optional() }), headers: z.object({ 'Idempotency-Key': z.string().min(1).max(200).optional() }), errors: [404, 409, 422] }), async (c) => {
    const body = await jsonBody(c);
    const address = c.req.query('address');
    const req = parseCheckout(body, address);
    const userId = currentUser(c).id;
    // A bank-transfer receipt must be this shopper's own upload, kept in its stored form (decision 0014).
    if (req.paymentType === 'bankTransfer') req.imageUrl = await deps.uploads.assertOwnedBy(userId, req.imageUrl, 'image_url', undefined, c.get('origin'));
    const key = c.req.header('Idempotency-Key')?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 200)) throw new HttpError(422, 'checkout.idempotency_key_invalid');
    const answer = await deps.checkout.checkout(userId, req, key ? { key, hash: requestHash(body, address) } : null);
    return c.json(answer.body, answer.status);
  });

  /** The fee and totals the shopper sees before paying (same computation as the checkout). */
  app.post('/checkout/quote', doc('Fee and totals before paying (`lang=`: line titles in that language)', quoteAnswerSchema, { body: checkoutInputDocSchema, query: productLangQuery, errors: [404, 409, 422] }), validate('query', productLangQuery), async (c) => {
    const body = await jsonBody(c);
    const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const paymentType = typeof raw.payment_type === 'string' ? raw.payment_type : 'cod';
    const req = parseCheckout({ ...raw, payment_type: 'cod', address: raw.address ?? 'Home' }, undefined);
    if (paymentType === 'anakut') req.paymentType = 'anakut';
    const userId = currentUser(c).id;
    const lines = await resolveLines(db, deps.lookup, userId, req);
    const parts = await priceOrder(db, { store: req.store, lineCents: lines.map((l) => l.lineUsdCents), transport: req.transport, parcel: req.parcel, paymentType: req.paymentType, countries: lines.map((l) => l.country) });
    const lang = c.req.valid('query').lang;
    const shown = await deps.localizer.lines(
      lines.map((l) => ({ product_id: l.productId, title: l.title, image: l.image, variant: l.variantName, quantity: l.quantity, price_usd: fromCents(l.unitUsdCents), subtotal_usd: fromCents(l.lineUsdCents) })),
      lang,
      (l) => l,
      (l, text) => ({ ...l, title: text.title, title_original: text.title_original, variant: text.variant, variant_original: text.variant_original }),
    );
    return c.json({ data: { ...(await quoteAnswer(db, userId, parts)), lines: shown } });
  });

  app.get('/checkout/options', doc('Checkout settings: poll, discount, bank accounts, transports', checkoutOptionsSchema), async (c) => {
    const me = currentUser(c);
    const [config, balance, routes, reference] = await Promise.all([
      commerceSettings(db),
      walletBalance(db, me.id),
      shippingRoutes(db),
      transferReference(db, me.id),
    ]);
    return c.json({
      data: {
        poll_interval_ms: deps.e2e ? E2E_POLL.intervalMs : PAYMENT_POLL_INTERVAL_MS,
        poll_max_attempts: deps.e2e ? E2E_POLL.maxAttempts : PAYMENT_POLL_MAX_ATTEMPTS,
        discount_percent: config.anakut_discount_percent,
        wallet_balance: fromCents(balance),
        bank_accounts: config.bank_accounts,
        transfer_reference: reference,
        // Every mode of the back office's rates, its days across countries; a checkout offers its own (quote.modes).
        transports: TRANSPORTS.flatMap((code) => {
          const of = routes.filter((r) => r.mode === code);
          return of.length ? [{ code, days_min: Math.min(...of.map((r) => r.daysMin)), days_max: Math.max(...of.map((r) => r.daysMax)) }] : [];
        }),
      },
    });
  });

  app.get('/checkout/history', doc('The shopper\'s orders, paged (a top-level array; envelope=1: the paged object)', orderHistoryAnswerSchema), validate('query', historyQuery), async (c) => {
    const q = c.req.valid('query');
    const page = await deps.orders.history(currentUser(c).id, { status: q.status, page: q.page, rowPerPage: q.row_per_page });
    return q.envelope ? c.json(page) : c.json(page.data);
  });
  app.get('/checkout/history/detail/:id', doc('One order of the shopper (envelope=1: ours in data)', orderDetailAnswerUnionSchema, { errors: [404] }), validate('param', idParam), validate('query', z.object({ envelope: envelopeFlag, lang: productLangSchema })), async (c) => {
    const id = c.req.valid('param').id;
    const stored = await deps.orders.detail(currentUser(c).id, id);
    const localized = await deps.localizer.lines(stored.lines, c.req.valid('query').lang, (l) => ({ title: l.product_name, variant: l.variant }), (l, text) => ({ ...l, product_name: text.title, product_name_original: text.title_original, variant: text.variant, variant_original: text.variant_original }));
    const detail = { ...stored, lines: localized };
    // The shopper's own order (detail answered 404 otherwise): its public tracking code, grouped.
    const [row] = await db.select({ code: orders.trackingCode }).from(orders).where(eq(orders.id, id));
    const answer: OrderDetailAnswer = { ...detail, tracking_code: row?.code ? formatOrderTrackingCode(row.code) : null };
    if (c.req.valid('query').envelope) return c.json({ data: answer });
    const lines = answer.lines.map((l) => ({ id: l.id, product_id: l.product_id, quantity: l.quantity, product_name: l.product_name, product_price: l.product_price, product_cost: l.product_price, image: l.image, variant: l.variant }));
    return c.json({ ...answer, payment_type: MOBILE_PAYMENT_NAME[answer.payment_type], data: lines });
  });
  /** The shopper's answer to a quality check: approve, or ask for a return/exchange with a reason. */
  app.post('/checkout/history/detail/:id/lines/:lineId/decision', doc('Decide on a quality check: approve, return or exchange', checkDecisionAnswerSchema, { errors: [404, 409] }), validate('param', lineParam), validate('json', decisionBody), async (c) => {
    const { id, lineId } = c.req.valid('param');
    const body = c.req.valid('json');
    const check = await deps.qualityChecks.decide(currentUser(c).id, id, lineId, body.decision, body.reason);
    return c.json({ message: 'success', data: check });
  });
  app.post('/checkout/history/:id/cancel', doc('Cancel an order (before purchase)', successAnswerSchema, { errors: [404, 409] }), validate('param', idParam), async (c) => {
    await deps.orders.cancel(currentUser(c).id, c.req.valid('param').id);
    return c.json({ message: 'success' });
  });
  return app;
}
