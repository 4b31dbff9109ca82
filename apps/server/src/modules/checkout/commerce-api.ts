import { Hono } from 'hono';
import type { Db } from '@fardin/db/open-db';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import type { Logger } from '../../logger';
import { createPaymentGateway } from '../../integrations/payment-gateway/create-gateway';
import type { ProductLookup } from '../cart/product-lookup';
import { cartRoutes } from '../cart/routes';
import { createCartService } from '../cart/service';
import { wishlistRoutes } from '../wishlist/routes';
import { createWishlistService } from '../wishlist/service';
import { walletRoutes } from '../wallet/routes';
import { commerceSettings, createWalletService } from '../wallet/service';
import { paymentRoutes } from '../payments/routes';
import { createPaymentService } from '../payments/service';
import { createUploadService } from '../uploads/service';
import { createOrderService } from './orders';
import { checkoutRoutes, E2E_POLL } from './routes';
import { createCheckoutService } from './service';
import { cartCountAnswerSchema } from '@fardin/core/contract-commerce';
import { apiDoc } from '../../http/openapi';
import { createProductLocalizer, type ProductLocalizer } from '../products/localize';
import { createTranslatorFromConfig } from '../../integrations/translation/create-translator';

const doc = apiDoc('Cart');

export interface CommerceDeps {
  db: Db;
  config: Config;
  logger: Logger;
  lookup: ProductLookup;
  now?: (() => Date) | undefined;
  /** Titles and variants in the page's language (decision 0021); by default from the config. */
  localizer?: ProductLocalizer | undefined;
}

/** Every commerce call (cart, wishlist, checkout, orders, payments, wallet), mounted under /api. */
export function commerceRoutes(deps: CommerceDeps) {
  const { db, config } = deps;
  const { gateway, sandboxPay } = createPaymentGateway(db, config);
  const payments = createPaymentService({
    db,
    gateway,
    logger: deps.logger,
    merchant: { accountId: config.BAKONG_ACCOUNT_ID, merchantName: config.KHQR_MERCHANT_NAME, merchantCity: config.KHQR_MERCHANT_CITY },
    ...(deps.now ? { now: deps.now } : {}),
    // E2E runs poll fast (E2E_POLL); the QR lives as long as that poll (decision 0022).
    ...(config.E2E ? { ttlMs: E2E_POLL.intervalMs * E2E_POLL.maxAttempts } : {}),
  });
  const orders = createOrderService(db, deps.now);
  const checkout = createCheckoutService({ db, lookup: deps.lookup, payments });
  const cart = createCartService(db, deps.lookup);
  const wishlist = createWishlistService(db, deps.lookup);
  const uploads = createUploadService(db, { publicUrl: config.PUBLIC_URL });
  const localizer = deps.localizer ?? createProductLocalizer(createTranslatorFromConfig(db, config));
  const app = new Hono<AppEnv>();
  /** Header and bottom-bar badges in one call. */
  app.get('/cart/count', doc('Cart and wishlist counts (badges)', cartCountAnswerSchema), requireUser, async (c) => {
    const userId = currentUser(c).id;
    const [cartCount, wishlistCount] = await Promise.all([cart.count(userId), wishlist.count(userId)]);
    return c.json({ data: { cart: cartCount, wishlist: wishlistCount } });
  });
  app.route('/', cartRoutes(cart, localizer));
  app.route('/', wishlistRoutes(wishlist, localizer));
  app.route('/', walletRoutes(createWalletService(db), uploads));
  app.route('/', paymentRoutes(payments, { sandboxPay, transferAccounts: async () => (await commerceSettings(db)).bank_accounts }));
  app.route('/', checkoutRoutes({ db, lookup: deps.lookup, checkout, orders, uploads, e2e: config.E2E, localizer }));
  return app;
}
