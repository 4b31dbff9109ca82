import { Hono } from 'hono';
import {
  deliverBodySchema,
  dropAnswerSchema,
  dropKhqrAnswerSchema,
  dropsAnswerSchema,
  failBodySchema,
} from '@fardin/core/contract-riders';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { requireRole } from '../../http/auth';
import { notFound } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';

const riderDoc = apiDoc('Riders');

function riderOf(c: { get: (key: 'user') => AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user || user.role !== 'rider') throw notFound();
  return { id: user.id };
}

/**
 * The rider's phone page API (OPERATIONS.md sections 2, 5; decision 0043): today's drops, a KHQR
 * for the amount to collect, delivered (cash or the KHQR, with a proof photo) or failed. Riders
 * only: anyone else gets 404.
 */
export function riderRoutes(services: Pick<Services, 'flows' | 'payments'>) {
  const app = new Hono<AppEnv>();
  app.use('/rider/*', requireRole('rider'));

  app.get('/rider/drops', riderDoc("Today's drops of the rider", dropsAnswerSchema), async (c) =>
    c.json({ message: 'success', data: await services.flows.riderDrops({ riderId: riderOf(c).id }) }),
  );

  app.post(
    '/rider/drops/:id/khqr',
    riderDoc('A KHQR for exactly the amount to collect', dropKhqrAnswerSchema, { errors: [404, 409] }),
    validate('param', idParamSchema),
    async (c) => {
      const data = await services.flows.dropKhqr({ dropId: c.req.valid('param').id }, riderOf(c));
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/rider/drops/:id/deliver',
    riderDoc('Hand the parcel over: cash collected (0 when the KHQR paid) and a proof photo', dropAnswerSchema, {
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', deliverBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const data = await services.flows.deliverDrop(
        { dropId: c.req.valid('param').id, cashCollected: body.cash_collected, photo: body.photo },
        riderOf(c),
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/rider/drops/:id/fail',
    riderDoc('A failed attempt, with its reason', dropAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', failBodySchema),
    async (c) => {
      const data = await services.flows.failDrop(
        { dropId: c.req.valid('param').id, reason: c.req.valid('json').reason },
        riderOf(c),
      );
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
