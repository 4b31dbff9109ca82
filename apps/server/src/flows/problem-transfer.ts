import type { Db } from '@fardin/db/open-db';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine } from '../modules/orders/line-state-service';
import { writeOutbox } from '../modules/notifications/service';
import { recordRefusedReceipt } from './receipt-refused';
import {
  lockProblem,
  problemAnswer,
  problemById,
  updateProblem,
  type ProblemRow,
} from '../modules/operations/problem-service';
import { settleSupplement, type Target } from './answer-problem';
import { lockOwner, type Actor, type FlowDeps } from './line-step';

/**
 * A problem's difference sent by bank transfer, locked as answering it locks (line, wallet, problem)
 * so an accept and a refusal of one receipt at once go one after the other; none waiting answers
 * 409 `problem.no_transfer_to_verify`.
 */
async function lockSentTransfer(tx: Db, problemId: number): Promise<{ problem: ProblemRow; target: Target }> {
  const head = await problemById(tx, problemId);
  if (!head) throw notFound('problem.not_found');
  const target = await lockLine(tx, head.orderLineId);
  await lockOwner(tx, target.order);
  const problem = (await lockProblem(tx, head.id))!;
  if (problem.status !== 'awaiting_payment' || problem.paymentType !== 'bankTransfer')
    throw new HttpError(409, 'problem.no_transfer_to_verify');
  return { problem, target };
}

/** Staff accept the transfer receipt of a supplement (`POST /api/admin/problems/{id}/verify-transfer`). */
export async function verifyProblemTransfer(
  deps: FlowDeps,
  input: { problemId: number },
  actor: Actor & { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const { problem, target } = await lockSentTransfer(tx, input.problemId);
    await settleSupplement(tx, deps.now(), problem, 'awaiting_payment', target, 'bankTransfer');
    await writeOutbox(tx, {
      kind: 'supplement_paid',
      userId: target.order.userId,
      orderId: target.order.id,
      payload: { problem_id: problem.id },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'problem.transfer.verify',
      targetType: 'order_problem',
      targetId: problem.id,
      details: { receipt_url: problem.receiptUrl, amount_cents: problem.amountDueCents },
    });
    return problemAnswer((await problemById(tx, problem.id))!);
  });
}

/**
 * Staff refuse the transfer receipt of a problem's difference
 * (`POST /api/admin/problems/{id}/reject-transfer`): the problem is open again with no payment sent,
 * so the shopper answers it anew (another receipt, another way to pay, or cancel), told why
 * (`transfer_refused`); audited. The same locks as accepting it (line, wallet, problem): racing an
 * accept, one goes through and the other answers 409 `problem.no_transfer_to_verify`.
 */
export async function refuseProblemTransfer(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { problemId: number; reason: string },
  actor: { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const { problem, target } = await lockSentTransfer(tx, input.problemId);
    const row = await updateProblem(tx, problem.id, 'awaiting_payment', {
      status: 'open',
      paymentType: null,
      receiptUrl: null,
      paymentReference: null,
    });
    await recordRefusedReceipt(tx, {
      shopperId: target.order.userId,
      orderId: target.order.id,
      reason: input.reason,
      bill: { bill: 'supplement', problem_id: problem.id },
      receiptUrl: problem.receiptUrl,
      actor: actor.id,
      action: 'problem.transfer.reject',
      target: { type: 'order_problem', id: problem.id },
      at: deps.now(),
    });
    return problemAnswer(row!);
  });
}
