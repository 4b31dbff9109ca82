import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { banners, categories, stores } from '@fardin/db/schema/foundation';
import { shippingRates } from '@fardin/db/schema/checkout';
import { districts, provinces, zones } from '@fardin/db/schema/delivery';
import { fromCents, toCents } from '@fardin/core/money';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { adminOnly, idParam, staffUser } from './access';
import { recordAudit } from './audit';
import { moveInOrder } from '../../lib/manual-order';
import { adminReferenceSchema, adminShippingSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { integerSchema, moneySchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Back office');

/**
 * Reference data of other areas edited by admins: order and visibility of top-level categories,
 * banners and stores (the catalog service caches them for 10 s), international shipping rates and
 * the zone / district delivery fees. Every change is audited.
 */
const KINDS = ['categories', 'banners', 'stores'] as const;
type Kind = (typeof KINDS)[number];
const kindParam = z.object({ kind: z.enum(KINDS), id: z.string().min(1).max(40) });
const moveBody = z.object({ direction: z.enum(['up', 'down']) });
const visibilityBody = z.object({ visible: z.boolean() });

const usd = moneySchema({ max: 10_000 });
const days = integerSchema(0, 365);
const rateParam = z.object({ country: z.string().min(1).max(10), transport: z.enum(['land', 'sea', 'air']) });
const rateBody = z
  .object({ kilo_price: usd, vol_price: usd, service_fee: usd, days_min: days, days_max: days, active: z.boolean().default(true) })
  .refine((r) => r.days_min <= r.days_max, { message: 'The minimum days must not exceed the maximum', path: ['days_min'] });
const feeBody = z.object({ service_fee: moneySchema({ max: 1_000 }) });

interface RefRow { id: string; title: string; title_kh: string; position: number; visible: boolean }

async function listKind(db: Db, kind: Kind): Promise<RefRow[]> {
  if (kind === 'categories') {
    const rows = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.position), asc(categories.id));
    return rows.map((r) => ({ id: String(r.id), title: r.title.en || r.title.kh, title_kh: r.title.kh || r.title.en, position: r.position, visible: r.visible }));
  }
  if (kind === 'banners') {
    const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
    return rows.map((r) => ({ id: String(r.id), title: r.title.en || r.title.kh || r.image, title_kh: r.title.kh || r.title.en || r.image, position: r.position, visible: r.active }));
  }
  const rows = await db.select().from(stores).orderBy(asc(stores.position), asc(stores.code));
  return rows.map((r) => ({ id: r.code, title: r.name, title_kh: r.name, position: r.position, visible: r.visible }));
}

async function setPosition(db: Db, kind: Kind, id: string, position: number): Promise<void> {
  if (kind === 'categories') await db.update(categories).set({ position }).where(eq(categories.id, Number(id)));
  else if (kind === 'banners') await db.update(banners).set({ position }).where(eq(banners.id, Number(id)));
  else await db.update(stores).set({ position }).where(eq(stores.code, id));
}

async function setVisible(db: Db, kind: Kind, id: string, visible: boolean): Promise<void> {
  if (kind === 'categories') await db.update(categories).set({ visible }).where(and(eq(categories.id, Number(id)), isNull(categories.parentId)));
  else if (kind === 'banners') await db.update(banners).set({ active: visible }).where(eq(banners.id, Number(id)));
  else await db.update(stores).set({ visible }).where(eq(stores.code, id));
}

export function adminReferenceRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.use('/reference', adminOnly);
  app.use('/reference/*', adminOnly);
  app.use('/shipping', adminOnly);
  app.use('/shipping/*', adminOnly);

  app.get('/reference', doc('Categories, banners and stores with order and visibility (admin)', adminReferenceSchema), async (c) => {
    const [cats, bans, sts] = await Promise.all(KINDS.map((k) => listKind(db, k)));
    return c.json({ data: { categories: cats, banners: bans, stores: sts } });
  });

  /** Swaps with the neighbour; positions are renumbered 0..n-1 in the current order first. */
  app.post('/reference/:kind/:id/move', doc('Move a category, banner or store up or down (admin)', successAnswerSchema, { errors: [404] }), validate('param', kindParam), validate('json', moveBody), async (c) => {
    const actor = staffUser(c);
    const { kind, id } = c.req.valid('param');
    const { direction } = c.req.valid('json');
    const rows = await listKind(db, kind);
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw notFound();
    const move = moveInOrder(rows, index, direction);
    if (!move) return c.json({ message: 'success' });
    await db.transaction(async (tx) => {
      for (const change of move.changes) await setPosition(tx, kind, change.id, change.position);
      await recordAudit(tx, { actorId: actor.id, action: `reference.move`, targetType: kind, targetId: id, details: { direction, from: index, to: move.to } });
    });
    return c.json({ message: 'success' });
  });

  app.post('/reference/:kind/:id/visibility', doc('Show or hide a category, banner or store (admin)', successAnswerSchema, { errors: [404] }), validate('param', kindParam), validate('json', visibilityBody), async (c) => {
    const actor = staffUser(c);
    const { kind, id } = c.req.valid('param');
    const { visible } = c.req.valid('json');
    if (!(await listKind(db, kind)).some((r) => r.id === id)) throw notFound();
    await db.transaction(async (tx) => {
      await setVisible(tx, kind, id, visible);
      await recordAudit(tx, { actorId: actor.id, action: visible ? 'reference.show' : 'reference.hide', targetType: kind, targetId: id });
    });
    return c.json({ message: 'success' });
  });

  app.get('/shipping', doc('Shipping rates and delivery fees (admin)', adminShippingSchema), async (c) => {
    const [rates, zoneRows, districtRows] = await Promise.all([
      db.select().from(shippingRates).orderBy(asc(shippingRates.country), asc(shippingRates.transport)),
      db.select().from(zones).orderBy(asc(zones.position), asc(zones.id)),
      db.select({ id: districts.id, code: districts.code, nameKh: districts.nameKh, nameEn: districts.nameEn, fee: districts.serviceFeeCents, province: provinces.nameEn })
        .from(districts).innerJoin(provinces, eq(provinces.id, districts.provinceId)).orderBy(asc(provinces.position), asc(districts.position), asc(districts.id)),
    ]);
    return c.json({
      data: {
        rates: rates.map((r) => ({ country: r.country, transport: r.transport, kilo_price: fromCents(r.kiloPriceCents), vol_price: fromCents(r.volPriceCents), service_fee: fromCents(r.serviceFeeCents), days_min: r.daysMin, days_max: r.daysMax, active: r.active })),
        zones: zoneRows.map((z) => ({ id: z.id, code: z.code, name_kh: z.nameKh, name_en: z.nameEn, service_fee: fromCents(z.serviceFeeCents) })),
        districts: districtRows.map((d) => ({ id: d.id, code: d.code, name_kh: d.nameKh, name_en: d.nameEn, province: d.province, service_fee: fromCents(d.fee) })),
      },
    });
  });

  app.put('/shipping/rates/:country/:transport', doc('Save a shipping rate (admin)', successAnswerSchema, { errors: [404] }), validate('param', rateParam), validate('json', rateBody), async (c) => {
    const actor = staffUser(c);
    const { country, transport } = c.req.valid('param');
    const body = c.req.valid('json');
    const where = and(eq(shippingRates.country, country), eq(shippingRates.transport, transport));
    const [before] = await db.select().from(shippingRates).where(where);
    if (!before) throw notFound();
    await db.transaction(async (tx) => {
      await tx.update(shippingRates).set({ kiloPriceCents: toCents(body.kilo_price), volPriceCents: toCents(body.vol_price), serviceFeeCents: toCents(body.service_fee), daysMin: body.days_min, daysMax: body.days_max, active: body.active }).where(where);
      await recordAudit(tx, { actorId: actor.id, action: 'shipping.rate.update', targetType: 'shipping_rate', targetId: `${country}:${transport}`, details: { before: { kilo_price: fromCents(before.kiloPriceCents), vol_price: fromCents(before.volPriceCents), service_fee: fromCents(before.serviceFeeCents), days_min: before.daysMin, days_max: before.daysMax, active: before.active }, after: body } });
    });
    return c.json({ message: 'success' });
  });

  for (const [path, table, type] of [['zones', zones, 'zone'], ['districts', districts, 'district']] as const) {
    app.put(`/shipping/${path}/:id`, doc(`Save a ${type} fee (admin)`, successAnswerSchema, { errors: [404] }), validate('param', idParam), validate('json', feeBody), async (c) => {
      const actor = staffUser(c);
      const { id } = c.req.valid('param');
      const { service_fee } = c.req.valid('json');
      const [before] = await db.select({ fee: table.serviceFeeCents }).from(table).where(eq(table.id, id));
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await tx.update(table).set({ serviceFeeCents: toCents(service_fee) }).where(eq(table.id, id));
        await recordAudit(tx, { actorId: actor.id, action: `shipping.${type}.update`, targetType: type, targetId: id, details: { before: fromCents(before.fee), after: service_fee } });
      });
      return c.json({ message: 'success' });
    });
  }
  return app;
}
