import type { OrderDetail } from '@fardin/core/contract-commerce';
import type { TransferReceipt } from '@fardin/core/contract-operations';

/**
 * What the shopper's order page says of a bank-transfer order's receipt: `verifying` while staff
 * check it (payment status `verifying`), `refused` with staff's words once they refused it (the
 * order is unpaid again: steps-service.ts `rejectReceipt`), nothing for a paid or cancelled order
 * or an order without a receipt.
 */
export function transferReceiptOf(
  order: Pick<OrderDetail, 'payment_status' | 'status'>,
  url: string | null,
  refusal: { reason: string; date: string } | null,
): TransferReceipt | null {
  if (!url || order.status === 'cancelled') return null;
  if (order.payment_status === 'verifying') return { state: 'verifying', url, reason: null, date: null };
  if (order.payment_status === 'unpaid' && refusal)
    return { state: 'refused', url, reason: refusal.reason || null, date: refusal.date };
  return null;
}
