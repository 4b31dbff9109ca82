import { Hono } from 'hono';
import {
  buyRequestAnswerSchema,
  buyRequestListSchema,
  createBuyRequestSchema,
  resolveLinkAnswerSchema,
  resolveLinkQuerySchema,
} from '@fardin/core/contract-requests';
import { idParamSchema } from '@fardin/core/input-schemas';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { Services } from '../../services';

const doc = apiDoc('Buy requests');

/**
 * The shopper's side of "buy it for me" (issue 29 item 2): where a pasted link leads (short links
 * read on the server), sending a request and reading one's own (another shopper's answers 404).
 */
export function buyRequestRoutes(
  services: Pick<Services, 'buyRequests' | 'linkResolver'>,
  deps: { now?: (() => Date) | undefined } = {},
) {
  const { buyRequests, linkResolver } = services;
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  app.get(
    '/links/resolve',
    doc('Where a pasted product link leads (short share links are followed on the server)', resolveLinkAnswerSchema, {
      errors: [422],
    }),
    validate('query', resolveLinkQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await linkResolver.resolve(c.req.valid('query').url) });
    },
  );

  app.use('/requests', requireUser);
  app.use('/requests/*', requireUser);

  app.get('/requests', doc('Your "buy it for me" requests, newest first', buyRequestListSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await buyRequests.mine(currentUser(c).id) });
  });

  app.post(
    '/requests',
    doc('Ask the shop to buy a product from a link', buyRequestAnswerSchema, { status: 201, errors: [422, 429] }),
    validate('json', createBuyRequestSchema),
    async (c) => {
      const data = await buyRequests.create(currentUser(c).id, c.req.valid('json'), now());
      return c.json({ message: 'success', data }, 201);
    },
  );

  app.get(
    '/requests/:id',
    doc('One of your requests and its answer', buyRequestAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await buyRequests.one(currentUser(c).id, c.req.valid('param').id) });
    },
  );
  return app;
}

/**
 * E2E runs only (mounted when `E2E=1`): a fake store's short links, so a browser journey can paste
 * a short link the server resolves on this machine. `ae`: a redirect to an AliExpress item; `tb`:
 * a Taobao-like share page with the item link in its script; anything else: a page with no item.
 */
export function e2eShortLinkRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/e2e/short-links/:code', (c) => {
    const code = c.req.param('code');
    if (code === 'ae') return c.redirect('https://www.aliexpress.com/item/1005006123456789.html?from=share', 302);
    if (code === 'tb')
      return c.html(
        `<html><script>var url = 'https://item.taobao.com/item.htm?id=712345678901&amp;ut_sk=1';</script></html>`,
      );
    return c.html('<html><body>nothing here</body></html>');
  });
  return app;
}
