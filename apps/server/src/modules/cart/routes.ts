import { Hono } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { validate } from '../../http/validate';
import { MAX_LINE_QUANTITY, type CartService } from './service';
import { idParamSchema, numeric } from '@fardin/core/input-schemas';

const quantity = numeric(z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(MAX_LINE_QUANTITY));
const storeCode = z.string({ error: missingText('type') }).trim().min(1, 'type is required').max(40).regex(/^[a-z0-9_-]+$/i, 'type is not a store code');

const addSchema = z.object({
  product_id: z.union([z.string(), z.number()], { error: missingText('product_id') }).transform(String).pipe(z.string().trim().min(1, 'product_id is required').max(100)),
  type: storeCode,
  quantity: quantity.default(1),
  variant: z.coerce.string().trim().max(200).optional(),
  country: z.string().trim().max(10).optional(),
});
const idParam = idParamSchema;

/** Cart calls of SPEC section 7 and DOMAIN "Cart"; every row is the caller's own (else 404). */
export function cartRoutes(cart: CartService) {
  const app = new Hono<AppEnv>();
  app.use('/cart/*', requireUser);
  app.use('/cart', requireUser);
  app.get('/cart', validate('query', z.object({ type: z.string().optional() })), async (c) => {
    return c.json(await cart.list(currentUser(c).id, c.req.valid('query').type));
  });
  app.post('/cart/add', validate('json', addSchema), async (c) => {
    const line = await cart.add(currentUser(c).id, c.req.valid('json'));
    return c.json({ message: 'success', data: line, total: await cart.count(currentUser(c).id) });
  });
  app.put('/cart/update/:id', validate('param', idParam), validate('json', z.object({ quantity })), async (c) => {
    const line = await cart.update(currentUser(c).id, c.req.valid('param').id, c.req.valid('json').quantity);
    return c.json({ message: 'success', data: line });
  });
  app.delete('/cart/remove/:id', validate('param', idParam), async (c) => {
    await cart.remove(currentUser(c).id, c.req.valid('param').id);
    return c.json({ message: 'success', total: await cart.count(currentUser(c).id) });
  });
  return app;
}
