import { fromCents } from '@fardin/core/money';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { assertStoredReceipt } from '../modules/uploads/service';
import { decideTopup, topupReceipt } from '../modules/wallet/service';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

/**
 * Staff approve an Anakut Cash top-up (back office and CLI `approve-topup`): only on a receipt the
 * shopper uploaded here; the ledger credit and the audit row land in one transaction. A top-up
 * decided already answers 404 `wallet.topup_not_found`.
 */
export async function approveTopup(deps: Pick<FlowDeps, 'db' | 'now'>, input: { topupId: number }, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const pending = await topupReceipt(tx, input.topupId);
    if (pending) await assertStoredReceipt(tx, pending);
    const row = await decideTopup(tx, input.topupId, true, deps.now());
    await writeOutbox(tx, {
      kind: 'topup_verified',
      userId: row.userId,
      orderId: null,
      payload: { topup_id: row.id, amount_cents: row.amountCents },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'topup.approve',
      targetType: 'topup',
      targetId: row.id,
      details: { user_id: row.userId, amount: fromCents(row.amountCents) },
    });
    return row;
  });
}
