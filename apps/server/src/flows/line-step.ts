import type { Db } from '@fardin/db/open-db';
import { systemNote } from '@fardin/core/system-notes';
import { canMoveLine, type LineState } from '@fardin/core/line-journey';
import { HttpError } from '../http/errors';
import { setLineState, type LineRow, type OrderRow } from '../modules/orders/line-state-service';
import {
  addLedger,
  hasLedgerKind,
  lineChargeCents,
  recordLineEvent,
  refundableOfLine,
  type Actor,
} from '../modules/operations/service';
import { writeOutbox } from '../modules/notifications/service';
import { insertRefund } from '../modules/operations/refund-service';
import { creditLineRefund, lockWallet } from '../modules/wallet/service';
import type { FlowDeps as CommonFlowDeps } from './flow-deps';

/** What the purchase journey's flows are built from: the common flow deps (flow-deps.ts, decision 0032). */
export type FlowDeps = Pick<CommonFlowDeps, 'db' | 'now' | 'payments'>;

export type { Actor };

/**
 * Locks the order's shopper (the wallet's row) right after the order or line: rows a flow writes
 * (events, outbox, ledger) take a key-share lock on the shopper's row, and a later wallet lock
 * would then upgrade it: two flows of one shopper deadlock (issue 24 item 1). Order, then shopper.
 */
export async function lockOwner(tx: Db, order: Pick<OrderRow, 'userId'>): Promise<void> {
  await lockWallet(tx, order.userId);
}
export const SYSTEM: Actor = { id: null, kind: 'system' };

/** Outbox kinds of the moves that tell the shopper something (OPERATIONS.md section 6). */
const MOVE_NOTICE: Partial<Record<LineState, string>> = {
  bought: 'line_bought',
  checked: 'qc_ready',
};

/**
 * One guarded move of a line inside the caller's transaction (the order row is locked): checks the
 * move and the actor (409 `line.move_not_allowed`), writes the state, the event row and the
 * shopper's notification where the move has one. The caller syncs the order's stage once after.
 */
export async function stepLine(
  tx: Db,
  at: Date,
  target: { order: OrderRow; line: LineRow },
  to: LineState,
  actor: Actor,
  extra: { note?: string | null; paidAt?: Date; variant?: string; variantName?: string | null } = {},
): Promise<void> {
  const { order, line } = target;
  const from = line.state;
  if (!canMoveLine(from, to, actor.kind, line.heldFrom))
    throw new HttpError(409, 'line.move_not_allowed', { params: { from, to } });
  const heldFrom = to === 'problem' ? from : null;
  await setLineState(tx, line.id, {
    state: to,
    heldFrom,
    ...(extra.paidAt ? { paidAt: extra.paidAt } : {}),
    ...(extra.variant !== undefined ? { variant: extra.variant, variantName: extra.variantName ?? null } : {}),
  });
  await recordLineEvent(tx, { lineId: line.id, orderId: order.id, from, to, actor, note: extra.note ?? null, at });
  const notice = MOVE_NOTICE[to];
  if (notice)
    await writeOutbox(tx, {
      kind: notice,
      userId: order.userId,
      orderId: order.id,
      payload: { line_id: line.id, title: line.title },
      at,
    });
  line.state = to;
  line.heldFrom = heldFrom;
}

/** Whether the order's goods were paid (its `goods_paid` ledger row). */
export const goodsPaid = (tx: Db, orderId: number) => hasLedgerKind(tx, orderId, 'goods_paid');

/**
 * The money of a line that ends (cancelled or returned): the shopper no longer owes its charge
 * (`line_credit`), and what they paid for it goes back to Anakut Cash at once when `refundNow`.
 * Returns the cents refunded.
 */
/**
 * What the shopper was charged for a line's goods: its price less its share of the order's discount
 * (Anakut Cash's), floored so that a refund of the line never exceeds what was paid for it.
 */
export function lineGoodsChargedCents(
  order: Pick<OrderRow, 'subtotalCents' | 'discountCents'>,
  line: Pick<LineRow, 'lineUsdCents'>,
): number {
  if (order.subtotalCents <= 0 || order.discountCents <= 0) return line.lineUsdCents;
  return Math.floor((line.lineUsdCents * (order.subtotalCents - order.discountCents)) / order.subtotalCents);
}

export async function settleEndedLine(
  tx: Db,
  at: Date,
  target: { order: OrderRow; line: LineRow },
  actor: Actor,
  options: { refundNow: boolean },
): Promise<number> {
  const { order, line } = target;
  const goods = lineGoodsChargedCents(order, line);
  const charge = await lineChargeCents(tx, line.id, goods);
  if (charge > 0)
    await addLedger(tx, { orderId: order.id, lineId: line.id, kind: 'line_credit', amountCents: -charge, at });
  if (!options.refundNow) return 0;
  const refundable = await refundableOfLine(tx, line.id, goods, await goodsPaid(tx, order.id));
  if (refundable <= 0) return 0;
  await refundLineToWallet(tx, at, target, refundable, actor, systemNote('line.ended'));
  return refundable;
}

/** A refund to Anakut Cash, done at once: refund row, wallet credit, ledger row and outbox row. */
export async function refundLineToWallet(
  tx: Db,
  at: Date,
  target: { order: OrderRow; line: LineRow },
  cents: number,
  actor: Actor,
  note: string | null,
) {
  const { order, line } = target;
  const refund = await insertRefund(tx, {
    orderId: order.id,
    lineId: line.id,
    amountCents: cents,
    destination: 'wallet',
    note,
    actorId: actor.id,
    at,
  });
  await lockWallet(tx, order.userId);
  await creditLineRefund(tx, order.userId, cents, order.id, `REFUND-LINE-${refund.id}`);
  await addLedger(tx, {
    orderId: order.id,
    lineId: line.id,
    kind: 'refund',
    amountCents: cents,
    method: 'wallet',
    refundId: refund.id,
    note,
    at,
  });
  await writeOutbox(tx, {
    kind: 'refund_made',
    userId: order.userId,
    orderId: order.id,
    payload: { line_id: line.id, amount_cents: cents, to: 'wallet' },
    at,
  });
  return refund;
}

/**
 * What a line charges now (cents): its goods with the supplements and credits of its earlier
 * problems. A new price is compared with this, never with the price at checkout, so the same lower
 * price sent twice credits nothing the second time.
 */
export const lineChargeNowCents = (tx: Db, line: Pick<LineRow, 'id' | 'lineUsdCents'>) =>
  lineChargeCents(tx, line.id, line.lineUsdCents);

/**
 * A line now costs `cents` less (the seller's lower price, a cheaper alternative): the shopper no
 * longer owes it (`line_credit`) and, when the goods were paid, gets it back in Anakut Cash at once,
 * never more than they paid for the line net of its refunds. Returns the cents refunded.
 */
export async function creditLowerPrice(
  tx: Db,
  at: Date,
  target: { order: OrderRow; line: LineRow },
  cents: number,
  actor: Actor,
  note: string,
): Promise<number> {
  const { order, line } = target;
  await addLedger(tx, { orderId: order.id, lineId: line.id, kind: 'line_credit', amountCents: -cents, at, note });
  if (!(await goodsPaid(tx, order.id))) return 0;
  const refundable = Math.min(cents, await refundableOfLine(tx, line.id, lineGoodsChargedCents(order, line), true));
  if (refundable <= 0) return 0;
  return (await refundLineToWallet(tx, at, target, refundable, actor, note)).amountCents;
}
