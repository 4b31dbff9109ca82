import { Hono } from 'hono';
import {
  matchUnclaimedAnswerSchema,
  matchUnclaimedBodySchema,
  receiveAnswerSchema,
  receiveBodySchema,
  unclaimedListSchema,
  unclaimedQuerySchema,
} from '@fardin/core/contract-warehouse';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { staffUser } from './access';

const doc = apiDoc('Back office');

/**
 * Receiving at the overseas warehouse (OPERATIONS.md sections 2, 4, 5; decision 0043): a scan of
 * a seller's tracking number, and unclaimed parcels. Mounted under /admin (staff and admins).
 */
export function adminWarehouseRoutes(services: Pick<Services, 'warehouse' | 'flows'>) {
  const app = new Hono<AppEnv>();

  app.post(
    '/warehouse/receive',
    doc("Receive a seller's parcel by its tracking number", receiveAnswerSchema, { errors: [409, 422] }),
    validate('json', receiveBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await services.flows.receiveParcel(
        { trackingNo: body.tracking_no, shelf: body.shelf, photos: body.photos },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.get(
    '/warehouse/unclaimed',
    doc('Unclaimed parcels, newest first', unclaimedListSchema),
    validate('query', unclaimedQuerySchema),
    async (c) => c.json({ message: 'success', data: await services.warehouse.unclaimed(c.req.valid('query').status) }),
  );

  app.post(
    '/warehouse/unclaimed/:id/match',
    doc('Match an unclaimed parcel to the lines it holds', matchUnclaimedAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', matchUnclaimedBodySchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const data = await services.flows.matchUnclaimed(
        { unclaimedId: c.req.valid('param').id, lineIds: body.line_ids, shelf: body.shelf },
        { id: actor.id, kind: 'staff' },
      );
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
