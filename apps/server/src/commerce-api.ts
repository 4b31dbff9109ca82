import { Hono } from 'hono';
import type { Config } from './config';
import type { AppEnv } from './http/app-env';
import { currentUser, requireUser } from './http/auth';
import { cartRoutes } from './modules/cart/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { walletRoutes } from './modules/wallet/routes';
import { paymentRoutes } from './modules/payments/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { orderRoutes } from './modules/orders/routes';
import { cartCountAnswerSchema } from '@fardin/core/contract-commerce';
import { apiDoc } from './http/openapi';
import type { Services } from './services';

const doc = apiDoc('Cart');

/** Every commerce call (cart, wishlist, checkout, orders, payments, wallet), mounted under /api. */
export function commerceRoutes(services: Services, deps: { config: Config }) {
  const { config } = deps;
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
  app.route('/', walletRoutes(services.wallet, services.uploads, services.flows));
  app.route(
    '/',
    paymentRoutes(services.payments, {
      sandboxPay: services.sandboxPay,
      transferAccounts: services.checkout.transferAccounts,
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
      notifications: services.notifications.service,
    }),
  );
  app.route(
    '/',
    checkoutRoutes({
      checkout: services.checkout,
      flows: services.flows,
      uploads: services.uploads,
      e2e: config.E2E,
      localizer,
    }),
  );
  return app;
}
