import { Hono } from 'hono';
import { z } from 'zod';
import { fardinProductInputSchema, SETTING_KEYS, settingSchemas } from '@fardin/core/contract-admin';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { adminOnly, idParam, optional, pageQuery, paged, staffUser } from './access';
import { auditStep } from './audit-service';
import type { Services } from '../../services';
import {
  adminProductAnswerSchema,
  adminProductPageSchema,
  adminProductSavedSchema,
  adminSettingsSchema,
  settingInputDocSchema,
} from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { jsonBodyOr } from '../../http/json-depth';

const doc = apiDoc('Back office');

const productQuery = pageQuery.extend({ q: optional(z.string().max(100)) });
const keyParam = z.object({ key: z.enum(SETTING_KEYS) });

/** Own (`fardin`) products and shop settings (admin); the blog is in blog-routes.ts. */
export function adminCatalogueContentRoutes(services: Pick<Services, 'catalogue' | 'reference'>) {
  const { own } = services.catalogue;
  const { admin: reference } = services.reference;
  const app = new Hono<AppEnv>();

  app.get(
    '/products',
    doc("The shop's own products", adminProductPageSchema),
    validate('query', productQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await own.list({ q: q.q, page: q.page, perPage: q.row_per_page });
      return c.json(paged(rows, q.page, q.row_per_page, total));
    },
  );
  app.get(
    '/products/:id',
    doc('One own product', adminProductAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => c.json({ data: await own.get(c.req.valid('param').id) }),
  );

  app.post(
    '/products',
    doc('Add an own product', adminProductSavedSchema),
    validate('json', fardinProductInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const product = await own.create(
        body,
        auditStep((saved) => ({
          actorId: actor.id,
          action: 'product.create',
          targetType: 'product',
          targetId: saved.id,
          details: { title: saved.title_kh || saved.title_en, variants: body.variants.length },
        })),
      );
      return c.json({ message: 'success', data: product });
    },
  );

  app.put(
    '/products/:id',
    doc('Edit an own product', adminProductSavedSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', fardinProductInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const product = await own.update(
        id,
        c.req.valid('json'),
        auditStep((saved) => ({
          actorId: actor.id,
          action: 'product.update',
          targetType: 'product',
          targetId: id,
          details: { title: saved.title_kh || saved.title_en },
        })),
      );
      return c.json({ message: 'success', data: product });
    },
  );

  /** Hide or show; products are never deleted (orders and carts point at them). */
  app.post(
    '/products/:id/visibility',
    doc('Show or hide an own product', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', z.object({ active: z.boolean() })),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { active } = c.req.valid('json');
      await own.setActive(
        id,
        active,
        auditStep({
          actorId: actor.id,
          action: active ? 'product.show' : 'product.hide',
          targetType: 'product',
          targetId: id,
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.get('/settings', doc('Shop settings (admin)', adminSettingsSchema), adminOnly, async (c) => {
    const stored = await reference.settings();
    const data = Object.fromEntries(SETTING_KEYS.map((key) => [key, stored.get(key) ?? null]));
    return c.json({ data });
  });

  app.put(
    '/settings/:key',
    doc('Save one setting (admin)', successAnswerSchema, { body: settingInputDocSchema, errors: [422] }),
    adminOnly,
    validate('param', keyParam),
    async (c) => {
      const actor = staffUser(c);
      const { key } = c.req.valid('param');
      const parsed = { data: await parseInput(settingSchemas[key], await jsonBodyOr(c, null)) };
      const before = await services.reference.setting(key);
      await reference.saveSetting(
        key,
        parsed.data,
        auditStep({
          actorId: actor.id,
          action: 'settings.update',
          targetType: 'setting',
          targetId: key,
          details: { before: before ?? null, after: parsed.data },
        }),
      );
      return c.json({ message: 'success' });
    },
  );
  return app;
}
