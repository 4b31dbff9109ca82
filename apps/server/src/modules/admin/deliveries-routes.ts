import { Hono } from 'hono';
import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { deliveries, deliveryAssignments } from '@fardin/db/schema/delivery';
import { DELIVERY_NEXT_STATUSES, DELIVERY_STATUSES } from '@fardin/core/delivery-fee';
import { fromCents } from '@fardin/core/money';
import { normalisePhone } from '@fardin/core/phone';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import { recordAudit } from './audit';
import { PHONE_INVALID_TEXT } from '@fardin/core/account-text';
import { adminDeliveryPageSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

const listQuery = pageQuery.extend({ status: optional(z.enum(DELIVERY_STATUSES)), code: optional(z.string().trim().max(20)) });
const driverBody = z.object({
  driver_name: z.string().trim().min(1).max(100),
  driver_phone: z.string().transform((v, ctx) => normalisePhone(v) ?? (ctx.addIssue({ code: 'custom', message: PHONE_INVALID_TEXT }), z.NEVER)),
});
const statusBody = z.object({ status: z.enum(DELIVERY_STATUSES) });

/** Express deliveries: list, assign a driver, move through pending -> pickup -> delivering -> completed / cancelled. */
export function adminDeliveryRoutes(db: Db, services: Pick<Services, 'delivery'>) {
  const service = services.delivery;
  const app = new Hono<AppEnv>();

  async function codeOf(id: number): Promise<string> {
    const [row] = await db.select({ code: deliveries.code }).from(deliveries).where(eq(deliveries.id, id));
    if (!row) throw notFound('delivery.not_found');
    return row.code;
  }

  app.get('/deliveries', doc('Express deliveries', adminDeliveryPageSchema), validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    const where = q.code ? eq(deliveries.code, q.code.toUpperCase()) : q.status ? eq(deliveries.status, q.status) : undefined;
    const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(deliveries).where(where);
    const rows = await db
      .select({ d: deliveries, driverName: deliveryAssignments.driverName, driverPhone: deliveryAssignments.driverPhone })
      .from(deliveries)
      .leftJoin(deliveryAssignments, eq(deliveryAssignments.deliveryId, deliveries.id))
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(q.row_per_page)
      .offset((q.page - 1) * q.row_per_page);
    const data = rows.map(({ d, driverName, driverPhone }) => ({
      id: d.id, code: d.code, delivery_type: d.deliveryType, status: d.status, next_statuses: DELIVERY_NEXT_STATUSES[d.status],
      pickup_phone: d.pickupPhone, pickup_location: d.pickupLocation, receiver_phone: d.receiverPhone, receiver_location: d.receiverLocation,
      delivery_fee: fromCents(d.deliveryFeeCents), collect_amount: d.currency === 'USD' ? fromCents(d.collectAmount) : d.collectAmount, currency: d.currency,
      driver_name: driverName, driver_phone: driverPhone, created_at: d.createdAt.toISOString(),
    }));
    return c.json(paged(data, q.page, q.row_per_page, total));
  });

  app.post('/deliveries/:id/driver', doc('Assign a driver', successAnswerSchema, { errors: [404, 409] }), validate('param', idParam), validate('json', driverBody), async (c) => {
    const actor = staffUser(c);
    const id = c.req.valid('param').id;
    const body = c.req.valid('json');
    await codeOf(id);
    const set = { driverName: body.driver_name, driverPhone: body.driver_phone, updatedAt: new Date() };
    await db.transaction(async (tx) => {
      await tx.insert(deliveryAssignments).values({ deliveryId: id, ...set }).onConflictDoUpdate({ target: deliveryAssignments.deliveryId, set });
      await recordAudit(tx, { actorId: actor.id, action: 'delivery.driver', targetType: 'delivery', targetId: id, details: body });
    });
    return c.json({ message: 'success' });
  });

  app.post('/deliveries/:id/move', doc('Move a delivery to its next status', successAnswerSchema, { errors: [404, 409] }), validate('param', idParam), validate('json', statusBody), async (c) => {
    const actor = staffUser(c);
    const id = c.req.valid('param').id;
    const { status } = c.req.valid('json');
    const tracking = await service.setStatus(await codeOf(id), status);
    await recordAudit(db, { actorId: actor.id, action: 'delivery.status', targetType: 'delivery', targetId: id, details: { status, code: tracking.code } });
    return c.json({ message: 'success' });
  });
  return app;
}
