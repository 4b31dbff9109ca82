import type { Db } from '@fardin/db/open-db';
import { systemNote } from '@fardin/core/system-notes';
import { PROBLEM_KIND_CHOICES, type ProblemAnswerBody } from '@fardin/core/contract-operations';
import type { LineState } from '@fardin/core/line-journey';
import { fromCents, toCents } from '@fardin/core/money';
import { HttpError, notFound } from '../http/errors';
import { lockLine, syncOrderStage, type LineRow, type OrderRow } from '../modules/orders/line-state-service';
import { addLedger } from '../modules/operations/service';
import {
  lockProblem,
  problemAnswer,
  problemById,
  updateProblem,
  type ProblemRow,
} from '../modules/operations/problem-service';
import { debitWallet, lockWallet } from '../modules/wallet/service';
import {
  creditLowerPrice,
  lineChargeNowCents,
  settleEndedLine,
  stepLine,
  type Actor,
  type FlowDeps,
  lockOwner,
} from './line-step';

export type Target = { order: OrderRow; line: LineRow };

/**
 * The shopper answers a problem (`POST /api/order-problems/{id}/answer`). Each answer is one
 * transaction: the problem moves on with a conditional update (two answers at once: one wins, the
 * other 409 `problem.not_open`), the line leaves its hold, the ledger and the wallet move together.
 * Paying by KHQR answers a QR first; the same answer again settles it once the bank says paid.
 */
export async function answerProblem(
  deps: FlowDeps,
  input: { problemId: number; body: ProblemAnswerBody },
  actor: Actor & { id: number },
) {
  const { body } = input;
  const head = await problemById(deps.db, input.problemId);
  if (!head || head.userId !== actor.id) throw notFound('problem.not_found');
  if (!PROBLEM_KIND_CHOICES[head.kind].includes(body.choice)) throw new HttpError(409, 'problem.choice_not_allowed');

  if (body.choice === 'pay' && body.payment_type === 'khqr') return payByKhqr(deps, head, actor);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, head.orderLineId, actor.id);
    await lockOwner(tx, target.order);
    const problem = (await lockProblem(tx, head.id))!;
    if (problem.status !== 'open') throw new HttpError(409, 'problem.not_open');
    switch (body.choice) {
      case 'pay':
        if (!body.payment_type) throw new HttpError(422, 'problem.payment_type_required', { field: 'payment_type' });
        if (body.payment_type === 'bankTransfer') {
          if (!body.image_url) throw new HttpError(422, 'problem.receipt_required', { field: 'image_url' });
          await claim(tx, problem, 'open', 'awaiting_payment', at, {
            paymentType: 'bankTransfer',
            receiptUrl: body.image_url,
            paymentReference: `TRANSFER-${problem.id}`,
          });
          return answer(tx, problem.id, target, null);
        }
        await lockWallet(tx, actor.id);
        await debitWallet(tx, actor.id, problem.amountDueCents, target.order.id, `SUPPLEMENT-${problem.id}`);
        await settleSupplement(tx, at, problem, 'open', target, 'anakut');
        return answer(tx, problem.id, target, null);
      case 'alternative':
        await chooseAlternative(tx, at, problem, target, body, actor);
        return answer(tx, problem.id, target, null);
      case 'cancel':
        await claim(tx, problem, 'open', 'resolved', at, { choice: 'cancel' });
        await stepLine(tx, at, target, 'cancelled', actor, { note: systemNote('line.cancelled_by_shopper') });
        await settleEndedLine(tx, at, target, actor, { refundNow: true });
        break;
      case 'return':
        await claim(tx, problem, 'open', 'resolved', at, { choice: 'return' });
        await stepLine(
          tx,
          at,
          target,
          'returned',
          { id: null, kind: 'system' },
          { note: systemNote('line.return_to_seller') },
        );
        await settleEndedLine(tx, at, target, actor, { refundNow: false });
        break;
      case 'exchange':
      case 'accept': {
        await claim(tx, problem, 'open', 'resolved', at, { choice: body.choice });
        const to: LineState = body.choice === 'accept' ? 'ready' : target.line.heldFrom!;
        await stepLine(
          tx,
          at,
          target,
          to,
          { id: null, kind: 'system' },
          { note: systemNote(`problem.answer.${body.choice}`) },
        );
        break;
      }
    }
    await syncOrderStage(tx, target.order.id, at);
    return answer(tx, problem.id, target, null);
  });
}

async function claim(
  tx: Db,
  problem: ProblemRow,
  from: ProblemRow['status'],
  to: ProblemRow['status'],
  at: Date,
  set: Partial<ProblemRow> = {},
) {
  const row = await updateProblem(tx, problem.id, from, {
    ...set,
    status: to,
    answeredAt: problem.answeredAt ?? at,
    ...(to === 'resolved' ? { resolvedAt: at } : {}),
  });
  if (!row) throw new HttpError(409, 'problem.not_open');
  return row;
}

/** The supplement is paid (once: the conditional claim and the ledger's unique row): the line goes on. */
export async function settleSupplement(
  tx: Db,
  at: Date,
  problem: ProblemRow,
  from: ProblemRow['status'],
  target: Target,
  method: string,
) {
  await claim(tx, problem, from, 'resolved', at, { choice: 'pay', paymentType: method });
  await addLedger(tx, {
    orderId: target.order.id,
    lineId: target.line.id,
    kind: 'supplement_paid',
    amountCents: -problem.amountDueCents,
    method,
    problemId: problem.id,
    at,
  });
  await stepLine(
    tx,
    at,
    target,
    target.line.heldFrom!,
    { id: null, kind: 'system' },
    { note: systemNote('line.difference_paid') },
  );
  await syncOrderStage(tx, target.order.id, at);
}

async function chooseAlternative(
  tx: Db,
  at: Date,
  problem: ProblemRow,
  target: Target,
  body: ProblemAnswerBody,
  actor: Actor & { id: number },
) {
  const alt = problem.alternatives.find((a) => a.variant === body.variant);
  if (!alt) throw new HttpError(422, 'problem.alternative_unknown', { field: 'variant' });
  const { order, line } = target;
  const diff = toCents(alt.unit_price) * line.quantity - (await lineChargeNowCents(tx, line));
  await claim(tx, problem, 'open', 'resolved', at, { choice: 'alternative', chosenVariant: alt.variant });
  if (diff > 0) {
    // A dearer alternative is paid at once from Anakut Cash (KHQR and transfer: pick the cheaper one or cancel).
    if (body.payment_type !== 'anakut')
      throw new HttpError(422, 'problem.payment_type_required', { field: 'payment_type' });
    await lockWallet(tx, actor.id);
    await debitWallet(tx, actor.id, diff, order.id, `SUPPLEMENT-${problem.id}`);
    await addLedger(tx, {
      orderId: order.id,
      lineId: line.id,
      kind: 'supplement',
      amountCents: diff,
      problemId: problem.id,
      at,
    });
    await addLedger(tx, {
      orderId: order.id,
      lineId: line.id,
      kind: 'supplement_paid',
      amountCents: -diff,
      method: 'anakut',
      problemId: problem.id,
      at,
    });
  } else if (diff < 0) {
    await creditLowerPrice(tx, at, target, -diff, actor, systemNote('line.cheaper_alternative'));
  }
  await stepLine(
    tx,
    at,
    target,
    'to_buy',
    { id: null, kind: 'system' },
    {
      note: systemNote('problem.alternative', { variant: alt.variant_name ?? alt.variant }),
      variant: alt.variant,
      variantName: alt.variant_name,
    },
  );
  await syncOrderStage(tx, order.id, at);
}

async function payByKhqr(deps: FlowDeps, head: ProblemRow, actor: Actor & { id: number }) {
  if (head.status === 'open') {
    const payment = await deps.payments.generate(actor.id, head.amountDueCents, 'khqr');
    const row = await deps.db.transaction(async (tx) => {
      const locked = await lockLine(tx, head.orderLineId, actor.id);
      await lockOwner(tx, locked.order);
      const problem = (await lockProblem(tx, head.id))!;
      return claim(tx, problem, 'open', 'awaiting_payment', deps.now(), {
        paymentType: 'khqr',
        paymentReference: payment.reference,
      });
    });
    return {
      problem: problemAnswer(row),
      line_state: 'problem' as const,
      khqr: {
        reference: payment.reference,
        qr_string: payment.qrString,
        amount: fromCents(payment.amountCents),
        expires_at: payment.expiresAt.toISOString(),
      },
    };
  }
  if (head.status !== 'awaiting_payment' || head.paymentType !== 'khqr' || !head.paymentReference)
    throw new HttpError(409, 'problem.not_open');
  const { row: payment, status } = await deps.payments.check(actor.id, head.paymentReference);
  return deps.db.transaction(async (tx) => {
    const target = await lockLine(tx, head.orderLineId, actor.id);
    await lockOwner(tx, target.order);
    const problem = (await lockProblem(tx, head.id))!;
    if (status === 'paid' && problem.status === 'awaiting_payment')
      await settleSupplement(tx, deps.now(), problem, 'awaiting_payment', target, 'khqr');
    const khqr =
      status === 'paid'
        ? null
        : {
            reference: payment.reference,
            qr_string: payment.qrString,
            amount: fromCents(payment.amountCents),
            expires_at: payment.expiresAt.toISOString(),
          };
    return answer(tx, problem.id, target, khqr);
  });
}

async function answer(tx: Db, problemId: number, target: Target, khqr: null | Record<string, unknown>) {
  const row = (await problemById(tx, problemId))!;
  return {
    problem: problemAnswer(row),
    line_state: target.line.state,
    khqr: khqr as null | { reference: string; qr_string: string; amount: number; expires_at: string },
  };
}
