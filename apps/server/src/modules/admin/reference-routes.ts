import { Hono } from 'hono';
import { z } from 'zod';
import { fromCents, toCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { adminOnly, idParam, staffUser } from './access';
import { auditStep } from './audit-service';
import { moveInOrder } from '../../lib/manual-order';
import { adminReferenceSchema, adminShippingSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { integerSchema, moneySchema } from '@fardin/core/input-schemas';
import type { Services } from '../../services';

const doc = apiDoc('Back office');

/**
 * Reference data of other areas edited by admins, through their services: order and visibility of
 * top-level categories, banners and stores (the reference service, which keeps them 10 s),
 * international shipping rates (checkout's shipping rates service) and the zone / district delivery
 * fees (the delivery reference). Every change is audited.
 */
const KINDS = ['categories', 'banners', 'stores'] as const;
const kindParam = z.object({ kind: z.enum(KINDS), id: z.string().min(1).max(40) });
const moveBody = z.object({ direction: z.enum(['up', 'down']) });
const visibilityBody = z.object({ visible: z.boolean() });

const usd = moneySchema({ max: 10_000 });
const days = integerSchema(0, 365);
const rateParam = z.object({ country: z.string().min(1).max(10), transport: z.enum(['land', 'sea', 'air']) });
const rateBody = z
  .object({
    kilo_price: usd,
    vol_price: usd,
    service_fee: usd,
    days_min: days,
    days_max: days,
    active: z.boolean().default(true),
  })
  .refine((r) => r.days_min <= r.days_max, {
    message: 'The minimum days must not exceed the maximum',
    path: ['days_min'],
  });
const feeBody = z.object({ service_fee: moneySchema({ max: 1_000 }) });

export function adminReferenceRoutes(services: Pick<Services, 'reference' | 'shippingRates' | 'deliveryReference'>) {
  const reference = services.reference.admin;
  const { shippingRates, deliveryReference } = services;
  const app = new Hono<AppEnv>();
  app.use('/reference', adminOnly);
  app.use('/reference/*', adminOnly);
  app.use('/shipping', adminOnly);
  app.use('/shipping/*', adminOnly);

  app.get(
    '/reference',
    doc('Categories, banners and stores with order and visibility (admin)', adminReferenceSchema),
    async (c) => {
      const [cats, bans, sts] = await Promise.all(KINDS.map((k) => reference.list(k)));
      return c.json({ data: { categories: cats, banners: bans, stores: sts } });
    },
  );

  /** Swaps with the neighbour; positions are renumbered 0..n-1 in the current order first. */
  app.post(
    '/reference/:kind/:id/move',
    doc('Move a category, banner or store up or down (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', kindParam),
    validate('json', moveBody),
    async (c) => {
      const actor = staffUser(c);
      const { kind, id } = c.req.valid('param');
      const { direction } = c.req.valid('json');
      const rows = await reference.list(kind);
      const index = rows.findIndex((r) => r.id === id);
      if (index < 0) throw notFound();
      const move = moveInOrder(rows, index, direction);
      if (!move) return c.json({ message: 'success' });
      await reference.reorder(
        kind,
        move.changes,
        auditStep({
          actorId: actor.id,
          action: `reference.move`,
          targetType: kind,
          targetId: id,
          details: { direction, from: index, to: move.to },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/reference/:kind/:id/visibility',
    doc('Show or hide a category, banner or store (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', kindParam),
    validate('json', visibilityBody),
    async (c) => {
      const actor = staffUser(c);
      const { kind, id } = c.req.valid('param');
      const { visible } = c.req.valid('json');
      if (!(await reference.list(kind)).some((r) => r.id === id)) throw notFound();
      await reference.setVisible(
        kind,
        id,
        visible,
        auditStep({
          actorId: actor.id,
          action: visible ? 'reference.show' : 'reference.hide',
          targetType: kind,
          targetId: id,
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.get('/shipping', doc('Shipping rates and delivery fees (admin)', adminShippingSchema), async (c) => {
    const [rates, { zones: zoneRows, districts: districtRows }] = await Promise.all([
      shippingRates.list(),
      deliveryReference.fees(),
    ]);
    return c.json({
      data: {
        rates: rates.map((r) => ({
          country: r.country,
          transport: r.transport,
          kilo_price: fromCents(r.kiloPriceCents),
          vol_price: fromCents(r.volPriceCents),
          service_fee: fromCents(r.serviceFeeCents),
          days_min: r.daysMin,
          days_max: r.daysMax,
          active: r.active,
        })),
        zones: zoneRows.map((z) => ({
          id: z.id,
          code: z.code,
          name_kh: z.nameKh,
          name_en: z.nameEn,
          service_fee: fromCents(z.serviceFeeCents),
        })),
        districts: districtRows.map((d) => ({
          id: d.id,
          code: d.code,
          name_kh: d.nameKh,
          name_en: d.nameEn,
          province: d.province,
          province_kh: d.provinceKh,
          service_fee: fromCents(d.serviceFeeCents),
        })),
      },
    });
  });

  app.put(
    '/shipping/rates/:country/:transport',
    doc('Save a shipping rate (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', rateParam),
    validate('json', rateBody),
    async (c) => {
      const actor = staffUser(c);
      const { country, transport } = c.req.valid('param');
      const body = c.req.valid('json');
      const before = await shippingRates.find(country, transport);
      if (!before) throw notFound();
      const change = {
        kiloPriceCents: toCents(body.kilo_price),
        volPriceCents: toCents(body.vol_price),
        serviceFeeCents: toCents(body.service_fee),
        daysMin: body.days_min,
        daysMax: body.days_max,
        active: body.active,
      };
      await shippingRates.update(
        country,
        transport,
        change,
        auditStep({
          actorId: actor.id,
          action: 'shipping.rate.update',
          targetType: 'shipping_rate',
          targetId: `${country}:${transport}`,
          details: {
            before: {
              kilo_price: fromCents(before.kiloPriceCents),
              vol_price: fromCents(before.volPriceCents),
              service_fee: fromCents(before.serviceFeeCents),
              days_min: before.daysMin,
              days_max: before.daysMax,
              active: before.active,
            },
            after: body,
          },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  for (const [path, type] of [
    ['zones', 'zone'],
    ['districts', 'district'],
  ] as const) {
    app.put(
      `/shipping/${path}/:id`,
      doc(`Save a ${type} fee (admin)`, successAnswerSchema, { errors: [404] }),
      validate('param', idParam),
      validate('json', feeBody),
      async (c) => {
        const actor = staffUser(c);
        const { id } = c.req.valid('param');
        const { service_fee } = c.req.valid('json');
        const before = await deliveryReference.fee(type, id);
        if (before === null) throw notFound();
        await deliveryReference.setFee(
          type,
          id,
          toCents(service_fee),
          auditStep({
            actorId: actor.id,
            action: `shipping.${type}.update`,
            targetType: type,
            targetId: id,
            details: { before: fromCents(before), after: service_fee },
          }),
        );
        return c.json({ message: 'success' });
      },
    );
  }
  return app;
}
