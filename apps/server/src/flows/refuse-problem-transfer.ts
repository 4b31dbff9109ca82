import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine } from '../modules/orders/line-state-service';
import { writeOutbox } from '../modules/notifications/service';
import { lockProblem, problemAnswer, problemById, updateProblem } from '../modules/operations/problem-service';
import { lockOwner, type FlowDeps } from './line-step';

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
    const head = await problemById(tx, input.problemId);
    if (!head) throw notFound('problem.not_found');
    const target = await lockLine(tx, head.orderLineId);
    await lockOwner(tx, target.order);
    const problem = (await lockProblem(tx, head.id))!;
    if (problem.status !== 'awaiting_payment' || problem.paymentType !== 'bankTransfer')
      throw new HttpError(409, 'problem.no_transfer_to_verify');
    const row = await updateProblem(tx, problem.id, 'awaiting_payment', {
      status: 'open',
      paymentType: null,
      receiptUrl: null,
      paymentReference: null,
    });
    await writeOutbox(tx, {
      kind: 'transfer_refused',
      userId: target.order.userId,
      orderId: target.order.id,
      payload: { reason: input.reason, bill: 'supplement', problem_id: problem.id },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'problem.transfer.reject',
      targetType: 'order_problem',
      targetId: problem.id,
      details: { reason: input.reason, receipt_url: problem.receiptUrl },
    });
    return problemAnswer(row!);
  });
}
