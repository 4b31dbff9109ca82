import { ORDER_STAGES, type OrderStage } from '@fardin/core/contract-commerce';
import type { AdminCommand } from '../../cli/admin-command';
import { HttpError } from '../../http/errors';
import { CLI_ACTOR } from '../admin/audit-service';

function positiveId(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`${what} must be a positive number`);
  return id;
}

/** A refusal of a flow as the operator reads it (the code names the rule). */
async function asOperator<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError) throw new Error(`${err.message} (${err.code})`);
    throw err;
  }
}

/**
 * Shop operations on orders, transfers, top-ups and sandbox KHQR payments. Each goes through the
 * back office's flow (same checks, same audit row in the same transaction; decision 0032), with the
 * CLI as the actor.
 */
export const COMMERCE_COMMANDS: Record<string, AdminCommand> = {
  'order-status': {
    summary: `Move an order along its journey: order-status <id> <${ORDER_STAGES.slice(1).join('|')}> [note] [photo-url...]`,
    async run({ services, args, print }) {
      const id = positiveId(args[0], 'order id');
      const stage = args[1] as OrderStage;
      if (!ORDER_STAGES.includes(stage)) throw new Error(`stage must be one of ${ORDER_STAGES.join(', ')}`);
      const order = await asOperator(() =>
        services.flows.moveOrderStage({ orderId: id, stage, note: args[2] ?? null, photos: args.slice(3) }, CLI_ACTOR),
      );
      print(`Order ${order.id} is now ${order.stage} (payment ${order.paymentStatus}).`);
    },
  },
  'approve-transfer': {
    summary: 'Mark a bank-transfer order paid after checking its receipt: approve-transfer <order-id>',
    async run({ services, args, print }) {
      const id = positiveId(args[0], 'order id');
      const order = await asOperator(() => services.flows.approveTransfer({ orderId: id }, CLI_ACTOR));
      print(`Order ${id} is paid (receipt ${order.receiptUrl ?? 'none'}).`);
    },
  },
  'approve-topup': {
    summary: 'Approve (or reject) an Anakut Cash top-up request: approve-topup <id> [reject]',
    async run({ services, args, print }) {
      const id = positiveId(args[0], 'top-up id');
      const row = await asOperator(() =>
        args[1] === 'reject'
          ? services.flows.rejectTopup({ topupId: id }, CLI_ACTOR)
          : services.flows.approveTopup({ topupId: id }, CLI_ACTOR),
      );
      print(`Top-up ${row.id} of user ${row.userId} is ${row.status}.`);
    },
  },
  'khqr-pay-sandbox': {
    summary: 'Pay a KHQR in the embedded sandbox bank: khqr-pay-sandbox <payment-reference>',
    async run({ services, args, print }) {
      const reference = args[0];
      if (!reference) throw new Error('payment reference is required');
      await asOperator(() => services.flows.settlePayment({ reference }, CLI_ACTOR));
      print(`Payment ${reference} is paid in the sandbox bank; the next status check marks it paid.`);
    },
  },
};
