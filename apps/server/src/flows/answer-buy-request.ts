import { BUY_REQUEST_ANSWERED, type StaffBuyRequest } from '@fardin/core/contract-requests';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { writeOutbox } from '../modules/notifications/service';
import { answerBuyRequestRow, createBuyRequestService } from '../modules/requests/service';
import type { FlowDeps } from './flow-deps';

export interface AnswerBuyRequestInput {
  requestId: number;
  /** A product link or id the shop can buy. */
  product: string;
  quoteCents: number;
  note: string;
}

/**
 * Staff answer a "buy it for me" request (issue 29 item 2) in ONE transaction: the answer (only an
 * open request: a second answer is a 409), the shopper's waiting count lowered, the outbox row that
 * tells the shopper (`buy_request_answered`) and the audit row. A rolled-back answer tells nobody.
 */
export async function answerBuyRequest(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: AnswerBuyRequestInput,
  actor: AuditActor,
): Promise<StaffBuyRequest> {
  const row = await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const answered = await answerBuyRequestRow(tx, {
      requestId: input.requestId,
      staffUserId: actor.id,
      product: input.product,
      quoteCents: input.quoteCents,
      note: input.note,
      at,
    });
    await writeOutbox(tx, {
      kind: BUY_REQUEST_ANSWERED,
      userId: answered.userId,
      orderId: null,
      payload: { request_id: answered.id, amount_cents: input.quoteCents, text: input.product },
      at,
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'buy_request.answer',
      targetType: 'buy_request',
      targetId: answered.id,
      details: { user_id: answered.userId, product: input.product, quote_cents: input.quoteCents },
    });
    return answered;
  });
  return createBuyRequestService(deps.db).staffView(row);
}
