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
import { idParamSchema } from '@fardin/core/input-schemas';

const CACHE = 'public, max-age=60, stale-while-revalidate=600';
const codeParam = z.object({ code: z.string().min(1).max(40) });

/** Express delivery (DOMAIN.md "Express delivery") and the reference data behind /area and /price. */
export function deliveryRoutes(deps: { db: Db; now?: () => Date }) {
  const reference = createDeliveryReference(deps.db);
  const service = createDeliveryService(deps.db, reference, deps.now);
  return new Hono<AppEnv>()
    .post('/delivery/calculate_price', validate('json', deliveryQuoteInputSchema), async (c) => {
      return c.json({ message: 'success', data: await service.quote(c.req.valid('json')) });
    })
    .post('/delivery/add', requireUser, validate('json', deliveryAddInputSchema), async (c) => {
      const user = currentUser(c);
      return c.json({ message: 'success', data: await service.add(user.id, c.req.valid('json')) }, 201);
    })
    .get('/deliveries', requireUser, validate('query', deliveryListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const data = await service.list(currentUser(c).id, { status: q.status || undefined, type: q.delivery_type || undefined, page: q.page, perPage: q.row_per_page });
      return c.json({ data, page: q.page, row_per_page: q.row_per_page });
    })
    .get('/deliveries/:id', requireUser, validate('param', idParamSchema, { notFound: 'Delivery not found' }), async (c) => {
      return c.json({ data: await service.get(currentUser(c).id, c.req.valid('param').id) });
    })
    .get('/tracking_delivery/:code', validate('param', codeParam), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await service.track(c.req.valid('param').code) });
    })
    .get('/zones', async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.zones() });
    })
    .get('/provinces', async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.provinces() });
    })
    .get('/transports', async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.transports() });
    })
    .get('/price/countries', async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.countries() });
    })
    .get('/price/landed', validate('query', landedQuerySchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.landed(c.req.valid('query')) });
    })
    .post('/price/calculate', validate('json', priceCalculateInputSchema), async (c) => {
      return c.json({ message: 'success', data: await reference.calculatePrice(c.req.valid('json')) });
    });
}
