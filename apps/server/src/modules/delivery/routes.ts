import { Hono } from 'hono';
import { z } from 'zod';
import {
  deliveryAddInputSchema, deliveryListQuerySchema, landedQuerySchema, deliveryQuoteInputSchema, priceCalculateInputSchema,
} from '@fardin/core/contract-delivery';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import type { Db } from '@fardin/db/open-db';
import { createDeliveryReference } from './reference-service';
import { createDeliveryService } from './service';
import { deliveryAnswerSchema, deliveryDetailSchema, deliveryListSchema, deliveryQuoteAnswerSchema, landedEnvelopeSchema, priceQuoteAnswerSchema, provinceListSchema, sourceCountryListSchema, trackingAnswerSchema, transportListSchema, zoneListSchema } from '@fardin/core/contract-delivery';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Delivery');
import { notFound } from '../../http/errors';

const CACHE = 'public, max-age=60, stale-while-revalidate=600';
const idParam = z.object({ id: z.coerce.number().int().positive('Delivery not found') });
const codeParam = z.object({ code: z.string().min(1).max(40) });

/** Express delivery (DOMAIN.md "Express delivery") and the reference data behind /area and /price. */
export function deliveryRoutes(deps: { db: Db; now?: () => Date }) {
  const reference = createDeliveryReference(deps.db);
  const service = createDeliveryService(deps.db, reference, deps.now);
  return new Hono<AppEnv>()
    .post('/delivery/calculate_price', doc('Price of an express delivery', deliveryQuoteAnswerSchema, { errors: [404] }), validate('json', deliveryQuoteInputSchema), async (c) => {
      return c.json({ message: 'success', data: await service.quote(c.req.valid('json')) });
    })
    .post('/delivery/add', doc('Book an express delivery', deliveryAnswerSchema, { status: 201, errors: [404] }), requireUser, validate('json', deliveryAddInputSchema), async (c) => {
      const user = currentUser(c);
      return c.json({ message: 'success', data: await service.add(user.id, c.req.valid('json')) }, 201);
    })
    .get('/deliveries', doc('The shopper\'s deliveries, paged', deliveryListSchema), requireUser, validate('query', deliveryListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const data = await service.list(currentUser(c).id, { status: q.status || undefined, type: q.delivery_type || undefined, page: q.page, perPage: q.row_per_page });
      return c.json({ data, page: q.page, row_per_page: q.row_per_page });
    })
    .get('/deliveries/:id', doc('One delivery of the shopper', deliveryDetailSchema, { params: z.object({ id: z.coerce.number().int().positive() }), errors: [404] }), requireUser, async (c) => {
      const parsed = idParam.safeParse(c.req.param());
      if (!parsed.success) throw notFound('delivery.not_found');
      return c.json({ data: await service.get(currentUser(c).id, parsed.data.id) });
    })
    .get('/tracking_delivery/:code', doc('Public delivery tracking by code', trackingAnswerSchema, { errors: [404] }), validate('param', codeParam), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await service.track(c.req.valid('param').code) });
    })
    .get('/zones', doc('Phnom Penh delivery zones', zoneListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.zones() });
    })
    .get('/provinces', doc('Provinces and their districts', provinceListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.provinces() });
    })
    .get('/transports', doc('Delivery vehicles', transportListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.transports() });
    })
    .get('/price/countries', doc('Source countries and their shipping rates', sourceCountryListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.countries() });
    })
    .get('/price/landed', doc('Landed-cost estimate of a product', landedEnvelopeSchema), validate('query', landedQuerySchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.landed(c.req.valid('query')) });
    })
    .post('/price/calculate', doc('Shipping price of a parcel from a country', priceQuoteAnswerSchema, { errors: [404] }), validate('json', priceCalculateInputSchema), async (c) => {
      return c.json({ message: 'success', data: await reference.calculatePrice(c.req.valid('json')) });
    });
}
