import { Hono } from 'hono';
import { z } from 'zod';
import { subCategoryInputSchema, type AdminSubCategory, type SubCategoryInput } from '@fardin/core/contract-admin';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { adminOnly, idParam, staffUser } from './access';
import { auditStep } from './audit-service';
import { moveInOrder } from '../../lib/manual-order';
import { adminSubCategoriesAnswerSchema, createdIdSchema } from '@fardin/core/contract-admin';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import type { Services } from '../../services';

const doc = apiDoc('Back office');

/**
 * Sub-categories of a top-level category (admins, like the rest of the reference data): list,
 * create, rename in kh/en/zh with search keywords, move up/down and hide/show. Never deleted: the
 * shop's menus read them through the reference service (10 s cache). Every change is audited.
 */
const moveBody = z.object({ direction: z.enum(['up', 'down']) });
const visibilityBody = z.object({ visible: z.boolean() });

function values(input: SubCategoryInput) {
  const title = { kh: input.title.kh, en: input.title.en, zh: input.title.zh || input.title.en };
  return { title, keywords: input.keywords, search: input.keywords[0] ?? input.title.en };
}

export function adminSubCategoryRoutes(services: Pick<Services, 'reference'>) {
  const reference = services.reference.admin;
  async function parentOf(id: number) {
    const row = await reference.topCategory(id);
    if (!row) throw notFound('category.not_found');
    return row;
  }
  async function subOf(id: number) {
    const row = await reference.subCategory(id);
    if (!row) throw notFound('category.sub_not_found');
    return row;
  }
  async function listSubs(parentId: number): Promise<AdminSubCategory[]> {
    const rows = await reference.subCategories(parentId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      keywords: r.keywords,
      position: r.position,
      visible: r.visible,
    }));
  }
  const app = new Hono<AppEnv>();
  app.use('/categories/*', adminOnly);
  app.use('/sub-categories/*', adminOnly);

  app.get(
    '/categories/:id/sub-categories',
    doc('Sub-categories of a category (admin)', adminSubCategoriesAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => {
      const parent = await parentOf(c.req.valid('param').id);
      return c.json({
        data: {
          category: { id: parent.id, title: parent.title, visible: parent.visible },
          subs: await listSubs(parent.id),
        },
      });
    },
  );

  app.post(
    '/categories/:id/sub-categories',
    doc('Add a sub-category (admin)', createdIdSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', subCategoryInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const parent = await parentOf(c.req.valid('param').id);
      const body = c.req.valid('json');
      const id = await reference.createSubCategory(
        parent,
        values(body),
        auditStep((created) => ({
          actorId: actor.id,
          action: 'sub_category.create',
          targetType: 'sub_category',
          targetId: created,
          details: { parent_id: parent.id, ...body },
        })),
      );
      return c.json({ message: 'success', data: { id } });
    },
  );

  app.put(
    '/sub-categories/:id',
    doc('Edit a sub-category (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', subCategoryInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const sub = await subOf(c.req.valid('param').id);
      const body = c.req.valid('json');
      await reference.updateSubCategory(
        sub.id,
        values(body),
        auditStep({
          actorId: actor.id,
          action: 'sub_category.update',
          targetType: 'sub_category',
          targetId: sub.id,
          details: { before: { title: sub.title, keywords: sub.keywords }, after: body },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  /** Swaps with the neighbour among the parent's sub-categories (positions renumbered 0..n-1 first). */
  app.post(
    '/sub-categories/:id/move',
    doc('Move a sub-category up or down (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', moveBody),
    async (c) => {
      const actor = staffUser(c);
      const sub = await subOf(c.req.valid('param').id);
      const { direction } = c.req.valid('json');
      const rows = await listSubs(sub.parentId);
      const index = rows.findIndex((r) => r.id === sub.id);
      const move = moveInOrder(rows, index, direction);
      if (!move) return c.json({ message: 'success' });
      await reference.reorderSubCategories(
        move.changes,
        auditStep({
          actorId: actor.id,
          action: 'sub_category.move',
          targetType: 'sub_category',
          targetId: sub.id,
          details: { direction, from: index, to: move.to },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/sub-categories/:id/visibility',
    doc('Show or hide a sub-category (admin)', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', visibilityBody),
    async (c) => {
      const actor = staffUser(c);
      const sub = await subOf(c.req.valid('param').id);
      const { visible } = c.req.valid('json');
      await reference.setSubCategoryVisible(
        sub.id,
        visible,
        auditStep({
          actorId: actor.id,
          action: visible ? 'sub_category.show' : 'sub_category.hide',
          targetType: 'sub_category',
          targetId: sub.id,
        }),
      );
      return c.json({ message: 'success' });
    },
  );
  return app;
}
