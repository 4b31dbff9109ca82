import { Hono } from 'hono';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '@fardin/core/delivery-fee';
import { normalisePhone } from '@fardin/core/phone';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import { auditStep } from './audit-service';
import { PHONE_INVALID_TEXT } from '@fardin/core/account-text';
import { adminDeliveryPageSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Back office');

const listQuery = pageQuery.extend({
  status: optional(z.enum(DELIVERY_STATUSES)),
  code: optional(z.string().trim().max(20)),
});
const driverBody = z.object({
  driver_name: z.string().trim().min(1).max(100),
  driver_phone: z
    .string()
    .transform(
      (v, ctx) => normalisePhone(v) ?? (ctx.addIssue({ code: 'custom', message: PHONE_INVALID_TEXT }), z.NEVER),
    ),
});
const statusBody = z.object({ status: z.enum(DELIVERY_STATUSES) });

/** Express deliveries: list, assign a driver, move through pending -> pickup -> delivering -> completed / cancelled. */
export function adminDeliveryRoutes(services: Pick<Services, 'delivery'>) {
  const service = services.delivery;
  const app = new Hono<AppEnv>();

  app.get(
    '/deliveries',
    doc('Express deliveries', adminDeliveryPageSchema),
    validate('query', listQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total } = await service.backOfficePage({
        status: q.status,
        code: q.code,
        page: q.page,
        perPage: q.row_per_page,
      });
      return c.json(paged(data, q.page, q.row_per_page, total));
    },
  );

  app.post(
    '/deliveries/:id/driver',
    doc('Assign a driver', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', driverBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      await service.assignDriver(
        id,
        { name: body.driver_name, phone: body.driver_phone },
        auditStep({
          actorId: actor.id,
          action: 'delivery.driver',
          targetType: 'delivery',
          targetId: id,
          details: body,
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/deliveries/:id/move',
    doc('Move a delivery to its next status', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', statusBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { status } = c.req.valid('json');
      const code = await service.codeOf(id);
      await service.setStatus(
        code,
        status,
        auditStep({
          actorId: actor.id,
          action: 'delivery.status',
          targetType: 'delivery',
          targetId: id,
          details: { status, code },
        }),
      );
      return c.json({ message: 'success' });
    },
  );
  return app;
}
