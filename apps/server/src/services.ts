import type { Db } from '@fardin/db/open-db';
import type { Config } from './config';
import type { Logger } from './logger';
import { E2E_PAYMENT_POLL } from './e2e-mode';
import { createPaymentGateway } from './integrations/payment-gateway/create-gateway';
import { createReverseGeocoder } from './integrations/geocoding/reverse-geocoder';
import { createSmsSender } from './integrations/sms/sms-sender';
import { startHousekeeping } from './modules/accounts/housekeeping';
import { createAccountService } from './modules/accounts/account-service';
import { createAddressService } from './modules/accounts/address-service';
import { createOtpService } from './modules/accounts/otp';
import { createDbRateLimiter } from './modules/accounts/rate-limit';
import { createSessionService } from './modules/accounts/sessions';
import { createStaffService } from './modules/accounts/staff-service';
import { catalogueProductLookup } from './modules/cart/catalogue-lookup';
import type { ProductLookup } from './lib/product-lookup';
import { createCartService } from './modules/cart/service';
import { createReferenceService } from './modules/reference/service';
import { createCheckoutService } from './modules/checkout/service';
import { createShippingRatesService } from './modules/checkout/shipping-rates-service';
import { createContentService } from './modules/content/service';
import { createDeliveryReference } from './modules/delivery/reference-service';
import { createDeliveryService } from './modules/delivery/service';
import { createQualityCheckService } from './modules/orders/quality-check';
import { createOrderService } from './modules/orders/service';
import { createPaymentService } from './modules/payments/service';
import { sandboxPaymentPorts } from './modules/payments/sandbox-bank-service';
import { createCatalogueService } from './modules/catalogue/service';
import { createUploadService } from './modules/uploads/service';
import { uploadStorageFor } from './modules/uploads/storage';
import { createWalletService, walletBalance } from './modules/wallet/service';
import { createWishlistService } from './modules/wishlist/service';
import { createWithdrawalService } from './modules/wallet/withdrawal-service';
import { createAuditService } from './modules/admin/audit-service';
import { createHealthService } from './modules/health/service';
import { createOperationsService } from './modules/operations/queue-service';
import { createConversationService } from './modules/conversations/service';
import { createFlows } from './flows';
import { createNotifications } from './modules/notifications/setup';
import { createTelegram } from './modules/telegram/create-telegram';
import { createSmsChannel } from './modules/accounts/sms-channel';
import { createSmsOutboxService } from './modules/accounts/sms-outbox-service';
import { createWarehouseService } from './modules/warehouse/service';
import { createBatchService } from './modules/batches/service';
import { parcelCountsOfBatches } from './modules/parcels/service';
import { activeRiders } from './modules/accounts/staff-service';
import { createBuyRequestService } from './modules/requests/service';
import { createLinkResolver, linkResolverOptions } from './modules/requests/link-resolver';

/** How often the reminder sweep looks for problems and quality checks 24 h or 48 h old. */
const REMINDER_SWEEP_EVERY_MS = 5 * 60 * 1000;

/** What every service is built from: the database, the config, the log and one clock. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The clock; tests move it to check expiry. */
  now?: (() => Date) | undefined;
  /** Product source of cart and checkout; tests pass a fixed list. */
  productLookup?: ProductLookup | undefined;
}

/**
 * The composition root (decision 0028): every service of the server is built here, once per
 * process, from one database, one config and one clock, and handed to the routes (`createApp`)
 * and to the operator CLI (`cli/admin.ts`). Routes and commands never build a service themselves.
 */
export function createServices(deps: ServiceDeps) {
  const { db, config, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const reference = createReferenceService(db);
  const catalogue = createCatalogueService({ db, config, reference });
  const lookup = deps.productLookup ?? catalogueProductLookup(catalogue);

  const sessions = createSessionService(db, now);
  const limiter = createDbRateLimiter(db, now);
  const smsOutbox = createSmsOutboxService(db);
  const sms = createSmsSender(smsOutbox, config, logger);
  const otp = createOtpService({ db, sms, limiter, now, siteName: config.SITE_NAME });
  const accounts = createAccountService({
    db,
    sessions,
    otp,
    limiter,
    walletBalanceCents: (id) => walletBalance(db, id),
  });
  const addresses = createAddressService(db);

  const uploads = createUploadService(db, { publicUrl: config.PUBLIC_URL });
  const { gateway, sandboxPay } = createPaymentGateway(sandboxPaymentPorts(db), config);
  const payments = createPaymentService({
    db,
    gateway,
    logger,
    merchant: {
      accountId: config.BAKONG_ACCOUNT_ID,
      merchantName: config.KHQR_MERCHANT_NAME,
      merchantCity: config.KHQR_MERCHANT_CITY,
    },
    ...(deps.now ? { now: deps.now } : {}),
    // E2E runs poll fast (E2E_PAYMENT_POLL); the QR lives as long as that poll (decision 0022).
    ...(config.E2E ? { ttlMs: E2E_PAYMENT_POLL.intervalMs * E2E_PAYMENT_POLL.maxAttempts } : {}),
  });
  const qualityChecks = createQualityCheckService(db);
  // Telegram (decision 0040): a button press approves a QC through the same call as the order page.
  const approveQc = async (userId: number, orderId: number, lineId: number | null) => {
    const lineIds =
      lineId !== null
        ? [lineId]
        : (await orders.detail(userId, orderId)).lines.flatMap((l) =>
            l.id !== undefined && l.check?.decision === 'pending' ? [l.id] : [],
          );
    if (!lineIds.length) throw new Error('no quality check waiting');
    // The same flow as the order page's approve button (one transaction each, decision 0033).
    for (const id of lineIds) await flows.decideQualityCheck({ userId, orderId, lineId: id, decision: 'approved' });
  };
  // A staff reply in the staff Telegram group answers the order's conversation (decision 0049).
  const staffReply = async (input: { updateId: number; orderId: number; staffUserId: number; text: string }) =>
    (await flows.replyFromTelegram(input)) !== null;
  const telegram = createTelegram({ db, config, logger, now, actions: { approveQc, staffReply } });
  const smsChannel = createSmsChannel({ db, sms, logger });
  const checkout = createCheckoutService({ db, lookup, payments });
  const orders = createOrderService({ db, now, checks: qualityChecks, estimate: checkout.estimate });
  const shippingRates = createShippingRatesService(db);
  const deliveryReference = createDeliveryReference(db, { routes: shippingRates.routes, setting: reference.setting });
  const staffAccounts = createStaffService(db);
  const flows = createFlows({ db, now, config, checkout, payments, staffAccounts });

  return {
    reference,
    catalogue,
    lookup,
    /** Titles and variants in the page's language (decision 0021). */
    localizer: catalogue.localizer,
    sessions,
    limiter,
    sms,
    /** The embedded SMS sender's kept texts (development tools and the back office's outbox page). */
    smsOutbox,
    /**
     * Starts the timers: the purge of expired sessions, codes and throttle rows, and the purchase
     * journey's reminder sweep (decision 0033: reminders at 24 h and 48 h, claimed once, so replicas
     * may all run it). Answers their stop.
     */
    startHousekeeping: () => {
      const stopPurge = startHousekeeping(db, now, logger);
      const sweep = () =>
        Promise.all([flows.remindProblems(), flows.remindStorage()]).then(
          ([reminded, storage]) => {
            if (reminded) logger.info({ reminded }, 'problem and quality-check reminders written');
            // Storage reminders and fees (decision 0042).
            if (storage) logger.info({ storage }, 'storage reminders written');
          },
          (err: unknown) => logger.warn({ err }, 'reminder sweep failed'),
        );
      const timer = setInterval(sweep, REMINDER_SWEEP_EVERY_MS);
      timer.unref();
      return () => {
        stopPurge();
        clearInterval(timer);
      };
    },
    /** Telegram: account links, the webhook's handler, the bot (decision 0040). */
    telegram: telegram.telegram,
    telegramBot: telegram.bot,
    /** The back office's Telegram outbox on the embedded fake Bot API. */
    telegramOutbox: telegram.outbox,
    /** The Telegram and SMS notification channels (decision 0040) for the delivery worker. */
    telegramChannel: telegram.channel,
    smsChannel,
    otp,
    accounts,
    addresses,
    /** The back office's side of the accounts: staff accounts, user search, status and role. */
    staffAccounts,
    geocoder: createReverseGeocoder(config),
    uploads,
    uploadStorage: uploadStorageFor(config),
    payments,
    sandboxPay,
    orders,
    qualityChecks,
    checkout,
    cart: createCartService(db, lookup),
    wishlist: createWishlistService(db, lookup),
    wallet: createWalletService(db),
    /** The back office's withdrawal list and count; flows write them with their audit rows. */
    withdrawals: createWithdrawalService(db),
    shippingRates,
    deliveryReference,
    delivery: createDeliveryService(db, deliveryReference, now),
    content: createContentService(db),
    audit: createAuditService(db),
    health: createHealthService(db),
    /** The use cases that span modules, each in one transaction (apps/server/src/flows, decision 0032). */
    flows,
    /** The purchase journey's queues, inbox and the order page's ledger (decision 0033). */
    operations: createOperationsService(db, now),
    /** The outbox's list, choices, web push and the delivery worker (decision 0039). */
    notifications: createNotifications({
      db,
      now,
      logger,
      config,
      channels: [telegram.channel, smsChannel],
      staffChannels: [telegram.channel],
    }),
    /** The conversation of each order: the shopper's thread, the staff inbox (decision 0041); writes are flows. */
    conversations: createConversationService(db),
    /** Warehouse receiving and unclaimed parcels (decision 0043). */
    warehouse: createWarehouseService(db),
    /** Batches (decision 0043); the parcels module counts what each holds. */
    batches: createBatchService(db, (ids) => parcelCountsOfBatches(db, ids)),
    riders: { active: () => activeRiders(db) },
    /** "Buy it for me" requests and where a pasted link leads (issue 29 item 2). */
    buyRequests: createBuyRequestService(db),
    linkResolver: createLinkResolver(linkResolverOptions(config)),
  };
}

export type Services = ReturnType<typeof createServices>;
export type Flows = Services['flows'];
