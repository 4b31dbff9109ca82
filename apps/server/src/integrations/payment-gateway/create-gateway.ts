import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { payments } from '@fardin/db/schema/commerce';
import { fromCents } from '@fardin/core/money';
import type { Config } from '../../config';
import { notFound } from '../../http/errors';
import { createBakongGateway } from './bakong';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

export interface GatewaySetup {
  gateway: PaymentGateway;
  /** Marks a payment paid in the sandbox bank; null where the sandbox pay call is not allowed. */
  sandboxPay: ((reference: string, userId?: number) => Promise<void>) | null;
}

/** The configured gateway: the embedded sandbox by default, Bakong with PAYMENT_GATEWAY=bakong. */
export function createPaymentGateway(db: Db, config: Config): GatewaySetup {
  if (config.PAYMENT_GATEWAY === 'bakong') {
    if (!config.BAKONG_TOKEN) throw new Error('Invalid environment variable BAKONG_TOKEN: required when PAYMENT_GATEWAY=bakong');
    return { gateway: createBakongGateway({ apiUrl: config.BAKONG_API_URL, token: config.BAKONG_TOKEN }), sandboxPay: null };
  }
  const sandbox = createSandboxGateway(db);
  const pay = async (reference: string, userId?: number) => {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    if (!row || (userId !== undefined && row.userId !== userId)) throw notFound('Payment not found');
    await sandbox.pay(row.md5, { toAccountId: config.BAKONG_ACCOUNT_ID, currency: row.currency, amount: fromCents(row.amountCents) });
  };
  const allowed = config.NODE_ENV !== 'production' || config.E2E;
  return { gateway: sandbox, sandboxPay: allowed ? pay : null };
}
