import { and, eq } from 'drizzle-orm';
import { orders } from '@fardin/db/schema/orders';
import { ORDER_STAGES, type OrderStage } from '@fardin/core/contract-commerce';
import type { AdminCommand } from '../../cli/admin-command';
import { createPaymentGateway } from '../../integrations/payment-gateway/create-gateway';

function positiveId(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`${what} must be a positive number`);
  return id;
}

/** Shop operations on orders, transfers, top-ups and sandbox KHQR payments until a back office exists. */
export const COMMERCE_COMMANDS: Record<string, AdminCommand> = {
  'order-status': {
    summary: `Move an order along its journey: order-status <id> <${ORDER_STAGES.slice(1).join('|')}> [note] [photo-url...]`,
    async run({ services, args, print }) {
      const id = positiveId(args[0], 'order id');
      const stage = args[1] as OrderStage;
      if (!ORDER_STAGES.includes(stage)) throw new Error(`stage must be one of ${ORDER_STAGES.join(', ')}`);
      const order = await services.flows.moveOrderStage(
        { orderId: id, to: stage, note: args[2] ?? null, photos: args.slice(3) },
        { id: null, kind: 'staff' },
      );
      print(`Order ${order.id} is now ${order.stage} (payment ${order.paymentStatus}).`);
    },
  },
  'approve-transfer': {
    summary: 'Mark a bank-transfer order paid after checking its receipt: approve-transfer <order-id>',
    async run({ db, services, args, print }) {
      const id = positiveId(args[0], 'order id');
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.paymentType, 'bankTransfer')));
      if (!order) throw new Error(`No bank-transfer order ${id}`);
      await services.flows.payOrder({ orderId: id, note: 'Bank transfer verified' }, { id: null, kind: 'staff' });
      print(`Order ${id} is paid (receipt ${order.receiptUrl ?? 'none'}).`);
    },
  },
  'approve-topup': {
    summary: 'Approve (or reject) an Anakut Cash top-up request: approve-topup <id> [reject]',
    async run({ services, args, print }) {
      const id = positiveId(args[0], 'top-up id');
      const row = await services.wallet.decideTopup(id, args[1] !== 'reject');
      print(`Top-up ${row.id} of user ${row.userId} is ${row.status}.`);
    },
  },
  'khqr-pay-sandbox': {
    summary: 'Pay a KHQR in the embedded sandbox bank: khqr-pay-sandbox <payment-reference>',
    async run({ db, config, args, print }) {
      const reference = args[0];
      if (!reference) throw new Error('payment reference is required');
      if (config.PAYMENT_GATEWAY !== 'sandbox') throw new Error('PAYMENT_GATEWAY is not sandbox');
      const { gateway, sandboxPay } = createPaymentGateway(db, { ...config, NODE_ENV: 'development' });
      await sandboxPay!(reference);
      print(`Payment ${reference} is paid in the ${gateway.kind} bank; the next status check marks it paid.`);
    },
  },
};
