/**
 * The commerce contract's plain values (payment types, order stages and statuses) and their rules,
 * without zod: browser code imports them from here so no schema library reaches a client chunk
 * (issue 28). `contract-commerce.ts` re-exports them for the server.
 */

export const PAYMENT_TYPES = ['cod', 'khqr', 'bankTransfer', 'anakut'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const TRANSPORTS = ['land', 'sea', 'air'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export const DELIVERIES = ['direct', 'warehouse'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The journey of a cross-border order, in order; `placed` waits for payment, `cancelled` ends it. */
export const ORDER_STAGES = [
  'placed',
  'paid',
  'purchased',
  'overseas_warehouse',
  'shipped_to_cambodia',
  'phnom_penh_warehouse',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Customer-facing buckets (status tabs), in tab order. */
export const ORDER_STATUSES = ['pending', 'paid', 'delivering', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STAGE_BUCKET: Record<OrderStage, OrderStatus> = {
  placed: 'pending',
  paid: 'paid',
  purchased: 'paid',
  overseas_warehouse: 'paid',
  shipped_to_cambodia: 'delivering',
  phnom_penh_warehouse: 'delivering',
  out_for_delivery: 'delivering',
  delivered: 'completed',
  cancelled: 'cancelled',
};

export function orderStatusOf(stage: OrderStage): OrderStatus {
  return STAGE_BUCKET[stage];
}

export function stagesOfStatus(status: OrderStatus): OrderStage[] {
  return ORDER_STAGES.filter((stage) => STAGE_BUCKET[stage] === status);
}

/**
 * Stages an order may move to from `from` (forward only; cancel only before purchase). A placed
 * order is first paid, or confirmed by phone when it is cash on delivery: no move skips that (a
 * jump from placed to delivered marked an unconfirmed COD order paid with no cash taken).
 */
export function canMoveOrder(from: OrderStage, to: OrderStage): boolean {
  if (from === to || from === 'cancelled' || from === 'delivered') return false;
  if (to === 'cancelled') return from === 'placed' || from === 'paid';
  if (from === 'placed') return to === 'paid';
  return ORDER_STAGES.indexOf(to) > ORDER_STAGES.indexOf(from);
}
