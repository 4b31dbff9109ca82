import type { Db } from '@fardin/db/open-db';
import { fromCents } from '@fardin/core/money';
import { recordAudit } from '../modules/admin/audit';
import { withdrawIn } from '../modules/wallet/service';
import { markWithdrawalPaid } from '../modules/wallet/withdrawal-service';

/**
 * Withdrawals (issue 24 item 10), each one transaction: the ledger or payout row and its audit row
 * land together or not at all. The shopper's withdraw is audited with the shopper as the actor;
 * the payout with the staff member who paid it.
 */
export function createWithdrawalFlows(db: Db) {
  return {
    /** A shopper takes Anakut Cash out: the amount leaves the balance now; staff pay it out. */
    request(userId: number, amountCents: number) {
      return db.transaction(async (tx) => {
        const entry = await withdrawIn(tx, userId, amountCents);
        await recordAudit(tx, {
          actorId: userId,
          action: 'wallet.withdraw',
          targetType: 'withdrawal',
          targetId: entry.id,
          details: { amount: entry.amount, reference_no: entry.reference_no },
        });
        return entry;
      });
    },

    /** Staff record that they paid the withdrawal out (once; a second mark answers 409). */
    markPaid(entryId: number, staffId: number, note: string | null) {
      return db.transaction(async (tx) => {
        const paid = await markWithdrawalPaid(tx, entryId, staffId, note);
        await recordAudit(tx, {
          actorId: staffId,
          action: 'withdrawal.paid',
          targetType: 'withdrawal',
          targetId: entryId,
          details: { user_id: paid.userId, amount: fromCents(paid.amountCents), reference_no: paid.reference, note },
        });
        return paid;
      });
    },
  };
}
export type WithdrawalFlows = ReturnType<typeof createWithdrawalFlows>;
