import { toCents } from '@fardin/core/money';

/** A transaction the bank reports for a KHQR (Bakong `check_transaction_by_md5` data). */
export interface GatewayTransaction {
  hash?: string | undefined;
  fromAccountId?: string | undefined;
  toAccountId: string;
  currency: string;
  amount: number;
}

/**
 * Where KHQR payments are checked. `lookup` answers null while nothing was paid for that MD5 and
 * throws when the bank cannot be asked (the caller then answers `pending`).
 */
export interface PaymentGateway {
  readonly kind: 'sandbox' | 'bakong';
  lookup(md5: string): Promise<GatewayTransaction | null>;
  /**
   * A link that opens the shopper's bank app on this KHQR, or null where the gateway has none (the
   * embedded sandbox: decision 0022). Throws when the bank cannot be asked (the caller shows no link).
   */
  deepLink(qr: string): Promise<string | null>;
}

export interface ExpectedPayment {
  accountId: string;
  currency: string;
  amountCents: number;
}

/** A reported transaction pays our QR only if it reached our account in the right currency and amount. */
export function transactionMatches(tx: GatewayTransaction, expected: ExpectedPayment): boolean {
  if (tx.toAccountId !== expected.accountId) return false;
  if (tx.currency.toUpperCase() !== expected.currency.toUpperCase()) return false;
  const cents = expected.currency.toUpperCase() === 'KHR' ? Math.round(tx.amount) * 100 : toCents(tx.amount);
  return cents === expected.amountCents;
}
