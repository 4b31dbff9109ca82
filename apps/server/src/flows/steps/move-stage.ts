import type { Db } from '@fardin/db/open-db';
import type { OrderStage } from '@fardin/core/contract-commerce';
import { releaseStock } from '../../modules/catalogue/stock-service';
import { changeStage, takeReservedStock, type OrderRow } from '../../modules/orders/steps-service';
import { creditOrderRefund, lockWallet } from '../../modules/wallet/service';

/**
 * One stage move of a locked order inside a flow's transaction, with what the move brings along:
 * cancelling gives the reserved own stock back (once) and refunds a wallet-paid order. Shared by
 * move-order-stage, cancel-order and approve-transfer (each writes its own audit row).
 */
export async function moveStageIn(
  tx: Db,
  order: OrderRow,
  to: OrderStage,
  extra: { note?: string | null | undefined; photos?: string[] | undefined; at: Date },
): Promise<OrderRow> {
  const moved = await changeStage(tx, order, to, extra);
  if (to === 'cancelled') {
    // The checkout's lock order (decision 0011): the shopper's row before any product row.
    await lockWallet(tx, order.userId);
    await releaseStock(tx, await takeReservedStock(tx, order.id));
    if (order.paymentType === 'anakut' && order.paymentStatus === 'paid')
      await creditOrderRefund(tx, order.userId, order.grandTotalCents, order.id);
  }
  return moved;
}
