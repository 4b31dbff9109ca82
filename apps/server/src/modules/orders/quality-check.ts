import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderLineChecks, orderLines, orders } from '@fardin/db/schema/orders';
import type { CheckDecision, QualityCheck } from '@fardin/core/contract-commerce';
import { HttpError, notFound, fieldError } from '../../http/errors';

type CheckRow = typeof orderLineChecks.$inferSelect;

/** What staff record for one line at the overseas warehouse (kg and cm as shown on the form). */
export interface CheckInput {
  photos: string[];
  weightKg?: number | null | undefined;
  lengthCm?: number | null | undefined;
  widthCm?: number | null | undefined;
  heightCm?: number | null | undefined;
  note?: string | null | undefined;
}

const toInt = (v: number | null | undefined, factor: number) =>
  v === null || v === undefined ? null : Math.round(v * factor);
const fromInt = (v: number | null, factor: number) => (v === null ? null : v / factor);

export function checkAnswer(row: CheckRow): QualityCheck {
  return {
    photos: row.photos,
    weight_kg: fromInt(row.weightGrams, 1000),
    length_cm: fromInt(row.lengthMm, 10),
    width_cm: fromInt(row.widthMm, 10),
    height_cm: fromInt(row.heightMm, 10),
    note: row.staffNote,
    decision: row.decision as CheckDecision,
    reason: row.reason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    checked_at: row.createdAt.toISOString(),
  };
}

/** The line of that order with the order's owner and stage; unknown pairs answer 404. */
export async function lineOf(db: Db, orderId: number, lineId: number) {
  const [row] = await db
    .select({ lineId: orderLines.id, userId: orders.userId, stage: orders.stage })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!row) throw notFound('order.line_not_found');
  return row;
}

/**
 * Staff add or replace the check of a line (the shopper's decision starts over), in the flow's
 * transaction (flows/record-quality-check.ts).
 */
export async function recordLineCheck(
  tx: Db,
  input: { orderId: number; lineId: number; check: CheckInput; staffId: number; at: Date },
): Promise<QualityCheck> {
  const line = await lineOf(tx, input.orderId, input.lineId);
  if (line.stage !== 'overseas_warehouse') throw new HttpError(409, 'quality_check.not_at_warehouse');
  const { check } = input;
  const values = {
    photos: check.photos,
    weightGrams: toInt(check.weightKg, 1000),
    lengthMm: toInt(check.lengthCm, 10),
    widthMm: toInt(check.widthCm, 10),
    heightMm: toInt(check.heightCm, 10),
    staffNote: check.note ?? null,
    decision: 'pending',
    reason: null,
    decidedAt: null,
    createdBy: input.staffId,
    createdAt: input.at,
  };
  const [row] = await tx
    .insert(orderLineChecks)
    .values({ orderLineId: input.lineId, ...values })
    .onConflictDoUpdate({ target: orderLineChecks.orderLineId, set: values })
    .returning();
  return checkAnswer(row!);
}

/** Quality checks per order line: staff photos/measurements (a flow step), then the shopper's decision. */
export function createQualityCheckService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** The checks of the given lines, by line id. */
    async ofLines(lineIds: number[]): Promise<Map<number, QualityCheck>> {
      if (!lineIds.length) return new Map();
      const rows = await db.select().from(orderLineChecks).where(inArray(orderLineChecks.orderLineId, lineIds));
      return new Map(rows.map((r) => [r.orderLineId, checkAnswer(r)]));
    },

    /** The shopper approves, or asks for a return/exchange (reason required), of their own order only. */
    async decide(
      userId: number,
      orderId: number,
      lineId: number,
      decision: Exclude<CheckDecision, 'pending'>,
      reason: string | null | undefined,
    ): Promise<QualityCheck> {
      const line = await lineOf(db, orderId, lineId);
      if (line.userId !== userId) throw notFound('order.line_not_found');
      if (line.stage !== 'overseas_warehouse') throw new HttpError(409, 'quality_check.not_at_warehouse');
      const why = reason?.trim() || null;
      if (decision !== 'approved' && !why) throw fieldError('quality_check.reason_required', 'reason');
      const [row] = await db
        .update(orderLineChecks)
        .set({ decision, reason: why, decidedAt: now() })
        .where(eq(orderLineChecks.orderLineId, lineId))
        .returning();
      if (!row) throw notFound('quality_check.not_found');
      return checkAnswer(row);
    },
  };
}
export type QualityCheckService = ReturnType<typeof createQualityCheckService>;
