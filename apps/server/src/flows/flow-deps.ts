import type { Db } from '@fardin/db/open-db';
import type { Config } from '../config';
import type { CheckoutService } from '../modules/checkout/service';
import type { PaymentService } from '../modules/payments/service';
import type { StaffService } from '../modules/accounts/staff-service';

/**
 * What a flow is built from (decision 0032): the database it opens its one transaction on, the
 * clock, the config, and the module services it reads through before that transaction. Each flow
 * takes the part it needs (`Pick<FlowDeps, ...>`); the composition root (services.ts) binds them.
 */
export interface FlowDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'BAKONG_ACCOUNT_ID'>;
  checkout: CheckoutService;
  payments: PaymentService;
  staffAccounts: StaffService;
}
