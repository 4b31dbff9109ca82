import { fromCents } from '@fardin/core/money';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { decideTopup } from '../modules/wallet/service';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

/** Staff refuse an Anakut Cash top-up (back office and CLI `approve-topup <id> reject`), audited. */
export async function rejectTopup(deps: Pick<FlowDeps, 'db' | 'now'>, input: { topupId: number }, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const row = await decideTopup(tx, input.topupId, false, deps.now());
    await writeOutbox(tx, {
      kind: 'topup_refused',
      userId: row.userId,
      orderId: null,
      payload: { topup_id: row.id, amount_cents: row.amountCents },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'topup.reject',
      targetType: 'topup',
      targetId: row.id,
      details: { user_id: row.userId, amount: fromCents(row.amountCents) },
    });
    return row;
  });
}
