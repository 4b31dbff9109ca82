import { Hono } from 'hono';
import { z } from 'zod';
import {
  blogCategoryInputSchema,
  blogCategoryUpdateSchema,
  blogPostInputSchema,
  blogPostUpdateSchema,
} from '@fardin/core/contract-content';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, optional, pageQuery, paged, staffUser } from './access';
import { auditStep } from './audit-service';
import { blogPostSavedSchema, createdIdSchema } from '@fardin/core/contract-admin';
import {
  adminBlogCategoryListSchema,
  adminBlogPostAnswerSchema,
  adminBlogPostPageSchema,
} from '@fardin/core/contract-content';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import { idSchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Back office');

const postQuery = pageQuery.extend({ q: optional(z.string().trim().max(100)), category_id: optional(idSchema) });
const moveBody = z.object({ direction: z.enum(['up', 'down']) });
const visibilityBody = z.object({ visible: z.boolean() });

/**
 * Blog posts and blog categories (staff and admins). Every write goes through the content service
 * (which sanitises bodies and refuses to delete a category with posts) and is audited in the
 * same transaction.
 */
export function adminBlogRoutes(services: Pick<Services, 'content'>) {
  const { content } = services;
  const app = new Hono<AppEnv>();

  app.get(
    '/blog/posts',
    doc('Blog posts (all languages)', adminBlogPostPageSchema),
    validate('query', postQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await content.adminPosts({
        page: q.page,
        perPage: q.row_per_page,
        categoryId: q.category_id,
        q: q.q,
      });
      return c.json(paged(rows, q.page, q.row_per_page, total));
    },
  );

  app.get(
    '/blog/posts/:id',
    doc('One blog post for editing', adminBlogPostAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => c.json({ data: await content.adminPost(c.req.valid('param').id) }),
  );

  app.post(
    '/blog/posts',
    doc('Write a blog post', createdIdSchema, { errors: [404, 409] }),
    validate('json', blogPostInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const id = await content.create(
        body,
        auditStep((newId) => ({
          actorId: actor.id,
          action: 'blog.create',
          targetType: 'blog_post',
          targetId: newId,
          details: { slug: body.slug, published: body.published ?? true },
        })),
      );
      return c.json({ message: 'success', data: { id } });
    },
  );

  app.put(
    '/blog/posts/:id',
    doc('Edit a blog post', blogPostSavedSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', blogPostUpdateSchema),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      const changed = await content.update(
        id,
        body,
        auditStep((fields) => ({
          actorId: actor.id,
          action: 'blog.update',
          targetType: 'blog_post',
          targetId: id,
          details: { slug: body.slug, published: body.published, changed: fields },
        })),
      );
      return c.json({ message: 'success', data: { id, changed } });
    },
  );

  app.get(
    '/blog/categories',
    doc('Blog categories with order, visibility and post counts', adminBlogCategoryListSchema),
    async (c) => c.json({ data: await content.adminCategories() }),
  );

  app.post(
    '/blog/categories',
    doc('Add a blog category', createdIdSchema, { errors: [409] }),
    validate('json', blogCategoryInputSchema),
    async (c) => {
      const actor = staffUser(c);
      const body = c.req.valid('json');
      const id = await content.createCategory(
        body,
        auditStep((newId) => ({
          actorId: actor.id,
          action: 'blog.category.create',
          targetType: 'blog_category',
          targetId: newId,
          details: { slug: body.slug, name: body.name },
        })),
      );
      return c.json({ message: 'success', data: { id } });
    },
  );

  app.put(
    '/blog/categories/:id',
    doc('Rename a blog category', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', blogCategoryUpdateSchema),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      await content.updateCategory(
        id,
        body,
        auditStep((before) => ({
          actorId: actor.id,
          action: 'blog.category.rename',
          targetType: 'blog_category',
          targetId: id,
          details: { before, after: body },
        })),
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/blog/categories/:id/move',
    doc('Move a blog category up or down', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', moveBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { direction } = c.req.valid('json');
      await content.moveCategory(
        id,
        direction,
        auditStep({
          actorId: actor.id,
          action: 'blog.category.move',
          targetType: 'blog_category',
          targetId: id,
          details: { direction },
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.post(
    '/blog/categories/:id/visibility',
    doc('Show or hide a blog category', successAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    validate('json', visibilityBody),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      const { visible } = c.req.valid('json');
      await content.setCategoryVisible(
        id,
        visible,
        auditStep({
          actorId: actor.id,
          action: visible ? 'blog.category.show' : 'blog.category.hide',
          targetType: 'blog_category',
          targetId: id,
        }),
      );
      return c.json({ message: 'success' });
    },
  );

  app.delete(
    '/blog/categories/:id',
    doc('Delete an empty blog category', successAnswerSchema, { errors: [404, 409] }),
    validate('param', idParam),
    async (c) => {
      const actor = staffUser(c);
      const id = c.req.valid('param').id;
      await content.deleteCategory(
        id,
        auditStep({
          actorId: actor.id,
          action: 'blog.category.delete',
          targetType: 'blog_category',
          targetId: id,
        }),
      );
      return c.json({ message: 'success' });
    },
  );
  return app;
}
