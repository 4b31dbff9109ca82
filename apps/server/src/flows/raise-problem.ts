import type { Alternative, ProblemKind } from '@fardin/core/contract-operations';
import { systemNote } from '@fardin/core/system-notes';
import type { LineState } from '@fardin/core/line-journey';
import { toCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine, syncOrderStage } from '../modules/orders/line-state-service';
import { addLedger } from '../modules/operations/service';
import { writeOutbox } from '../modules/notifications/service';
import { insertProblem, problemAnswer } from '../modules/operations/problem-service';
import { creditLowerPrice, lineChargeNowCents, stepLine, type Actor, type FlowDeps, lockOwner } from './line-step';

/** Where each kind may be raised: a price or stock problem while buying, lost in transit, QC at the warehouse. */
const RAISE_FROM: Record<ProblemKind, readonly LineState[]> = {
  price_changed: ['to_buy'],
  out_of_stock: ['to_buy'],
  lost: ['bought', 'seller_shipped'],
  qc_failed: ['received', 'checked'],
};

export interface RaiseProblemInput {
  lineId: number;
  kind: ProblemKind;
  newUnitPrice?: number | undefined;
  alternatives?: Alternative[] | undefined;
  note?: string | undefined;
}

/**
 * Staff raise a problem on a line (`POST /api/admin/order-lines/{id}/problems`): the line goes on
 * hold, the problem (and for a price rise its supplement row) is written with the shopper's
 * "action needed" notification and the audit row. A lower price opens nothing: the difference is
 * credited and refunded to Anakut Cash at once.
 */
export async function raiseProblem(deps: FlowDeps, input: RaiseProblemInput, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, input.lineId);
    await lockOwner(tx, target.order);
    const { order, line } = target;
    if (!RAISE_FROM[input.kind].includes(line.state))
      throw new HttpError(409, 'problem.raise_not_allowed', { params: { state: line.state } });
    let amountDue = 0;
    let newUnit: number | null = null;
    if (input.kind === 'price_changed') {
      if (input.newUnitPrice === undefined)
        throw new HttpError(422, 'problem.price_required', { field: 'new_unit_price' });
      newUnit = toCents(input.newUnitPrice);
      // Against what the line charges now (its goods with earlier supplements and credits), not its
      // price at checkout: a second lower price, or the same one sent twice, must not credit again.
      const diff = newUnit * line.quantity - (await lineChargeNowCents(tx, line));
      if (diff === 0) throw new HttpError(422, 'problem.price_unchanged', { field: 'new_unit_price' });
      if (diff < 0) {
        const refunded = await creditLowerPrice(tx, at, target, -diff, actor, systemNote('line.lower_price'));
        await audit(tx, actor, input, { refunded_cents: refunded });
        return { problem: null, refunded: refunded / 100 };
      }
      amountDue = diff;
    }
    await stepLine(tx, at, target, 'problem', actor, {
      note: input.note ?? systemNote(`problem.raised.${input.kind}`),
    });
    const problem = await insertProblem(tx, {
      lineId: line.id,
      orderId: order.id,
      userId: order.userId,
      kind: input.kind,
      amountDueCents: amountDue,
      newUnitCents: newUnit,
      alternatives: input.alternatives ?? [],
      note: input.note ?? null,
      raisedBy: actor.id,
      at,
    });
    if (amountDue > 0)
      await addLedger(tx, {
        orderId: order.id,
        lineId: line.id,
        kind: 'supplement',
        amountCents: amountDue,
        problemId: problem.id,
        note: systemNote('line.price_rise'),
        at,
      });
    await writeOutbox(tx, {
      kind: 'problem_raised',
      userId: order.userId,
      orderId: order.id,
      payload: { problem_id: problem.id, kind: input.kind, line_id: line.id, amount_due_cents: amountDue },
      at,
    });
    await syncOrderStage(tx, order.id, at);
    await audit(tx, actor, input, { problem_id: problem.id });
    return { problem: problemAnswer(problem), refunded: 0 };
  });
}

async function audit(
  tx: Parameters<typeof recordAudit>[0],
  actor: Actor,
  input: RaiseProblemInput,
  details: Record<string, unknown>,
) {
  if (actor.id === null) return;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'order_line.problem',
    targetType: 'order_line',
    targetId: input.lineId,
    details: { kind: input.kind, new_unit_price: input.newUnitPrice ?? null, note: input.note ?? null, ...details },
  });
}
