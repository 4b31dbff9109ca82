import { Hono } from 'hono';
import { z } from 'zod';
import {
  adminParcelAnswerSchema,
  adminParcelListSchema,
  packBodySchema,
  packableAnswerSchema,
  parcelLabelAnswerSchema,
  storagePayAnswerSchema,
  storageTransferListSchema,
  weighBodySchema,
} from '@fardin/core/contract-parcels';
import { reasonBodySchema } from '@fardin/core/contract-admin';
import { sweepAnswerSchema } from '@fardin/core/contract-operations';
import { PARCEL_STATES } from '@fardin/core/parcel-journey';
import type { AppEnv } from '../../http/app-env';
import { HttpError, notFound } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { parcelLabel } from '../parcels/label-service';
import { idParam, staffUser } from './access';

const staffDoc = apiDoc('Back office');

/**
 * The back office of parcels (OPERATIONS.md section 5, decision 0042): the lines ready to pack,
 * packing, weighing (which bills the freight), verifying a freight transfer, the storage fees
 * sent by transfer and their verifying, the label and the storage sweep. Each write is a flow (one
 * transaction with its audit row); mounted under /admin.
 */
export function adminParcelRoutes(services: Pick<Services, 'flows'>, clockOverride: boolean) {
  const { flows } = services;
  const app = new Hono<AppEnv>();
  const oneOf = async (id: number) => {
    const [row] = (await flows.adminParcels({ ids: [id] })) ?? [];
    if (!row) throw notFound('parcel.not_found');
    return row;
  };

  app.get(
    '/parcels',
    staffDoc(
      'Parcels, newest first (state: one or several, comma-separated; batch_id: the parcels of one batch)',
      adminParcelListSchema,
    ),
    validate(
      'query',
      z.object({
        state: z.string().max(300).optional(),
        batch_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      }),
    ),
    async (c) => {
      const { state: raw, batch_id: batchId } = c.req.valid('query');
      const states = raw ? raw.split(',').map((s) => s.trim()) : undefined;
      const parsed = z.array(z.enum(PARCEL_STATES)).optional().safeParse(states);
      if (!parsed.success)
        throw new HttpError(422, 'validation.invalid_choice', { field: 'state', params: { field: 'state' } });
      return c.json({ data: await flows.adminParcels({ states: parsed.data, batchId }) });
    },
  );

  app.get(
    '/parcels/packable',
    staffDoc('Ready lines not packed yet, grouped as a parcel must be', packableAnswerSchema),
    async (c) => c.json({ data: await flows.packableLines() }),
  );

  app.post(
    '/parcels',
    staffDoc("Pack a shopper's ready lines into a parcel", adminParcelAnswerSchema, { errors: [404, 409, 422] }),
    validate('json', packBodySchema),
    async (c) => {
      const { parcel } = await flows.packParcel({ lineIds: c.req.valid('json').line_ids }, { id: staffUser(c).id });
      return c.json({ message: 'success', data: await oneOf(parcel.id) }, 201);
    },
  );

  app.get(
    '/parcels/:id',
    staffDoc('One parcel', adminParcelAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => c.json({ message: 'success', data: await oneOf(c.req.valid('param').id) }),
  );

  app.get(
    '/parcels/:id/label',
    staffDoc(
      "A parcel's label: its code as a barcode and a QR, the shopper's name, phone and destination",
      parcelLabelAnswerSchema,
      {
        errors: [404],
      },
    ),
    validate('param', idParam),
    async (c) => c.json({ data: await parcelLabel(await oneOf(c.req.valid('param').id)) }),
  );

  app.post(
    '/parcels/:id/weigh',
    staffDoc('Weigh a parcel: bills its freight (the same calculator as /price)', adminParcelAnswerSchema, {
      errors: [404, 409, 422],
    }),
    validate('param', idParam),
    validate('json', weighBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      await flows.weighParcel({ parcelId: id, body: c.req.valid('json') }, { id: staffUser(c).id });
      return c.json({ message: 'success', data: await oneOf(id) });
    },
  );

  app.post(
    '/parcels/:id/reweigh',
    staffDoc(
      'Weigh a parcel again while its freight is due and unpaid: bills the corrected freight',
      adminParcelAnswerSchema,
      {
        errors: [404, 409, 422],
      },
    ),
    validate('param', idParam),
    validate('json', weighBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      await flows.reweighParcel({ parcelId: id, body: c.req.valid('json') }, { id: staffUser(c).id });
      return c.json({ message: 'success', data: await oneOf(id) });
    },
  );

  app.post(
    '/parcels/:id/verify-transfer',
    staffDoc("Accept the transfer receipt of a parcel's freight", adminParcelAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    async (c) => {
      const id = c.req.valid('param').id;
      await flows.verifyFreightTransfer({ parcelId: id }, { id: staffUser(c).id });
      return c.json({ message: 'success', data: await oneOf(id) });
    },
  );

  app.post(
    '/parcels/:id/reject-transfer',
    staffDoc(
      "Refuse the transfer receipt of a parcel's freight: due again, the shopper told why",
      adminParcelAnswerSchema,
      {
        errors: [404, 409, 422],
      },
    ),
    validate('param', idParam),
    validate('json', reasonBodySchema),
    async (c) => {
      const id = c.req.valid('param').id;
      await flows.refuseFreightTransfer({ parcelId: id, reason: c.req.valid('json').reason }, { id: staffUser(c).id });
      return c.json({ message: 'success', data: await oneOf(id) });
    },
  );

  app.get(
    '/storage/transfers',
    staffDoc(
      'Storage fees paid by bank transfer waiting for staff to accept the receipt, oldest first',
      storageTransferListSchema,
    ),
    async (c) => c.json({ data: await flows.storageTransfers() }),
  );

  app.post(
    '/orders/:id/storage/verify-transfer',
    staffDoc("Accept the transfer receipt of an order's storage fee", storagePayAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    async (c) => {
      const data = await flows.verifyStorageTransfer({ orderId: c.req.valid('param').id }, { id: staffUser(c).id });
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/orders/:id/storage/reject-transfer',
    staffDoc(
      "Refuse the transfer receipt of an order's storage fee: due again, the shopper told why",
      storagePayAnswerSchema,
      {
        errors: [404, 409, 422],
      },
    ),
    validate('param', idParam),
    validate('json', reasonBodySchema),
    async (c) => {
      const input = { orderId: c.req.valid('param').id, reason: c.req.valid('json').reason };
      const data = await flows.refuseStorageTransfer(input, { id: staffUser(c).id });
      return c.json({ message: 'success', data });
    },
  );

  app.post(
    '/parcels/storage-sweep',
    staffDoc('Write the storage reminders due now (7 and 2 days before free storage ends)', sweepAnswerSchema),
    validate('json', z.object({ at: z.iso.datetime({ offset: true }).optional() })),
    async (c) => {
      const raw = c.req.valid('json').at;
      if (raw !== undefined && !clockOverride) throw new HttpError(403, 'auth.forbidden');
      const at = raw === undefined ? undefined : new Date(raw);
      return c.json({ message: 'success', data: { reminders: await flows.remindStorage({ at }) } });
    },
  );
  return app;
}
