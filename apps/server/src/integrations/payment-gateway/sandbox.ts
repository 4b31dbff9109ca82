import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { sandboxTransactions } from '@fardin/db/schema/payments';
import type { GatewayTransaction, PaymentGateway } from './gateway';

/**
 * The embedded sandbox "bank": a QR counts as paid once a sandbox transaction exists for its MD5.
 * Transactions are made by POST /api/payment/sandbox/pay (outside production) or the admin CLI.
 */
export function createSandboxGateway(
  db: Db,
): PaymentGateway & { pay(md5: string, tx: GatewayTransaction): Promise<void> } {
  return {
    kind: 'sandbox',
    async lookup(md5) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.md5, md5));
      if (!row) return null;
      return { hash: md5, toAccountId: row.toAccountId, currency: row.currency, amount: Number(row.amount) };
    },
    // No bank app to open offline: the page offers the saved image and the QR (decision 0022).
    async deepLink() {
      return null;
    },
    async pay(md5, tx) {
      await db
        .insert(sandboxTransactions)
        .values({ md5, toAccountId: tx.toAccountId, currency: tx.currency, amount: String(tx.amount) })
        .onConflictDoNothing();
    },
  };
}
