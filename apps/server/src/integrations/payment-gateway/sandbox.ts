import type { GatewayTransaction, PaymentGateway } from './gateway';

/**
 * Where the sandbox bank keeps its transactions, by QR hash (a port: the payments module owns the
 * table and hands its implementation in; integrations know no module).
 */
export interface SandboxBankPort {
  find(md5: string): Promise<GatewayTransaction | null>;
  /** Records a transaction for this QR; a second one for the same QR is ignored. */
  record(md5: string, tx: GatewayTransaction): Promise<void>;
}

/** The sandbox bank and the payment lookup its pay call needs (create-gateway.ts). */
export interface SandboxPaymentPorts {
  bank: SandboxBankPort;
  paymentByReference(
    reference: string,
  ): Promise<{ userId: number; md5: string; currency: string; amountCents: number } | null>;
}

/**
 * The embedded sandbox "bank": a QR counts as paid once a sandbox transaction exists for its MD5.
 * Transactions are made by POST /api/payment/sandbox/pay (outside production) or the admin CLI.
 */
export function createSandboxGateway(
  bank: SandboxBankPort,
): PaymentGateway & { pay(md5: string, tx: GatewayTransaction): Promise<void> } {
  return {
    kind: 'sandbox',
    lookup: (md5) => bank.find(md5),
    // No bank app to open offline: the page offers the saved image and the QR (decision 0022).
    async deepLink() {
      return null;
    },
    pay: (md5, tx) => bank.record(md5, tx),
  };
}
