import { Hono } from 'hono';
import {
  assignBodySchema,
  assignManyBodySchema,
  confirmDayBodySchema,
  dispatchAnswerSchema,
  dropAnswerSchema,
  dropsAnswerSchema,
  resolveDayBodySchema,
  riderDayAnswerSchema,
  riderDayQuerySchema,
  ridersListSchema,
} from '@fardin/core/contract-riders';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { staffUser } from './access';

const staffDoc = apiDoc('Back office');

/** The back office's side of the last mile: riders, assigning parcels, the day close. Under /admin. */
export function adminRiderRoutes(services: Pick<Services, 'flows' | 'riders'>) {
  const app = new Hono<AppEnv>();

  app.get('/riders', staffDoc('Active riders', ridersListSchema), async (c) =>
    c.json({ message: 'success', data: await services.riders.active() }),
  );

  app.get(
    '/dispatch',
    staffDoc('Parcels in Phnom Penh waiting for a rider, with the amount to collect', dispatchAnswerSchema),
    async (c) => c.json({ message: 'success', data: await services.flows.dispatchQueue() }),
  );

  app.post(
    '/parcels/:id/assign',
    staffDoc('Give a parcel in Phnom Penh to a rider', dropAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', assignBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const data = await services.flows.assignParcel(
        { parcelId: c.req.valid('param').id, riderId: c.req.valid('json').rider_id },
        { id: actor.id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/dispatch/assign',
    staffDoc('Give several parcels in Phnom Penh to one rider, all or nothing', dropsAnswerSchema, {
      errors: [404, 409, 422],
    }),
    validate('json', assignManyBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await services.flows.assignParcels(
        { parcelIds: body.parcel_ids, riderId: body.rider_id },
        { id: actor.id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.get(
    '/riders/:id/day',
    staffDoc("A rider's day: delivered, cash, QR, the cash handed over", riderDayAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    validate('query', riderDayQuerySchema),
    async (c) => {
      const data = await services.flows.riderDay({
        riderId: c.req.valid('param').id,
        day: c.req.valid('query').date,
      });
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/riders/:id/day/confirm',
    staffDoc('Confirm the cash a rider handed over for a day', riderDayAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', confirmDayBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await services.flows.confirmRiderDay(
        { riderId: c.req.valid('param').id, day: body.date, cashHanded: body.cash_handed, note: body.note },
        { id: actor.id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/riders/:id/day/resolve',
    staffDoc(
      "Resolve a confirmed day's cash difference: the rider paid it, written off (with a reason), or an over-count returned",
      riderDayAnswerSchema,
      { errors: [404, 409, 422] },
    ),
    validate('param', idParamSchema),
    validate('json', resolveDayBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await services.flows.resolveRiderDay(
        { riderId: c.req.valid('param').id, day: body.date, how: body.how, note: body.note },
        { id: actor.id },
      );
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
