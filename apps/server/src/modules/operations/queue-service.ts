import type { Db } from '@fardin/db/open-db';
import {
  PROBLEM_REMINDER_HOURS,
  PURCHASE_TARGET_HOURS,
  type LineProblem,
  type ProblemStatus,
} from '@fardin/core/contract-operations';
import { fromCents } from '@fardin/core/money';
import { nextLineStates } from '@fardin/core/line-journey';
import { contactsOf } from '../accounts/staff-service';
import { linesByIds, linesOfOrder, pendingCheckDecisions, toBuyLines } from '../orders/line-state-service';
import { isOverdue, problemAnswer, problemsByStatus, unresolvedOfLines } from './problem-service';
import { refundAnswer, refundsByStatus } from './refund-service';
import { ledgerOf, purchasesOfLines, trackingOfLines } from './service';

const HOUR = 3600_000;

/**
 * The read side of operations (decision 0033): the purchasing queue, the problem inbox, the
 * refund tasks and what the shopper's order page adds (line states, problems, ledger, balance).
 */
export function createOperationsService(db: Db, now: () => Date) {
  return {
    /**
     * to_buy lines grouped by marketplace (store) and seller (the shop the product named at
     * checkout, decision 0038), the group with the oldest payment first, each group's lines oldest first.
     */
    async purchasingQueue() {
      const rows = await toBuyLines(db);
      const contacts = await contactsOf(
        db,
        rows.map((r) => r.userId),
      );
      const at = now().getTime();
      const groups = new Map<
        string,
        { marketplace: string; seller: string; seller_id: string | null; oldest_paid_at: string; lines: unknown[] }
      >();
      for (const { line, orderNote, userId } of rows) {
        // One seller is one shop id where the marketplace gives one, else one name; unknown: '' (one group).
        const seller = line.sellerName ?? '';
        const key = `${line.store}\u0000${line.sellerId ?? `name:${seller}`}`;
        const paidAt = line.paidAt!;
        const hours = Math.floor(((at - paidAt.getTime()) / HOUR) * 10) / 10;
        let group = groups.get(key);
        if (!group) {
          group = {
            marketplace: line.store,
            seller,
            seller_id: line.sellerId,
            oldest_paid_at: paidAt.toISOString(),
            lines: [],
          };
          groups.set(key, group);
        }
        group.lines.push({
          line_id: line.id,
          order_id: line.orderId,
          customer_name: contacts.get(userId)?.name ?? '',
          product_id: line.productId,
          title: line.title,
          variant: line.variantName ?? (line.variant || null),
          quantity: line.quantity,
          unit_price: fromCents(line.unitUsdCents),
          image: line.image,
          paid_at: paidAt.toISOString(),
          hours_since_payment: hours,
          overdue: hours >= PURCHASE_TARGET_HOURS,
          note: orderNote,
        });
      }
      return { target_hours: PURCHASE_TARGET_HOURS, data: [...groups.values()] };
    },

    /**
     * The staff inbox: problems oldest first, with who to call and whether they are overdue, and
     * the quality checks still waiting for the shopper's decision (overdue after the last reminder,
     * 48 h: nothing is settled by silence).
     */
    async problemInbox(status: ProblemStatus | 'unresolved', asOf?: Date) {
      const [rows, checks] = await Promise.all([
        problemsByStatus(db, status),
        status === 'open' || status === 'unresolved' ? pendingCheckDecisions(db) : Promise.resolve([]),
      ]);
      const lines = new Map(
        (
          await linesByIds(
            db,
            rows.map((r) => r.orderLineId),
          )
        ).map((l) => [l.id, l]),
      );
      const contacts = await contactsOf(db, [...rows.map((r) => r.userId), ...checks.map((c) => c.userId)]);
      const at = asOf ?? now();
      const lastReminder = PROBLEM_REMINDER_HOURS[PROBLEM_REMINDER_HOURS.length - 1]! * HOUR;
      return {
        data: rows.map((r) => ({
          ...problemAnswer(r),
          line_id: r.orderLineId,
          order_id: r.orderId,
          customer_name: contacts.get(r.userId)?.name ?? '',
          customer_phone: contacts.get(r.userId)?.phone ?? null,
          title: lines.get(r.orderLineId)?.title ?? '',
          created_at: r.createdAt.toISOString(),
          reminders_sent: r.remindersSent,
          overdue: isOverdue(r, at),
          receipt_url: r.receiptUrl,
        })),
        qc_decisions: checks.map((c) => ({
          line_id: c.lineId,
          order_id: c.orderId,
          customer_name: contacts.get(c.userId)?.name ?? '',
          customer_phone: contacts.get(c.userId)?.phone ?? null,
          title: c.title,
          checked_at: c.checkedAt.toISOString(),
          deadline: new Date(c.checkedAt.getTime() + lastReminder).toISOString(),
          reminders_sent: c.remindersSent,
          overdue: c.checkedAt.getTime() + lastReminder <= at.getTime(),
        })),
      };
    },

    async refundTasks(status: 'pending' | 'done') {
      return { data: (await refundsByStatus(db, status)).map(refundAnswer) };
    },

    /** What the back office's order page adds: each line's journey, purchase and tracking, and the ledger. */
    async adminOrderJourney(orderId: number) {
      const lines = await linesOfOrder(db, orderId);
      const ids = lines.map((l) => l.id);
      const [problems, ledger, bought, tracking] = await Promise.all([
        unresolvedOfLines(db, ids),
        ledgerOf(db, orderId),
        purchasesOfLines(db, ids),
        trackingOfLines(db, ids),
      ]);
      return {
        journey: lines.map((l) => {
          const p = problems.find((r) => r.orderLineId === l.id);
          const b = bought.find((r) => r.lineId === l.id);
          return {
            line_id: l.id,
            seller: l.sellerName ? { id: l.sellerId, name: l.sellerName } : null,
            state: l.state,
            held_from: l.heldFrom,
            next_states: nextLineStates(l.state, 'staff', l.heldFrom),
            problem: p ? problemAnswer(p) : null,
            purchase: b
              ? {
                  seller: b.purchase.seller,
                  marketplace_order_no: b.purchase.marketplaceOrderNo,
                  unit_price: fromCents(b.unitPriceCents),
                  currency: b.currency,
                }
              : null,
            tracking: tracking
              .filter((t) => t.orderLineId === l.id)
              .map((t) => ({ tracking_no: t.trackingNo, carrier: t.carrier, shelf: t.shelf })),
          };
        }),
        balance_due: fromCents(ledger.balanceCents),
        ledger: ledger.rows,
      };
    },

    /** What the shopper's order page adds: each line's problem, the ledger and the balance due. */
    async orderJourney(orderId: number, lineIds: readonly number[]) {
      const [problems, ledger] = await Promise.all([unresolvedOfLines(db, lineIds), ledgerOf(db, orderId)]);
      const problemOf = new Map<number, LineProblem>(problems.map((p) => [p.orderLineId, problemAnswer(p)]));
      return { problemOf, ledger: ledger.rows, balanceDue: fromCents(ledger.balanceCents) };
    },
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
