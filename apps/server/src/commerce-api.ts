import { Hono } from 'hono';
import type { Db } from '@fardin/db/open-db';
import type { Config } from './config';
import type { AppEnv } from './http/app-env';
import { currentUser, requireUser } from './http/auth';
import { cartRoutes } from './modules/cart/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { walletRoutes } from './modules/wallet/routes';
import { commerceSettings } from './modules/wallet/service';
import { paymentRoutes } from './modules/payments/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { orderRoutes } from './modules/orders/routes';
import { cartCountAnswerSchema } from '@fardin/core/contract-commerce';
import { apiDoc } from './http/openapi';
import type { Services } from './services';

const doc = apiDoc('Cart');

/** Every commerce call (cart, wishlist, checkout, orders, payments, wallet), mounted under /api. */
export function commerceRoutes(services: Services, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const { cart, wishlist, localizer } = services;
  const app = new Hono<AppEnv>();
  /** Header and bottom-bar badges in one call. */
  app.get('/cart/count', doc('Cart and wishlist counts (badges)', cartCountAnswerSchema), requireUser, async (c) => {
    const userId = currentUser(c).id;
    const [cartCount, wishlistCount] = await Promise.all([cart.count(userId), wishlist.count(userId)]);
    return c.json({ data: { cart: cartCount, wishlist: wishlistCount } });
  });
  app.route('/', cartRoutes(cart, localizer));
  app.route('/', wishlistRoutes(wishlist, localizer));
  app.route('/', walletRoutes(services.wallet, services.uploads));
  app.route(
    '/',
    paymentRoutes(services.payments, {
      sandboxPay: services.sandboxPay,
      transferAccounts: async () => (await commerceSettings(db)).bank_accounts,
    }),
  );
  app.route(
    '/',
    orderRoutes({
      orders: services.orders,
      qualityChecks: services.qualityChecks,
      localizer,
      operations: services.operations,
      flows: services.flows,
    }),
  );
  app.route(
    '/',
    checkoutRoutes({
      db,
      lookup: services.lookup,
      checkout: services.checkout,
      uploads: services.uploads,
      e2e: config.E2E,
      localizer,
    }),
  );
  return app;
}
