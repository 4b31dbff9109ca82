import { Hono } from 'hono';
import {
  addParcelsAnswerSchema,
  addParcelsBodySchema,
  batchAnswerSchema,
  batchesAnswerSchema,
  createBatchBodySchema,
  moveBatchBodySchema,
} from '@fardin/core/contract-batches';
import { idParamSchema } from '@fardin/core/input-schemas';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { staffUser } from './access';
import { PARCEL_STATES } from '@fardin/core/parcel-journey';

const doc = apiDoc('Back office');
const scanAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ parcel_id: z.number(), code: z.string(), state: z.enum(PARCEL_STATES) }),
});

/**
 * Batches and the Phnom Penh scans (OPERATIONS.md sections 2, 5; decision 0043): create a batch,
 * add parcels by scan, move it; receive a parcel in Phnom Penh; scan a pickup out. Under /admin.
 */
export function adminBatchRoutes(services: Pick<Services, 'flows' | 'batches'>) {
  const app = new Hono<AppEnv>();

  app.get('/batches', doc('Batches, newest first', batchesAnswerSchema), async (c) =>
    c.json({ message: 'success', data: await services.batches.list() }),
  );

  app.get(
    '/batches/:id',
    doc('One batch', batchAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    async (c) => {
      const batch = await services.batches.view(c.req.valid('param').id);
      if (!batch) throw notFound('batch.not_found');
      return c.json({ message: 'success', data: batch });
    },
  );

  app.post(
    '/batches',
    doc('Open a batch (one departure to Cambodia)', batchAnswerSchema, { errors: [422] }),
    validate('json', createBatchBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const data = await services.flows.createBatch(
        { mode: body.mode, vehicleNo: body.vehicle_no, departsOn: body.departs_on, eta: body.eta },
        { id: staffUser(c).id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/batches/:id/parcels',
    doc('Add parcels to an open batch by their codes', addParcelsAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', addParcelsBodySchema),
    async (c) => {
      const data = await services.flows.addParcelsToBatch(
        { batchId: c.req.valid('param').id, codes: c.req.valid('json').codes },
        { id: staffUser(c).id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/batches/:id/move',
    doc('Move a batch and every parcel in it', batchAnswerSchema, { errors: [404, 409, 422] }),
    validate('param', idParamSchema),
    validate('json', moveBatchBodySchema),
    async (c) => {
      const data = await services.flows.moveBatch(
        { batchId: c.req.valid('param').id, to: c.req.valid('json').to },
        { id: staffUser(c).id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/parcels/:id/arrive',
    doc('Receive a parcel at the Phnom Penh warehouse', scanAnswerSchema, { errors: [404, 409] }),
    validate('param', idParamSchema),
    async (c) => {
      const data = await services.flows.arriveParcel({ parcelId: c.req.valid('param').id }, { id: staffUser(c).id });
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/parcels/:id/pickup',
    doc('Hand a parcel over at the Phnom Penh warehouse (pickup scanned out)', scanAnswerSchema, {
      errors: [404, 409],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const data = await services.flows.pickUpParcel({ parcelId: c.req.valid('param').id }, { id: staffUser(c).id });
      return c.json({ message: 'success', data });
    },
  );
  return app;
}
