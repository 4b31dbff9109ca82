import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderLineChecks } from '@fardin/db/schema/orders';
import type { CheckDecision, QualityCheck } from '@fardin/core/contract-commerce';
import { notFound, fieldError } from '../../http/errors';

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

function checkAnswer(row: CheckRow): QualityCheck {
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

/**
 * Staff add or replace the check of a line (the shopper's decision and its reminders start over),
 * in the flow's transaction (flows/record-quality-check.ts).
 */
export async function recordLineCheck(
  tx: Db,
  input: { orderId: number; lineId: number; check: CheckInput; staffId: number; at: Date },
): Promise<QualityCheck> {
  // The flow has locked the line and checked its state (received or checked: at the warehouse).
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
    remindersSent: 0,
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

/**
 * The shopper's decision on a line's check (approve, or return/exchange with a reason), in the
 * flow's transaction (flows/decide-quality-check.ts); 404 when the line has no check.
 */
export async function saveCheckDecision(
  tx: Db,
  input: { lineId: number; decision: Exclude<CheckDecision, 'pending'>; reason: string | null | undefined; at: Date },
): Promise<QualityCheck> {
  const why = input.reason?.trim() || null;
  if (input.decision !== 'approved' && !why) throw fieldError('quality_check.reason_required', 'reason');
  const [row] = await tx
    .update(orderLineChecks)
    .set({ decision: input.decision, reason: why, decidedAt: input.at })
    .where(eq(orderLineChecks.orderLineId, input.lineId))
    .returning();
  if (!row) throw notFound('quality_check.not_found');
  return checkAnswer(row);
}

/** Quality checks per order line: staff photos/measurements and the shopper's decision are flow steps. */
export function createQualityCheckService(db: Db) {
  return {
    /** The checks of the given lines, by line id. */
    async ofLines(lineIds: number[]): Promise<Map<number, QualityCheck>> {
      if (!lineIds.length) return new Map();
      const rows = await db.select().from(orderLineChecks).where(inArray(orderLineChecks.orderLineId, lineIds));
      return new Map(rows.map((r) => [r.orderLineId, checkAnswer(r)]));
    },
  };
}
export type QualityCheckService = ReturnType<typeof createQualityCheckService>;
