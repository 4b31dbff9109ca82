import { Hono } from 'hono';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { settings } from '@fardin/db/schema/reference';
import { fardinProductInputSchema, SETTING_KEYS, settingSchemas } from '@fardin/core/contract-admin';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { adminOnly, idParam, optional, pageQuery, paged, staffUser } from './access';
import { recordAudit } from './audit';
import { adminProduct, createOwnProduct, listOwnProducts, ownProduct, setOwnProductActive, updateOwnProduct } from './product-queries';
import { adminProductAnswerSchema, adminProductPageSchema, adminProductSavedSchema, adminSettingsSchema, settingInputDocSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { parseInput } from '../../http/validate';

const doc = apiDoc('Back office');

const productQuery = pageQuery.extend({ q: optional(z.string().max(100)) });
const keyParam = z.object({ key: z.enum(SETTING_KEYS) });

/** Own (`fardin`) products and shop settings (admin); the blog is in blog-routes.ts. */
export function adminCatalogueContentRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/products', doc('The shop\'s own products', adminProductPageSchema), validate('query', productQuery), async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listOwnProducts(db, { q: q.q, page: q.page, perPage: q.row_per_page });
    return c.json(paged(rows, q.page, q.row_per_page, total));
  });
  app.get('/products/:id', doc('One own product', adminProductAnswerSchema, { errors: [404] }), validate('param', idParam), async (c) => c.json({ data: adminProduct(await ownProduct(db, c.req.valid('param').id)) }));

  app.post('/products', doc('Add an own product', adminProductSavedSchema), validate('json', fardinProductInputSchema), async (c) => {
    const actor = staffUser(c);
    const body = c.req.valid('json');
    const row = await createOwnProduct(db, body);
    await recordAudit(db, { actorId: actor.id, action: 'product.create', targetType: 'product', targetId: row.id, details: { title: row.title, variants: body.variants.length } });
    return c.json({ message: 'success', data: adminProduct(row) });
  });

  app.put('/products/:id', doc('Edit an own product', adminProductSavedSchema, { errors: [404] }), validate('param', idParam), validate('json', fardinProductInputSchema), async (c) => {
    const actor = staffUser(c);
    const id = c.req.valid('param').id;
    const row = await updateOwnProduct(db, id, c.req.valid('json'));
    await recordAudit(db, { actorId: actor.id, action: 'product.update', targetType: 'product', targetId: id, details: { title: row.title } });
    return c.json({ message: 'success', data: adminProduct(row) });
  });

  /** Hide or show; products are never deleted (orders and carts point at them). */
  app.post('/products/:id/visibility', doc('Show or hide an own product', successAnswerSchema, { errors: [404] }), validate('param', idParam), validate('json', z.object({ active: z.boolean() })), async (c) => {
    const actor = staffUser(c);
    const id = c.req.valid('param').id;
    const { active } = c.req.valid('json');
    await setOwnProductActive(db, id, active);
    await recordAudit(db, { actorId: actor.id, action: active ? 'product.show' : 'product.hide', targetType: 'product', targetId: id });
    return c.json({ message: 'success' });
  });

  app.get('/settings', doc('Shop settings (admin)', adminSettingsSchema), adminOnly, async (c) => {
    const rows = await db.select().from(settings);
    const data = Object.fromEntries(SETTING_KEYS.map((key) => [key, rows.find((r) => r.key === key)?.value ?? null]));
    return c.json({ data });
  });

  app.put('/settings/:key', doc('Save one setting (admin)', successAnswerSchema, { body: settingInputDocSchema, errors: [422] }), adminOnly, validate('param', keyParam), async (c) => {
    const actor = staffUser(c);
    const { key } = c.req.valid('param');
    const parsed = { data: await parseInput(settingSchemas[key], await c.req.json().catch(() => null)) };
    const [before] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    await db.transaction(async (tx) => {
      await tx.insert(settings).values({ key, value: parsed.data }).onConflictDoUpdate({ target: settings.key, set: { value: parsed.data, updatedAt: new Date() } });
      await recordAudit(tx, { actorId: actor.id, action: 'settings.update', targetType: 'setting', targetId: key, details: { before: before?.value ?? null, after: parsed.data } });
    });
    return c.json({ message: 'success' });
  });
  return app;
}
