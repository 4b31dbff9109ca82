import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import {
  lineEvents,
  lineRefunds,
  lineTracking,
  orderLedger,
  purchaseLines,
  purchases,
} from '@fardin/db/schema/operations';
import type { LedgerKind, LedgerRow } from '@fardin/core/contract-operations';
import type { LineActor, LineState } from '@fardin/core/line-journey';
import { fromCents } from '@fardin/core/money';

/**
 * Operations (module `operations`, decision 0033): the journey's events, purchases, sellers'
 * tracking numbers, the order ledger, per-line refunds (the
 * notification outbox is module `notifications`'s, decision 0039). Functions take
 * the caller's transaction first; flows (apps/server/src/flows/) combine them with other modules'.
 */

export interface Actor {
  id: number | null;
  kind: LineActor;
}

export async function recordLineEvent(
  tx: Db,
  e: { lineId: number; orderId: number; from: LineState; to: LineState; actor: Actor; note?: string | null; at: Date },
) {
  await tx.insert(lineEvents).values({
    orderLineId: e.lineId,
    orderId: e.orderId,
    fromState: e.from,
    toState: e.to,
    actorId: e.actor.id,
    actorKind: e.actor.kind,
    note: e.note ?? null,
    createdAt: e.at,
  });
}

export interface LedgerEntry {
  orderId: number;
  lineId?: number | null;
  kind: LedgerKind;
  amountCents: number;
  method?: string | null;
  problemId?: number | null;
  refundId?: number | null;
  /** The parcel of a freight row (decision 0042). */
  parcelId?: number | null;
  note?: string | null;
  at: Date;
}

export async function addLedger(tx: Db, e: LedgerEntry) {
  await tx.insert(orderLedger).values({
    orderId: e.orderId,
    orderLineId: e.lineId ?? null,
    kind: e.kind,
    amountCents: e.amountCents,
    method: e.method ?? null,
    problemId: e.problemId ?? null,
    refundId: e.refundId ?? null,
    parcelId: e.parcelId ?? null,
    note: e.note ?? null,
    createdAt: e.at,
  });
}

/** Several ledger rows in one statement (the checkout's short transaction). */
export async function addLedgerRows(tx: Db, entries: readonly LedgerEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(orderLedger).values(
    entries.map((e) => ({
      orderId: e.orderId,
      orderLineId: e.lineId ?? null,
      kind: e.kind,
      amountCents: e.amountCents,
      method: e.method ?? null,
      createdAt: e.at,
    })),
  );
}

/** The system's events of lines that moved together (one statement). */
export async function recordLineEvents(
  tx: Db,
  e: { lineIds: readonly number[]; orderId: number; from: LineState; to: LineState; actor: Actor; at: Date },
) {
  if (e.lineIds.length === 0) return;
  await tx.insert(lineEvents).values(
    e.lineIds.map((lineId) => ({
      orderLineId: lineId,
      orderId: e.orderId,
      fromState: e.from,
      toState: e.to,
      actorId: e.actor.id,
      actorKind: e.actor.kind,
      createdAt: e.at,
    })),
  );
}

export async function hasLedgerKind(tx: Db, orderId: number, kind: LedgerKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderLedger.id })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.kind, kind)))
    .limit(1);
  return !!row;
}

/** The ledger of an order as the shopper's page shows it, and its sum (balance due, cents). */
export async function ledgerOf(tx: Db, orderId: number): Promise<{ rows: LedgerRow[]; balanceCents: number }> {
  const rows = await tx.select().from(orderLedger).where(eq(orderLedger.orderId, orderId)).orderBy(asc(orderLedger.id));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: fromCents(r.amountCents),
      line_id: r.orderLineId,
      method: r.method,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
    balanceCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
  };
}

/**
 * What a line's shopper has paid for it, net of what was refunded or is being refunded (cents):
 * its goods when the order's goods were paid, plus supplements paid, less refunds of any status.
 */
export async function refundableOfLine(tx: Db, lineId: number, goodsCents: number, goodsPaid: boolean) {
  const [paid] = await tx
    .select({ sum: sql<number>`coalesce(sum(-${orderLedger.amountCents}), 0)::int` })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderLineId, lineId), eq(orderLedger.kind, 'supplement_paid')));
  const [refunded] = await tx
    .select({ sum: sql<number>`coalesce(sum(${lineRefunds.amountCents}), 0)::int` })
    .from(lineRefunds)
    .where(eq(lineRefunds.orderLineId, lineId));
  return (goodsPaid ? goodsCents : 0) + (paid?.sum ?? 0) - (refunded?.sum ?? 0);
}

export async function insertPurchase(
  tx: Db,
  p: {
    store: string;
    seller: string;
    marketplaceOrderNo: string;
    buyerId: number | null;
    at: Date;
    lines: { lineId: number; unitPriceCents: number; currency: string }[];
  },
) {
  const [row] = await tx
    .insert(purchases)
    .values({
      store: p.store,
      seller: p.seller,
      marketplaceOrderNo: p.marketplaceOrderNo,
      buyerId: p.buyerId,
      createdAt: p.at,
    })
    .returning();
  await tx.insert(purchaseLines).values(
    p.lines.map((l) => ({
      purchaseId: row!.id,
      orderLineId: l.lineId,
      unitPriceCents: l.unitPriceCents,
      currency: l.currency,
    })),
  );
  return row!;
}

/** Where each line was bought (seller, marketplace order no, actual price). */
export async function purchasesOfLines(tx: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  return tx
    .select({
      lineId: purchaseLines.orderLineId,
      purchase: purchases,
      unitPriceCents: purchaseLines.unitPriceCents,
      currency: purchaseLines.currency,
    })
    .from(purchaseLines)
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .where(inArray(purchaseLines.orderLineId, [...lineIds]))
    .orderBy(desc(purchases.id));
}

/**
 * Records a seller's tracking number on a line, once per line and number: a number the line already
 * has only gets the carrier or shelf it lacked (the warehouse scan puts its shelf on the row the
 * seller's shipment wrote), never a second row. A shelf given without a number is a row of its own.
 */
export async function addTracking(
  tx: Db,
  t: { lineId: number; trackingNo: string | null; carrier?: string | null; shelf?: string | null; at: Date },
) {
  if (t.trackingNo !== null) {
    const [known] = await tx
      .select({ id: lineTracking.id })
      .from(lineTracking)
      .where(and(eq(lineTracking.orderLineId, t.lineId), eq(lineTracking.trackingNo, t.trackingNo)))
      .orderBy(asc(lineTracking.id))
      .limit(1);
    if (known) {
      const set = { ...(t.carrier ? { carrier: t.carrier } : {}), ...(t.shelf ? { shelf: t.shelf } : {}) };
      if (Object.keys(set).length > 0) await tx.update(lineTracking).set(set).where(eq(lineTracking.id, known.id));
      return;
    }
  }
  await tx.insert(lineTracking).values({
    orderLineId: t.lineId,
    trackingNo: t.trackingNo,
    carrier: t.carrier ?? null,
    shelf: t.shelf ?? null,
    createdAt: t.at,
  });
}

/** What a line still charges (cents): its goods, plus supplements, less credits already given. */
export async function lineChargeCents(tx: Db, lineId: number, goodsCents: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${orderLedger.amountCents}), 0)::int` })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderLineId, lineId), inArray(orderLedger.kind, ['supplement', 'line_credit'])));
  return goodsCents + (row?.sum ?? 0);
}

/** What an order still charges (goods, discount, supplements, credits) and what was paid net of refunds, cents. */
export async function orderMoney(tx: Db, orderId: number): Promise<{ chargeCents: number; paidNetCents: number }> {
  const rows = await tx
    .select({ kind: orderLedger.kind, sum: sql<number>`sum(${orderLedger.amountCents})::int` })
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId))
    .groupBy(orderLedger.kind);
  const of = (kinds: LedgerKind[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.sum, 0);
  return {
    chargeCents: of(['goods', 'discount', 'supplement', 'line_credit']),
    paidNetCents: -of(['goods_paid', 'supplement_paid', 'refund']),
  };
}

/** When each of these lines last became `ready` (free storage counts from there), by line id. */
export async function readyAtOfLines(tx: Db, lineIds: readonly number[]): Promise<Map<number, Date>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({ lineId: lineEvents.orderLineId, at: sql<string>`max(${lineEvents.createdAt})` })
    .from(lineEvents)
    .where(and(inArray(lineEvents.orderLineId, [...lineIds]), eq(lineEvents.toState, 'ready')))
    .groupBy(lineEvents.orderLineId);
  return new Map(rows.map((r) => [r.lineId, new Date(r.at)]));
}

/** The orders with a line that became `ready` at or before `at` (the storage sweep's candidates). */
export async function ordersReadySince(tx: Db, at: Date): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ orderId: lineEvents.orderId })
    .from(lineEvents)
    .where(and(eq(lineEvents.toState, 'ready'), sql`${lineEvents.createdAt} <= ${at.toISOString()}`))
    .orderBy(asc(lineEvents.orderId));
  return rows.map((r) => r.orderId);
}

/** The freight rows (invoice, payment or checkout shipping credited) of a parcel, per order (cents, signed). */
export async function freightRowsOf(tx: Db, parcelId: number, kind: 'freight' | 'freight_paid' | 'shipping_credit') {
  return tx
    .select({ orderId: orderLedger.orderId, amountCents: orderLedger.amountCents })
    .from(orderLedger)
    .where(and(eq(orderLedger.parcelId, parcelId), eq(orderLedger.kind, kind)))
    .orderBy(asc(orderLedger.orderId));
}

/**
 * Takes back a parcel's unpaid freight invoice before it is billed again (decision 0070): its
 * `freight` and `shipping_credit` rows, which moved no money. Refuses (returns false, nothing
 * removed) when money of the parcel moved: a payment row or a refund of the checkout shipping.
 */
export async function removeUnpaidFreight(tx: Db, parcelId: number): Promise<boolean> {
  const moved = await tx
    .select({ id: orderLedger.id })
    .from(orderLedger)
    .where(
      and(
        eq(orderLedger.parcelId, parcelId),
        inArray(orderLedger.kind, ['freight_paid', 'refund', 'cod_collected', 'storage_paid']),
      ),
    )
    .limit(1);
  if (moved.length > 0) return false;
  await tx
    .delete(orderLedger)
    .where(and(eq(orderLedger.parcelId, parcelId), inArray(orderLedger.kind, ['freight', 'shipping_credit'])));
  return true;
}

/**
 * What an order owes on its other parcels than `parcelId` (cents): per parcel, its rows (freight,
 * credits, payments, refunds, cash taken at its door), counted only when positive. The rider of
 * `parcelId` must not collect another parcel's freight, still at the overseas warehouse maybe.
 */
export async function owedOnOtherParcels(tx: Db, orderId: number, parcelId: number): Promise<number> {
  const rows = await tx
    .select({ sum: sql<number>`sum(${orderLedger.amountCents})::int` })
    .from(orderLedger)
    .where(
      and(
        eq(orderLedger.orderId, orderId),
        sql`${orderLedger.parcelId} IS NOT NULL`,
        sql`${orderLedger.parcelId} <> ${parcelId}`,
      ),
    )
    .groupBy(orderLedger.parcelId);
  return rows.reduce((s, r) => s + Math.max(0, r.sum), 0);
}

/** How much of the order's checkout shipping was credited against its parcels' freight so far (cents, positive). */
export async function shippingCreditedCents(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(-${orderLedger.amountCents}), 0)::int` })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.kind, 'shipping_credit')));
  return row?.sum ?? 0;
}

export async function trackingOfLines(tx: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  return tx
    .select()
    .from(lineTracking)
    .where(inArray(lineTracking.orderLineId, [...lineIds]))
    .orderBy(asc(lineTracking.id));
}

/** The lines a seller's tracking number was recorded on (the warehouse scan's match, decision 0043). */
export async function lineIdsByTrackingNo(tx: Db, trackingNo: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ lineId: lineTracking.orderLineId })
    .from(lineTracking)
    .where(eq(lineTracking.trackingNo, trackingNo));
  return rows.map((r) => r.lineId).sort((a, b) => a - b);
}
