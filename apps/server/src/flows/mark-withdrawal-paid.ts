import { fromCents } from '@fardin/core/money';
import { recordAudit } from '../modules/admin/audit-service';
import { markWithdrawalPaid as markPaidIn } from '../modules/wallet/withdrawal-service';
import type { FlowDeps } from './flow-deps';

/** Staff record that they paid a withdrawal out (once; a second mark answers 409), with its audit row. */
export async function markWithdrawalPaid(
  deps: Pick<FlowDeps, 'db'>,
  input: { entryId: number; staffId: number; note: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const paid = await markPaidIn(tx, input.entryId, input.staffId, input.note);
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'withdrawal.paid',
      targetType: 'withdrawal',
      targetId: input.entryId,
      details: {
        user_id: paid.userId,
        amount: fromCents(paid.amountCents),
        reference_no: paid.reference,
        note: input.note,
      },
    });
    return paid;
  });
}
