import type { Db } from '@fardin/db/open-db';
import { startPaidLines, type OrderRow } from '../../modules/orders/line-state-service';
import { addLedgerRows, recordLineEvents, type LedgerEntry } from '../../modules/operations/service';
import { writeOutbox } from '../../modules/notifications/service';
import { SYSTEM } from '../line-step';

/**
 * The order's charge in the ledger when it is placed (goods and shipping, less the discount).
 * Called inside checkout's transaction, with markGoodsPaid when paid at checkout (wallet, KHQR).
 */
export async function recordOrderPlaced(tx: Db, order: OrderRow, paid: boolean): Promise<void> {
  // Four statements at most: this runs while the checkout holds the product rows' locks.
  const at = order.createdAt;
  const rows: LedgerEntry[] = [
    { orderId: order.id, kind: 'goods', amountCents: order.subtotalCents + order.shippingCents, at },
  ];
  if (order.discountCents > 0)
    rows.push({ orderId: order.id, kind: 'discount', amountCents: -order.discountCents, at });
  if (paid)
    rows.push({
      orderId: order.id,
      kind: 'goods_paid',
      amountCents: -order.grandTotalCents,
      method: order.paymentType,
      at,
    });
  await addLedgerRows(tx, rows);
  if (!paid) return;
  // The order was inserted `paid` (the stage its to_buy lines derive), so no stage sync is needed.
  const lineIds = await startPaidLines(tx, order.id, at);
  await recordLineEvents(tx, { lineIds, orderId: order.id, from: 'awaiting_payment', to: 'to_buy', actor: SYSTEM, at });
  await writeOutbox(tx, {
    kind: 'order_paid',
    userId: order.userId,
    orderId: order.id,
    payload: { total_cents: order.grandTotalCents, payment_type: order.paymentType },
    at,
  });
}
