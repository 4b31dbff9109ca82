import { Hono } from 'hono';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import type { Config } from '../../config';
import { orders } from '@fardin/db/schema/orders';
import { topupRequests } from '@fardin/db/schema/wallet';
import { deliveries } from '@fardin/db/schema/delivery';
import { fromCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { requireRole } from '../../http/auth';
import { validate } from '../../http/validate';
import { z } from 'zod';
import { optional, pageQuery } from './access';
import { listAudit } from './audit';
import { adminBlogRoutes } from './blog-routes';
import { adminCatalogueContentRoutes } from './catalogue-content-routes';
import { adminDeliveryRoutes } from './deliveries-routes';
import { adminEmbeddedServiceRoutes } from './embedded-services-routes';
import { adminOrderRoutes } from './orders-routes';
import { adminPaymentRoutes } from './payments-routes';
import { adminQualityCheckRoutes } from './quality-check-routes';
import { adminReferenceRoutes } from './reference-routes';
import { adminSubCategoryRoutes } from './sub-category-routes';
import { adminUserRoutes } from './users-routes';
import { adminAuditPageSchema, adminDashboardSchema, adminMeSchema } from '@fardin/core/contract-admin';
import { apiDoc } from '../../http/openapi';
import type { Services } from '../../services';

const doc = apiDoc('Back office');

/** Midnight of today in Phnom Penh (UTC+7, no daylight saving). */
export function startOfShopDay(now: Date): Date {
  const shifted = new Date(now.getTime() + 7 * 3600_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 7 * 3600_000);
}

async function countOf(db: Db, query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** The back office API: every call under /api/admin answers 404 to anyone but staff and admins. */
export function adminRoutes(services: Services, deps: { db: Db; config: Config; now?: (() => Date) | undefined }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const n = sql<number>`count(*)::int`;
  const app = new Hono<AppEnv>();
  app.use('/admin', requireRole('admin', 'staff'));
  app.use('/admin/*', requireRole('admin', 'staff'));

  app.get('/admin/me', doc('Who the back office is talking to', adminMeSchema), (c) => {
    const user = c.get('user');
    return c.json({ data: { id: user?.id ?? 0, role: user?.role ?? 'staff' } });
  });

  app.get('/admin/dashboard', doc('Counts of work waiting and today\'s revenue', adminDashboardSchema), async (c) => {
    const [toBuy, toVerify, topups, toDispatch, revenue] = await Promise.all([
      countOf(db, db.select({ n }).from(orders).where(eq(orders.stage, 'paid'))),
      countOf(db, db.select({ n }).from(orders).where(eq(orders.paymentStatus, 'verifying'))),
      countOf(db, db.select({ n }).from(topupRequests).where(eq(topupRequests.status, 'pending'))),
      countOf(db, db.select({ n }).from(deliveries).where(eq(deliveries.status, 'pending'))),
      countOf(db, db.select({ n: sql<number>`coalesce(sum(${orders.grandTotalCents}), 0)::int` }).from(orders).where(and(eq(orders.paymentStatus, 'paid'), gte(orders.createdAt, startOfShopDay(now()))))),
    ]);
    return c.json({ data: { orders_to_buy: toBuy, payments_to_verify: toVerify, topups_to_approve: topups, deliveries_to_dispatch: toDispatch, revenue_today: fromCents(revenue), currency: 'USD' } });
  });

  app.get('/admin/audit', doc('The audit log, newest first', adminAuditPageSchema), validate('query', pageQuery.extend({ target_type: optional(z.string().max(40)), target_id: optional(z.string().max(40)) })), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listAudit(db, { targetType: q.target_type, targetId: q.target_id, page: q.page, perPage: q.row_per_page }));
  });

  app.route('/admin', adminUserRoutes(db, services));
  app.route('/admin', adminOrderRoutes(db, services));
  app.route('/admin', adminQualityCheckRoutes(db, services));
  app.route('/admin', adminPaymentRoutes(db, services));
  app.route('/admin', adminDeliveryRoutes(db, services));
  app.route('/admin', adminCatalogueContentRoutes(db));
  app.route('/admin', adminBlogRoutes(db, services));
  app.route('/admin', adminReferenceRoutes(db));
  app.route('/admin', adminSubCategoryRoutes(db));
  app.route('/admin', adminEmbeddedServiceRoutes({ db, config: deps.config, now }));
  return app;
}
