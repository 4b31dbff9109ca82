import { recordAudit } from '../modules/admin/audit-service';
import { withdrawIn } from '../modules/wallet/service';
import type { FlowDeps } from './flow-deps';

/**
 * A shopper takes Anakut Cash out (issue 24 item 10): the amount leaves the balance now and staff
 * pay it out; the ledger entry and its audit row (the shopper as the actor) land together or not at all.
 */
export async function requestWithdrawal(deps: Pick<FlowDeps, 'db'>, userId: number, amountCents: number) {
  return deps.db.transaction(async (tx) => {
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
}
