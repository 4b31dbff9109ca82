import { Hono } from 'hono';
import type { Config } from '../../config';
import { fromCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { requireRole } from '../../http/auth';
import { validate } from '../../http/validate';
import { z } from 'zod';
import { optional, pageQuery } from './access';
import { adminBlogRoutes } from './blog-routes';
import { adminConversationRoutes } from './conversations-routes';
import { adminCatalogueContentRoutes } from './catalogue-content-routes';
import { adminDeliveryRoutes } from './deliveries-routes';
import { adminEmbeddedServiceRoutes } from './embedded-services-routes';
import { adminOperationsRoutes } from './operations-routes';
import { adminParcelRoutes } from './parcel-routes';
import { adminOrderRoutes } from './orders-routes';
import { adminPaymentRoutes } from './payments-routes';
import { adminQualityCheckRoutes } from './quality-check-routes';
import { adminReferenceRoutes } from './reference-routes';
import { adminSubCategoryRoutes } from './sub-category-routes';
import { adminTelegramOutboxRoutes } from './telegram-outbox-routes';
import { adminUserRoutes } from './users-routes';
import { adminWithdrawalRoutes } from './withdrawals-routes';
import { adminWarehouseRoutes } from './warehouse-routes';
import { adminBatchRoutes } from './batch-routes';
import { adminRiderRoutes } from './rider-routes';
import { adminBuyRequestRoutes } from './buy-requests-routes';
import { adminAuditPageSchema, adminDashboardSchema, adminMeSchema } from '@fardin/core/contract-admin';
import { apiDoc } from '../../http/openapi';
import type { Services } from '../../services';

const doc = apiDoc('Back office');

/** Midnight of today in Phnom Penh (UTC+7, no daylight saving). */
function startOfShopDay(now: Date): Date {
  const shifted = new Date(now.getTime() + 7 * 3600_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 7 * 3600_000);
}

/** The back office API: every call under /api/admin answers 404 to anyone but staff and admins. */
export function adminRoutes(services: Services, deps: { config: Config; now?: (() => Date) | undefined }) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();
  app.use('/admin', requireRole('admin', 'staff'));
  app.use('/admin/*', requireRole('admin', 'staff'));

  app.get('/admin/me', doc('Who the back office is talking to', adminMeSchema), (c) => {
    const user = c.get('user');
    return c.json({ data: { id: user?.id ?? 0, role: user?.role ?? 'staff' } });
  });

  app.get('/admin/dashboard', doc("Counts of work waiting and today's revenue", adminDashboardSchema), async (c) => {
    const [orderCounts, topups, toDispatch, withdrawals] = await Promise.all([
      services.orders.admin.dashboard(startOfShopDay(now())),
      services.wallet.countPendingTopups(),
      services.delivery.countPending(),
      services.withdrawals.countPending(),
    ]);
    return c.json({
      data: {
        orders_to_buy: orderCounts.toBuy,
        payments_to_verify: orderCounts.toVerify,
        topups_to_approve: topups,
        deliveries_to_dispatch: toDispatch,
        withdrawals_to_pay: withdrawals,
        revenue_today: fromCents(orderCounts.revenueCents),
        currency: 'USD',
      },
    });
  });

  app.get(
    '/admin/audit',
    doc('The audit log, newest first', adminAuditPageSchema),
    validate(
      'query',
      pageQuery.extend({ target_type: optional(z.string().max(40)), target_id: optional(z.string().max(40)) }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await services.audit.list({
          targetType: q.target_type,
          targetId: q.target_id,
          page: q.page,
          perPage: q.row_per_page,
        }),
      );
    },
  );

  app.route('/admin', adminUserRoutes(services));
  app.route('/admin', adminOrderRoutes(services));
  app.route('/admin', adminOperationsRoutes(services, deps.config.NODE_ENV !== 'production' || deps.config.E2E));
  app.route('/admin', adminParcelRoutes(services, deps.config.NODE_ENV !== 'production' || deps.config.E2E));
  app.route('/admin', adminQualityCheckRoutes(services));
  app.route('/admin', adminPaymentRoutes(services));
  app.route('/admin', adminWithdrawalRoutes(services));
  app.route('/admin', adminDeliveryRoutes(services));
  app.route('/admin', adminCatalogueContentRoutes(services));
  app.route('/admin', adminBlogRoutes(services));
  app.route('/admin', adminReferenceRoutes(services));
  app.route('/admin', adminSubCategoryRoutes(services));
  app.route('/admin', adminConversationRoutes(services));
  app.route('/admin', adminWarehouseRoutes(services));
  app.route('/admin', adminBatchRoutes(services));
  app.route('/admin', adminRiderRoutes(services));
  app.route('/admin', adminEmbeddedServiceRoutes(services, { config: deps.config, now }));
  app.route('/admin', adminTelegramOutboxRoutes(services));
  app.route('/admin', adminBuyRequestRoutes(services));
  return app;
}
