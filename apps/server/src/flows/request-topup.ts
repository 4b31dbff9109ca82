import { claimReceipt } from '../modules/uploads/service';
import { insertTopupRequest } from '../modules/wallet/service';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

/**
 * A shopper asks for an Anakut Cash top-up with a transfer receipt (their own stored upload, checked
 * by the route): the request and the receipt's use land together, and a receipt that already backs
 * a top-up or an order is refused with 409 `receipt.already_used` (issue 24 item 3).
 */
export async function requestTopup(
  deps: Pick<FlowDeps, 'db'>,
  input: { userId: number; amountCents: number; receiptUrl: string; paymentMethod: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const row = await insertTopupRequest(tx, input);
    await claimReceipt(tx, { url: input.receiptUrl, kind: 'topup', targetId: row.id });
    // Staff are told there is a top-up to verify (the staff channels, decision 0039).
    await writeOutbox(tx, {
      kind: 'topup_requested',
      userId: input.userId,
      orderId: null,
      payload: { topup_id: row.id, amount_cents: input.amountCents },
      at: row.createdAt,
    });
    return row;
  });
}
