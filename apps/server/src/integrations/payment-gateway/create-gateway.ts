import { fromCents } from '@fardin/core/money';
import type { Config } from '../../config';
import { notFound } from '../../http/errors';
import { createBakongGateway } from './bakong';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway, type SandboxPaymentPorts } from './sandbox';

/** Marks a payment paid in the sandbox bank (its next status check then settles it); `userId` limits it to that owner's payments. */
type SandboxPay = (reference: string, userId?: number) => Promise<void>;

export interface GatewaySetup {
  gateway: PaymentGateway;
  /** The sandbox pay call of the public API; null where it is not allowed (production, Bakong). */
  sandboxPay: SandboxPay | null;
}

/**
 * The one way a sandbox payment is paid (the public sandbox call, the admin CLI and the back
 * office): null unless the embedded sandbox is the gateway (PAYMENT_GATEWAY=sandbox).
 */
function sandboxPayment(
  ports: SandboxPaymentPorts,
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'BAKONG_ACCOUNT_ID'>,
): SandboxPay | null {
  if (config.PAYMENT_GATEWAY !== 'sandbox') return null;
  const sandbox = createSandboxGateway(ports.bank);
  return async (reference, userId) => {
    const row = await ports.paymentByReference(reference);
    if (!row || (userId !== undefined && row.userId !== userId)) throw notFound('payment.not_found');
    await sandbox.pay(row.md5, {
      toAccountId: config.BAKONG_ACCOUNT_ID,
      currency: row.currency,
      amount: fromCents(row.amountCents),
    });
  };
}

/**
 * The configured gateway: the embedded sandbox by default (its bank and payments reached through
 * `sandbox`, the payments module's ports), Bakong with PAYMENT_GATEWAY=bakong.
 */
export function createPaymentGateway(sandbox: SandboxPaymentPorts, config: Config): GatewaySetup {
  if (config.PAYMENT_GATEWAY === 'bakong') {
    if (!config.BAKONG_TOKEN)
      throw new Error('Invalid environment variable BAKONG_TOKEN: required when PAYMENT_GATEWAY=bakong');
    const source = {
      appName: config.SITE_NAME,
      appIconUrl: new URL('/app-icon.svg', config.PUBLIC_URL).href,
      appDeepLinkCallback: new URL('/account/my-order', config.PUBLIC_URL).href,
    };
    return {
      gateway: createBakongGateway({ apiUrl: config.BAKONG_API_URL, token: config.BAKONG_TOKEN, source }),
      sandboxPay: null,
    };
  }
  const allowed = config.NODE_ENV !== 'production' || config.E2E;
  return { gateway: createSandboxGateway(sandbox.bank), sandboxPay: allowed ? sandboxPayment(sandbox, config) : null };
}
