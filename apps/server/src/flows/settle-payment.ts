import { fromCents } from '@fardin/core/money';
import { HttpError, notFound } from '../http/errors';
import { createSandboxGateway } from '../integrations/payment-gateway/sandbox';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { paymentWithSandboxState } from '../modules/payments/service';
import { sandboxBank } from '../modules/payments/sandbox-bank-service';
import type { FlowDeps } from './flow-deps';

/**
 * Staff (back office, CLI `khqr-pay-sandbox`) pay an open KHQR in the embedded sandbox bank; the
 * shopper's next status check settles it and the checkout completes. Only with the sandbox as the
 * gateway, only a pending, unexpired payment not paid yet; the bank's transaction and the audit row
 * land in one transaction.
 */
export async function settlePayment(
  deps: Pick<FlowDeps, 'db' | 'now' | 'config'>,
  input: { paymentId: number } | { reference: string },
  actor: AuditActor,
): Promise<{ id: number; reference: string }> {
  if (deps.config.PAYMENT_GATEWAY !== 'sandbox') throw new HttpError(409, 'payment.not_sandbox');
  return deps.db.transaction(async (tx) => {
    const row = await paymentWithSandboxState(
      tx,
      'paymentId' in input ? { id: input.paymentId } : { reference: input.reference },
    );
    if (!row) throw notFound('payment.not_found');
    const { payment } = row;
    if (payment.status !== 'pending') throw new HttpError(409, 'payment.not_pending');
    if (row.sandboxPaid) throw new HttpError(409, 'payment.already_paid');
    if (payment.expiresAt <= deps.now()) throw new HttpError(409, 'payment.expired');
    await createSandboxGateway(sandboxBank(tx)).pay(payment.md5, {
      toAccountId: deps.config.BAKONG_ACCOUNT_ID,
      currency: payment.currency,
      amount: fromCents(payment.amountCents),
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'payment.khqr.sandbox_pay',
      targetType: 'payment',
      targetId: payment.id,
      details: { reference: payment.reference, user_id: payment.userId, amount: fromCents(payment.amountCents) },
    });
    return { id: payment.id, reference: payment.reference };
  });
}
