import { Hono } from 'hono';
import { z } from 'zod';
import {
  DELIVERY_CURRENCIES,
  deliveryAddInputSchema,
  deliveryListQuerySchema,
  landedQuerySchema,
  deliveryQuoteInputSchema,
  priceCalculateInputSchema,
  type SourceCountry,
} from '@fardin/core/contract-delivery';
import { HttpError, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import {
  currencyListSchema,
  deliveryAnswerSchema,
  deliveryDetailSchema,
  deliveryListSchema,
  deliveryModeListSchema,
  deliveryQuoteAnswerSchema,
  landedEnvelopeSchema,
  mobileCountryListSchema,
  mobileDistrictListSchema,
  mobilePriceQuoteAnswerSchema,
  mobileProvinceListSchema,
  mobileTransportListSchema,
  sourceCountryListSchema,
  trackingOrDeliveryAnswerSchema,
  warehouseListSchema,
  zoneListSchema,
} from '@fardin/core/contract-delivery';
import { apiDoc } from '../../http/openapi';
import { idParamSchema, idSchema, numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Delivery');

const CACHE = 'public, max-age=60, stale-while-revalidate=600';
const codeParam = z.object({ code: z.string().min(1).max(40) });
const ratingSchema = z.object({
  customer_rating: numeric(
    z
      .number()
      .int('customer_rating must be 1 to 5')
      .min(1, 'customer_rating must be 1 to 5')
      .max(5, 'customer_rating must be 1 to 5'),
  ),
  customer_rating_feedback: z.string().trim().max(1000).optional(),
});
/** Mode names the mobile client shows and sends back as `delivery_mode`. */
const MODE_NAME: Record<'land' | 'sea' | 'air', string> = { land: 'Land', sea: 'Sea', air: 'Air' };

/** A source country as the mobile client reads it (`id` is the code: it sends it back as `country_id`). */
function mobileCountry(country: SourceCountry) {
  return { ...country, id: country.code, name: country.name.en, names: country.name, image: '', status: 'active' };
}

/** Express delivery (DOMAIN.md "Express delivery") and the reference data behind /area and /price. */
export function deliveryRoutes(services: Pick<Services, 'delivery' | 'deliveryReference'>) {
  const { deliveryReference: reference, delivery: service } = services;
  return new Hono<AppEnv>()
    .post(
      '/delivery/calculate_price',
      doc('Price of an express delivery', deliveryQuoteAnswerSchema, { errors: [404] }),
      validate('json', deliveryQuoteInputSchema),
      async (c) => {
        return c.json({ message: 'success', data: await service.quote(c.req.valid('json')) });
      },
    )
    .post(
      '/delivery/add',
      doc('Book an express delivery', deliveryAnswerSchema, { status: 201, errors: [404] }),
      requireUser,
      validate('json', deliveryAddInputSchema),
      async (c) => {
        const user = currentUser(c);
        return c.json({ message: 'success', data: await service.add(user.id, c.req.valid('json')) }, 201);
      },
    )
    .get(
      '/deliveries',
      doc("The shopper's deliveries, paged", deliveryListSchema),
      requireUser,
      validate('query', deliveryListQuerySchema),
      async (c) => {
        const q = c.req.valid('query');
        const data = await service.list(currentUser(c).id, {
          status: q.status || undefined,
          type: q.delivery_type || undefined,
          page: q.page,
          perPage: q.row_per_page,
        });
        return c.json({ data, page: q.page, row_per_page: q.row_per_page });
      },
    )
    .get(
      '/deliveries/:id',
      doc('One delivery of the shopper', deliveryDetailSchema, { errors: [404] }),
      requireUser,
      validate('param', idParamSchema, { notFound: 'delivery.not_found' }),
      async (c) => {
        return c.json({ data: await service.get(currentUser(c).id, c.req.valid('param').id) });
      },
    )
    .get(
      '/tracking_delivery/:code',
      doc("Public delivery tracking by code (the owner's delivery by its numeric id)", trackingOrDeliveryAnswerSchema, {
        errors: [404],
      }),
      validate('param', codeParam),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const code = c.req.valid('param').code;
        // The mobile client tracks its own deliveries by their numeric id (signed in): the whole
        // delivery object. Ids are sequential, so a guest's or another shopper's id is the same 404
        // as an unknown code; the public tracking stays by code (decision 0018).
        if (/^\d{1,10}$/.test(code)) {
          const user = c.get('user');
          const id = Number(code);
          if (!user || id < 1 || id > 2_147_483_647) throw notFound('delivery.unknown_tracking_code');
          return c.json({
            data: await service.get(user.id, id).catch(() => {
              throw notFound('delivery.unknown_tracking_code');
            }),
          });
        }
        return c.json({ data: await service.track(code) });
      },
    )
    .post(
      '/delivery/rating/:id',
      doc('Rate a completed delivery', deliveryAnswerSchema, { errors: [404, 409] }),
      requireUser,
      validate('param', idParamSchema, { notFound: 'delivery.not_found' }),
      validate('json', ratingSchema),
      async (c) => {
        const { customer_rating, customer_rating_feedback } = c.req.valid('json');
        const data = await service.rate(
          currentUser(c).id,
          c.req.valid('param').id,
          customer_rating,
          customer_rating_feedback || null,
        );
        return c.json({ message: 'success', data });
      },
    )
    .get(
      '/currencies',
      doc('Currencies and the riel rate of the back office (riel per dollar)', currencyListSchema),
      async (c) => {
        c.header('Cache-Control', CACHE);
        const khr = await reference.khrPerUsd();
        return c.json({ data: DELIVERY_CURRENCIES.map((cur) => (cur.code === 'KHR' ? { ...cur, rate: khr } : cur)) });
      },
    )
    .get(
      '/delivery/locations',
      doc("Phnom Penh delivery zones (the mobile client's name)", zoneListSchema),
      async (c) => {
        c.header('Cache-Control', CACHE);
        return c.json({ data: await reference.zones() });
      },
    )
    .get(
      '/districts',
      doc('Districts of a province', mobileDistrictListSchema),
      validate('query', z.object({ ProID: idSchema.optional() })),
      async (c) => {
        c.header('Cache-Control', CACHE);
        const wanted = c.req.valid('query').ProID;
        const provinces = (await reference.provinces()).filter((p) => wanted === undefined || p.id === wanted);
        return c.json({
          data: provinces.flatMap((p) =>
            p.districts.map((d) => ({
              ...d,
              province_id: p.id,
              DisID: d.id,
              DisName_KH: d.name_kh,
              DisName_ENG: d.name,
            })),
          ),
        });
      },
    )
    .get(
      '/countries',
      doc("Source countries with their rates (the mobile client's names)", mobileCountryListSchema),
      async (c) => {
        c.header('Cache-Control', CACHE);
        return c.json({ data: (await reference.countries()).map((country) => mobileCountry(country)) });
      },
    )
    .get('/warehouses', doc('The overseas warehouses', warehouseListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      const countries = await reference.countries();
      return c.json({
        data: countries.flatMap((country) =>
          country.warehouses.map((w) => ({ ...w, image: '', country: country.code })),
        ),
      });
    })
    .get(
      '/delivery_modes',
      doc('Shipping modes of a source country', deliveryModeListSchema, { errors: [422] }),
      validate('query', z.object({ country_id: z.string().trim().max(8).optional() })),
      async (c) => {
        c.header('Cache-Control', CACHE);
        const wanted = (c.req.valid('query').country_id || 'CN').toUpperCase();
        const country = (await reference.countries()).find((x) => x.code === wanted);
        if (!country)
          throw new HttpError(422, 'delivery.unknown_country', {
            field: 'country_id',
            errors: { country_id: ['Unknown country'] },
          });
        return c.json({
          data: country.modes.map((m) => ({
            ...m,
            name: MODE_NAME[m.mode],
            description: `${m.eta_min_days}-${m.eta_max_days} days`,
          })),
        });
      },
    )
    .get('/zones', doc('Phnom Penh delivery zones', zoneListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.zones() });
    })
    .get('/provinces', doc('Provinces and their districts', mobileProvinceListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      const provinces = await reference.provinces();
      return c.json({
        data: provinces.map((p) => ({
          ...p,
          ProId: p.id,
          ProName_KH: p.name_kh,
          ProName_ENG: p.name,
          identify_code: p.code,
        })),
      });
    })
    .get('/transports', doc('Delivery vehicles', mobileTransportListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      // The mobile client reads `price` and `image_url`; its `type` (express, cargo, vehicle) names
      // which list it shows: every transport here is a cargo vehicle, so all are answered.
      const transports = await reference.transports();
      return c.json({ data: transports.map((t) => ({ ...t, price: t.base_fee, image_url: '' })) });
    })
    .get('/price/countries', doc('Source countries and their shipping rates', sourceCountryListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await reference.countries() });
    })
    .get(
      '/price/landed',
      doc('Landed-cost estimate of a product', landedEnvelopeSchema),
      validate('query', landedQuerySchema),
      async (c) => {
        c.header('Cache-Control', CACHE);
        return c.json({ data: await reference.landed(c.req.valid('query')) });
      },
    )
    .post(
      '/price/calculate',
      doc('International shipping price', mobilePriceQuoteAnswerSchema),
      validate('json', priceCalculateInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        const quote = await reference.calculatePrice(input);
        // Beside ours, the mobile client's names (decision 0018).
        return c.json({
          message: 'success',
          data: {
            ...quote,
            country: input.country.toUpperCase(),
            length: input.length,
            width: input.width,
            height: input.height,
            weight: input.weight,
            delivery_mode: MODE_NAME[input.delivery_mode],
            price_condition: quote.condition,
            condition: quote.condition,
          },
        });
      },
    );
}
