import { Hono } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import type { WishlistService } from './service';
import { productLangSchema } from '../../lib/product-lang';
import type { ProductLocalizer } from '../catalogue/localize';
import { removedAnswerSchema, wishlistAddedSchema, wishlistAnswerSchema } from '@fardin/core/contract-commerce';
import { apiDoc } from '../../http/openapi';
import { idParamSchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Wishlist');

const addSchema = z.object({
  product_id: z
    .union([z.string(), z.number()], { error: missingText('product_id') })
    .transform(String)
    .pipe(z.string().trim().min(1, 'product_id is required').max(100)),
  type: z
    .string({ error: missingText('type') })
    .trim()
    .min(1, 'type is required')
    .max(40)
    .regex(/^[a-z0-9_-]+$/i, 'type is not a store code'),
  quantity: z.coerce.string().optional(),
  variant: z.coerce.string().trim().max(200).optional(),
});

/** Wishlist calls (SPEC section 7): per-provider lists with wishlist ids; others' rows answer 404. */
export function wishlistRoutes(wishlist: WishlistService, localizer: ProductLocalizer) {
  const app = new Hono<AppEnv>();
  app.use('/wishlist', requireUser);
  app.use('/wishlist/*', requireUser);
  app.get(
    '/wishlist',
    doc('The wishlist, grouped by store (`lang=`: titles and variants in that language)', wishlistAnswerSchema),
    validate('query', z.object({ type: z.string().optional(), lang: productLangSchema })),
    async (c) => {
      const query = c.req.valid('query');
      const listed = await wishlist.list(currentUser(c).id, query.type);
      const items = await localizer.lines(
        Object.values(listed.data).flat(),
        query.lang,
        (item) => ({ title: item.title, variant: item.variant_name }),
        // The variant label too ("Color: Black, Size: M" -> «ពណ៌: ខ្មៅ, ទំហំ: M»), as the cart does.
        (item, text) => ({
          ...item,
          title: text.title,
          title_original: text.title_original,
          variant_name: text.variant,
        }),
      );
      const data: typeof listed.data = {};
      for (const item of items) (data[item.type] ??= []).push(item);
      return c.json({ ...listed, data });
    },
  );
  app.post(
    '/wishlist/add',
    doc('Add a product to the wishlist', wishlistAddedSchema, { errors: [404] }),
    validate('json', addSchema),
    async (c) => {
      const item = await wishlist.add(currentUser(c).id, c.req.valid('json'));
      return c.json({ message: 'success', data: item, total: await wishlist.count(currentUser(c).id) });
    },
  );
  app.delete(
    '/wishlist/remove/:id',
    doc('Remove a wishlist item', removedAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    async (c) => {
      await wishlist.remove(currentUser(c).id, c.req.valid('param').id);
      return c.json({ message: 'success', total: await wishlist.count(currentUser(c).id) });
    },
  );
  return app;
}
