import { toCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine, syncOrderStage } from '../modules/orders/line-state-service';
import { insertPurchase } from '../modules/operations/service';
import { stepLine, type Actor, type FlowDeps } from './line-step';

export interface BuyLinesInput {
  lineIds: number[];
  seller: string;
  marketplaceOrderNo: string;
  unitPrices: Record<string, { amount: number; currency: string }>;
}

/**
 * One purchase at one seller (`POST /api/admin/purchases`): lines of many shoppers under one
 * marketplace order number, each with the actual unit price, all moved to `bought` in one
 * transaction (orders locked in id order, so two purchases of overlapping lines run in turn).
 */
export async function buyLines(deps: FlowDeps, input: BuyLinesInput, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const ids = [...new Set(input.lineIds)].sort((a, b) => a - b);
    const prices = ids.map((id) => {
      const price = input.unitPrices[String(id)];
      if (!price) throw new HttpError(422, 'purchase.price_missing', { params: { line: id } });
      return { lineId: id, unitPriceCents: toCents(price.amount), currency: price.currency.toUpperCase() };
    });
    const targets = [];
    for (const id of ids) {
      const target = await lockLine(tx, id);
      if (target.line.state !== 'to_buy')
        throw new HttpError(409, 'purchase.line_not_to_buy', { params: { line: id } });
      targets.push(target);
    }
    const purchase = await insertPurchase(tx, {
      store: targets[0]!.line.store,
      seller: input.seller,
      marketplaceOrderNo: input.marketplaceOrderNo,
      buyerId: actor.id,
      at,
      lines: prices,
    });
    const note = `${input.seller} #${input.marketplaceOrderNo}`;
    for (const target of targets) await stepLine(tx, at, target, 'bought', actor, { note });
    for (const orderId of new Set(targets.map((t) => t.order.id))) await syncOrderStage(tx, orderId, at, { note });
    if (actor.id !== null)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'purchase.create',
        targetType: 'purchase',
        targetId: purchase.id,
        details: { line_ids: ids, seller: input.seller, marketplace_order_no: input.marketplaceOrderNo },
      });
    return { id: purchase.id, line_ids: ids };
  });
}
