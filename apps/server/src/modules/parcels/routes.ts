import { Hono } from 'hono';
import {
  freightPayAnswerSchema,
  freightPayBodySchema,
  orderShippingAnswerSchema,
  shippingPreferenceAnswerSchema,
  shippingPreferenceBodySchema,
  storagePayAnswerSchema,
  storagePayBodySchema,
} from '@fardin/core/contract-parcels';
import { ownTransferReceipt, type UploadService } from '../uploads/service';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Flows } from '../../services';

const doc = apiDoc('Checkout');

/**
 * The shopper's side of parcels (OPERATIONS.md section 5, decision 0042): paying a parcel's freight
 * (the second payment), the shipping preference per order and the order's parcels and storage.
 * The back office's routes are admin/parcel-routes.ts.
 */
export function parcelRoutes(deps: {
  flows: Pick<Flows, 'payFreight' | 'payStorage' | 'setShippingPreference' | 'orderShipping'>;
  uploads: Pick<UploadService, 'assertOwnedBy'>;
}) {
  const app = new Hono<AppEnv>();
  app.use('/parcels/*', requireUser);
  app.use('/orders/*', requireUser);

  app.post(
    '/parcels/:id/pay',
    doc(
      "Pay a parcel's freight: KHQR (call again to settle), transfer, Anakut Cash or cash at the door",
      freightPayAnswerSchema,
      {
        errors: [404, 409, 422],
      },
    ),
    validate('param', idParamSchema),
    validate('json', freightPayBodySchema),
    async (c) => {
      const user = currentUser(c);
      const body = await ownTransferReceipt(deps.uploads, user.id, c.req.valid('json'), c.get('origin'));
      const { parcel, khqr } = await deps.flows.payFreight(
        { parcelId: c.req.valid('param').id, body },
        { id: user.id },
      );
      return c.json({ message: 'success', data: { parcel, khqr } });
    },
  );

  app.post(
    '/orders/:id/storage/pay',
    doc(
      "Pay an order's storage fee after the free days: KHQR (call again to settle), transfer or Anakut Cash",
      storagePayAnswerSchema,
      { errors: [404, 409, 422] },
    ),
    validate('param', idParamSchema),
    validate('json', storagePayBodySchema),
    async (c) => {
      const userId = currentUser(c).id;
      const body = await ownTransferReceipt(deps.uploads, userId, c.req.valid('json'), c.get('origin'));
      const data = await deps.flows.payStorage({ orderId: c.req.valid('param').id, body }, { id: userId });
      return c.json({ message: 'success', data });
    },
  );

  app.put(
    '/orders/:id/shipping-preference',
    doc('Ship each parcel as soon as it is ready, or wait and combine', shippingPreferenceAnswerSchema, {
      errors: [404],
    }),
    validate('param', idParamSchema),
    validate('json', shippingPreferenceBodySchema),
    async (c) => {
      const data = await deps.flows.setShippingPreference(
        { orderId: c.req.valid('param').id, preference: c.req.valid('json').preference },
        { id: currentUser(c).id },
      );
      return c.json({ message: 'success', data });
    },
  );

  app.get(
    '/orders/:id/shipping',
    doc("An order's parcels, free storage and shipping preference", orderShippingAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    async (c) => {
      const data = await deps.flows.orderShipping({ orderId: c.req.valid('param').id, userId: currentUser(c).id });
      return c.json({ data });
    },
  );
  return app;
}
