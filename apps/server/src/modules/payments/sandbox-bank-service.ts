import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { payments, sandboxTransactions } from '@fardin/db/schema/payments';
import type { SandboxBankPort, SandboxPaymentPorts } from '../../integrations/payment-gateway/sandbox';

/**
 * The embedded sandbox bank's book (`sandbox_transactions`, owned by this module; issue 30 item 3):
 * the sandbox gateway reads and writes it through this port, given in services.ts or, inside a
 * flow's transaction, built on that transaction.
 */
export function sandboxBank(db: Db): SandboxBankPort {
  return {
    async find(md5) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.md5, md5));
      if (!row) return null;
      return { hash: md5, toAccountId: row.toAccountId, currency: row.currency, amount: Number(row.amount) };
    },
    async record(md5, tx) {
      await db
        .insert(sandboxTransactions)
        .values({ md5, toAccountId: tx.toAccountId, currency: tx.currency, amount: String(tx.amount) })
        .onConflictDoNothing();
    },
  };
}

/** What the sandbox's pay call needs: its bank, and a payment by reference (owner, QR hash, amount). */
export function sandboxPaymentPorts(db: Db): SandboxPaymentPorts {
  return {
    bank: sandboxBank(db),
    async paymentByReference(reference) {
      const [row] = await db
        .select({
          userId: payments.userId,
          md5: payments.md5,
          currency: payments.currency,
          amountCents: payments.amountCents,
        })
        .from(payments)
        .where(eq(payments.reference, reference));
      return row ?? null;
    },
  };
}
