import { Hono } from 'hono';
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@fardin/core/page-sizes';
import {
  ORDER_STATUSES,
  checkDecisionAnswerSchema,
  orderHistoryAnswerSchema,
  orderTrackingAnswerSchema,
  type PaymentType,
} from '@fardin/core/contract-commerce';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { orderJourneyDetailAnswerUnionSchema, type OrderJourneyDetail } from '@fardin/core/contract-operations';
import { idParamSchema, idSchema, numeric } from '@fardin/core/input-schemas';
import { formatOrderTrackingCode } from '@fardin/core/order-tracking-code';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import { productLangSchema } from '../../lib/product-lang';
import type { ProductLocalizer } from '../catalogue/localize';
import type { Flows } from '../../services';
import type { OperationsService } from '../operations/queue-service';
import type { QualityCheckService } from './quality-check';
import type { OrderService } from './service';
import type { NotificationService } from '../notifications/service';
import { transferReceiptOf } from './transfer-receipt';

// The order calls keep the paths and the OpenAPI group they had under checkout (decision 0018).
const doc = apiDoc('Checkout');

/**
 * `envelope=1` (our web): history `{data, page, row_per_page, total, last_page}` and detail `{data}`.
 * Without it, the mobile client's shapes: history a top-level array, detail one object whose `data`
 * is its lines (MOBILE-CLIENT.md "Orders", decision 0018).
 */
const envelopeFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
/** Our payment types under the mobile client's names (it reads them back on the order). */
const MOBILE_PAYMENT_NAME: Record<PaymentType, string> = {
  cod: 'cash',
  khqr: 'KHQR',
  bankTransfer: 'transfer',
  anakut: 'anakut',
};
const historyQuery = z.object({
  status: z
    .enum(ORDER_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: numeric(z.number().int().min(1).max(10_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(100).default(BLOG_PAGE_SIZE)),
  envelope: envelopeFlag,
});
const idParam = idParamSchema;
const lineParam = idParam.extend({ lineId: idSchema });
const decisionBody = z
  .object({ decision: z.enum(['approved', 'return', 'exchange']), reason: z.string().trim().max(1000).optional() })
  .refine((b) => b.decision === 'approved' || !!b.reason, {
    message: 'Please give a reason',
    path: ['reason'],
    params: { code: 'quality_check.reason_required' },
  });

/** The orders placed: public tracking, the shopper's history and detail, quality-check decisions, cancel. */
export function orderRoutes(deps: {
  orders: OrderService;
  qualityChecks: QualityCheckService;
  flows: Pick<Flows, 'cancelOrder' | 'orderShipping' | 'decideQualityCheck' | 'trackOrder'>;
  localizer: ProductLocalizer;
  operations: OperationsService;
  notifications: Pick<NotificationService, 'orderReceiptRefusal'>;
}) {
  const app = new Hono<AppEnv>();
  // Public order tracking (/tracking) by the order's random tracking code only: an order id (they
  // are sequential) or any unknown text is the same 404 (decision 0014).
  // The code is normalised to a strict shape before any query (hostile text is the same 404).
  // The answer carries the order's parcels (code, state, dated steps, ETA; nothing personal: issue 27).
  app.get(
    '/tracking_order/:code',
    doc('Public order tracking by tracking code', orderTrackingAnswerSchema, {
      params: z.object({ code: z.string().max(40) }),
      errors: [404],
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await deps.flows.trackOrder({ code: c.req.param('code') }) });
    },
  );
  app.use('/checkout/history', requireUser);
  app.use('/checkout/history/*', requireUser);

  app.get(
    '/checkout/history',
    doc("The shopper's orders, paged (a top-level array; envelope=1: the paged object)", orderHistoryAnswerSchema),
    validate('query', historyQuery),
    async (c) => {
      const q = c.req.valid('query');
      const page = await deps.orders.history(currentUser(c).id, {
        status: q.status,
        page: q.page,
        rowPerPage: q.row_per_page,
      });
      return q.envelope ? c.json(page) : c.json(page.data);
    },
  );
  app.get(
    '/checkout/history/detail/:id',
    doc(
      "One order of the shopper with its lines' journey (envelope=1: ours in data)",
      orderJourneyDetailAnswerUnionSchema,
      {
        errors: [404],
      },
    ),
    validate('param', idParam),
    validate('query', z.object({ envelope: envelopeFlag, lang: productLangSchema })),
    async (c) => {
      const id = c.req.valid('param').id;
      const stored = await deps.orders.detail(currentUser(c).id, id);
      const localized = await deps.localizer.lines(
        stored.lines,
        c.req.valid('query').lang,
        (l) => ({ title: l.product_name, variant: l.variant }),
        (l, text) => ({
          ...l,
          product_name: text.title,
          product_name_original: text.title_original,
          variant: text.variant,
          variant_original: text.variant_original,
        }),
      );
      const detail = { ...stored, lines: localized };
      // The shopper's own order (detail answered 404 otherwise): its public tracking code, grouped.
      const code = await deps.orders.trackingCode(id);
      const [states, journey, shipping, receiptUrl] = await Promise.all([
        deps.orders.lineStates(id),
        deps.operations.orderJourney(
          id,
          stored.lines.map((l) => l.id ?? 0),
        ),
        deps.flows.orderShipping({ orderId: id, userId: currentUser(c).id }),
        deps.orders.transferReceiptUrl(id),
      ]);
      // A receipt staff refused leaves the order unpaid: their words come from the shopper's notice.
      const refusal =
        receiptUrl && stored.payment_status === 'unpaid' ? await deps.notifications.orderReceiptRefusal(id) : null;
      const answer: OrderJourneyDetail = {
        ...detail,
        tracking_code: code ? formatOrderTrackingCode(code) : null,
        lines: detail.lines.map((l) => ({
          ...l,
          state: states.get(l.id ?? 0) ?? 'awaiting_payment',
          problem: journey.problemOf.get(l.id ?? 0) ?? null,
        })),
        balance_due: journey.balanceDue,
        ledger: journey.ledger,
        parcels: shipping.parcels,
        storage: shipping.storage,
        shipping_preference: shipping.preference,
        transfer_receipt: transferReceiptOf(stored, receiptUrl, refusal),
      };
      if (c.req.valid('query').envelope) return c.json({ data: answer });
      const lines = answer.lines.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        quantity: l.quantity,
        product_name: l.product_name,
        product_price: l.product_price,
        product_cost: l.product_price,
        image: l.image,
        variant: l.variant,
      }));
      return c.json({ ...answer, payment_type: MOBILE_PAYMENT_NAME[answer.payment_type], data: lines });
    },
  );
  /** The shopper's answer to a quality check: approve, or ask for a return/exchange with a reason. */
  app.post(
    '/checkout/history/detail/:id/lines/:lineId/decision',
    doc('Decide on a quality check: approve, return or exchange', checkDecisionAnswerSchema, { errors: [404, 409] }),
    validate('param', lineParam),
    validate('json', decisionBody),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const body = c.req.valid('json');
      const check = await deps.flows.decideQualityCheck({
        userId: currentUser(c).id,
        orderId: id,
        lineId,
        decision: body.decision,
        reason: body.reason,
      });
      return c.json({ message: 'success', data: check });
    },
  );
  app.post(
    '/checkout/history/:id/cancel',
    doc('Cancel an order (before purchase)', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    async (c) => {
      await deps.flows.cancelOrder({ orderId: c.req.valid('param').id, userId: currentUser(c).id });
      return c.json({ message: 'success' });
    },
  );
  return app;
}
