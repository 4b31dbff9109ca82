import { Hono } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import { OWN_STORE } from '../catalogue/stock-service';
import { MAX_LINE_QUANTITY, mobileCartGroups, type CartService } from './service';
import { productLangSchema } from '../../lib/product-lang';
import type { ProductLocalizer } from '../catalogue/localize';
import {
  cartAddedSchema,
  cartAnswerSchema,
  cartUpdatedSchema,
  removedAnswerSchema,
} from '@fardin/core/contract-commerce';
import { apiDoc } from '../../http/openapi';
import { idParamSchema, numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Cart');

const quantity = numeric(
  z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(MAX_LINE_QUANTITY),
);
const storeCode = z
  .string({ error: missingText('type') })
  .trim()
  .min(1, 'type is required')
  .max(40)
  .regex(/^[a-z0-9_-]+$/i, 'type is not a store code');

/**
 * The web sends `{product_id, type, quantity, variant?, country?}`; the mobile client `{product_id,
 * quantity, type}` and its sibling `{product_id, variant_option_id, quantity}` (0 = no variant, no
 * type: the shop's own catalogue). Decision 0018 lists the names.
 */
const addSchema = z
  .object({
    product_id: z
      .union([z.string(), z.number()], { error: missingText('product_id') })
      .transform(String)
      .pipe(z.string().trim().min(1, 'product_id is required').max(100)),
    type: storeCode.default(OWN_STORE),
    quantity: quantity.default(1),
    variant: z.coerce.string().trim().max(200).optional(),
    variant_option_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(200)).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,8}$/, 'country must be a country or region code')
      .optional(),
  })
  .transform(({ variant_option_id: option, ...rest }) => ({
    ...rest,
    variant: rest.variant || (option && option !== '0' ? option : undefined),
  }));
const idParam = idParamSchema;
/** Cart calls of SPEC section 7 and DOMAIN "Cart"; every row is the caller's own (else 404). */
export function cartRoutes(cart: CartService, localizer: ProductLocalizer) {
  const app = new Hono<AppEnv>();
  app.use('/cart/*', requireUser);
  app.use('/cart', requireUser);
  app.get(
    '/cart',
    doc('The cart, grouped by store (`lang=`: titles and variants in that language)', cartAnswerSchema),
    validate('query', z.object({ type: z.string().optional(), lang: productLangSchema })),
    async (c) => {
      const query = c.req.valid('query');
      const listed = await cart.list(currentUser(c).id, query.type);
      const lines = await localizer.lines(
        Object.values(listed.data).flat(),
        query.lang,
        (line) => ({ title: line.title, variant: line.variant_name }),
        (line, text) => ({
          ...line,
          title: text.title,
          title_original: text.title_original,
          variant_name: text.variant,
          variant_name_original: text.variant_original,
        }),
      );
      const data: typeof listed.data = {};
      for (const line of lines) (data[line.type] ??= []).push(line);
      const answer = { ...listed, data };
      // Beside our `data`, the mobile client's shape: the groups at the top level (decision 0018).
      return c.json({ ...mobileCartGroups(answer), ...answer });
    },
  );
  app.post(
    '/cart/add',
    doc('Add a product to the cart', cartAddedSchema, { status: 201, errors: [404, 409, 422] }),
    validate('json', addSchema),
    async (c) => {
      const line = await cart.add(currentUser(c).id, c.req.valid('json'));
      return c.json({ message: 'success', data: line, total: await cart.count(currentUser(c).id) }, 201);
    },
  );
  app.put(
    '/cart/update/:id',
    doc("Change a line's quantity", cartUpdatedSchema, { errors: [404, 409] }),
    validate('param', idParam),
    validate('json', z.object({ quantity })),
    async (c) => {
      const line = await cart.update(currentUser(c).id, c.req.valid('param').id, c.req.valid('json').quantity);
      return c.json({ message: 'success', data: line });
    },
  );
  app.delete(
    '/cart/remove/:id',
    doc('Remove a cart line', removedAnswerSchema, { errors: [404] }),
    validate('param', idParam),
    async (c) => {
      await cart.remove(currentUser(c).id, c.req.valid('param').id);
      return c.json({ message: 'success', total: await cart.count(currentUser(c).id) });
    },
  );
  return app;
}
