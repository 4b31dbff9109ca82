import { ORDER_STAGES, type OrderStage } from './contract-commerce';

/**
 * The purchase journey of one order line (OPERATIONS.md section 1; decision 0033). A line moves
 * only along MOVES, by the actors each move names; the order's stage is derived from its lines
 * (deriveOrderStage) and nothing else writes it.
 */
export const LINE_STATES = [
  'awaiting_payment',
  'to_buy',
  'bought',
  'seller_shipped',
  'received',
  'checked',
  'ready',
  'problem',
  'cancelled',
  'returned',
] as const;
export type LineState = (typeof LINE_STATES)[number];

/** Who makes a move: staff (and admins), the server itself (a payment, an answer), the shopper. */
export const LINE_ACTORS = ['staff', 'system', 'shopper'] as const;
export type LineActor = (typeof LINE_ACTORS)[number];

/** The states that end a line (with a refund row where something was paid). */
const ENDED_LINE_STATES: readonly LineState[] = ['cancelled', 'returned'];

type MoveTable = Partial<Record<LineState, Partial<Record<LineState, readonly LineActor[]>>>>;

/**
 * Every allowed move and who may make it. `problem -> X` is further limited by canLeaveProblem:
 * a line on hold goes back to where it was (or ends), never further back.
 */
const LINE_MOVES: MoveTable = {
  awaiting_payment: { to_buy: ['system', 'staff'], cancelled: ['shopper', 'staff', 'system'] },
  to_buy: { bought: ['staff'], problem: ['staff'], cancelled: ['staff'] },
  bought: { seller_shipped: ['staff'], problem: ['staff'] },
  seller_shipped: { received: ['staff'], problem: ['staff'] },
  received: { checked: ['staff'], ready: ['staff'], problem: ['staff'] },
  checked: { ready: ['staff', 'shopper'], problem: ['staff'], returned: ['staff'] },
  problem: {
    to_buy: ['system', 'staff'],
    bought: ['system', 'staff'],
    seller_shipped: ['system', 'staff'],
    received: ['system', 'staff'],
    checked: ['system', 'staff'],
    ready: ['system', 'staff'],
    cancelled: ['system', 'staff', 'shopper'],
    returned: ['system', 'staff'],
  },
};

/** Rank of a state on the journey (problem and the ends are ranked by canLeaveProblem / the stage). */
const RANK: Record<LineState, number> = {
  awaiting_payment: 0,
  to_buy: 1,
  bought: 2,
  seller_shipped: 3,
  received: 4,
  checked: 5,
  ready: 6,
  problem: -1,
  cancelled: 99,
  returned: 99,
};

/** A line on hold may go back to where it was or further on, never further back. */
function canLeaveProblem(heldFrom: LineState | null, to: LineState): boolean {
  if (to === 'cancelled' || to === 'returned') return true;
  if (!heldFrom) return false;
  return RANK[to] >= RANK[heldFrom] && RANK[to] <= RANK.ready;
}

export function canMoveLine(
  from: LineState,
  to: LineState,
  actor: LineActor,
  heldFrom: LineState | null = null,
): boolean {
  const actors = LINE_MOVES[from]?.[to];
  if (!actors || !actors.includes(actor)) return false;
  if (from === 'problem') return canLeaveProblem(heldFrom, to);
  return true;
}

/** The states a line may move to next by that actor (the back office's buttons). */
export function nextLineStates(from: LineState, actor: LineActor, heldFrom: LineState | null = null): LineState[] {
  return LINE_STATES.filter((to) => canMoveLine(from, to, actor, heldFrom));
}

/** The order stage a line stands for (a line on hold stands where it was held). */
function stageOfLine(state: LineState, heldFrom: LineState | null = null): OrderStage {
  const at = state === 'problem' ? (heldFrom ?? 'to_buy') : state;
  switch (at) {
    case 'awaiting_payment':
      return 'placed';
    case 'to_buy':
    case 'problem':
      return 'paid';
    case 'bought':
    case 'seller_shipped':
      return 'purchased';
    case 'received':
    case 'checked':
    case 'ready':
      return 'overseas_warehouse';
    case 'cancelled':
    case 'returned':
      return 'cancelled';
  }
}

/** The stages after the overseas warehouse, held by the parcel journey (interim: the order's shipping stage). */
export const SHIPPING_STAGES = [
  'shipped_to_cambodia',
  'phnom_penh_warehouse',
  'out_for_delivery',
  'delivered',
] as const;
export type ShippingStage = (typeof SHIPPING_STAGES)[number];

export interface LineStateOf {
  state: LineState;
  heldFrom?: LineState | null;
}

/**
 * The order's stage from its lines: the least advanced line that has not ended decides; an order
 * whose lines all ended is cancelled. Once every live line is ready, the shipping stage (the parcel
 * journey's, null before) takes over.
 */
export function deriveOrderStage(lines: readonly LineStateOf[], shipping: ShippingStage | null = null): OrderStage {
  const live = lines.filter((l) => !ENDED_LINE_STATES.includes(l.state));
  if (live.length === 0) return 'cancelled';
  let least: OrderStage = 'delivered';
  for (const line of live) {
    const stage = stageOfLine(line.state, line.heldFrom ?? null);
    if (ORDER_STAGES.indexOf(stage) < ORDER_STAGES.indexOf(least)) least = stage;
  }
  if (shipping && live.every((l) => l.state === 'ready')) return shipping;
  return least;
}

/** Whether `next` is not behind `prev` (cancelled ends an order; nothing follows it). */
export function stageNotBehind(prev: OrderStage, next: OrderStage): boolean {
  if (prev === 'cancelled') return next === 'cancelled';
  if (next === 'cancelled') return true;
  return ORDER_STAGES.indexOf(next) >= ORDER_STAGES.indexOf(prev);
}

/**
 * The line states the legacy "move the order to stage X" back-office action walks the order's
 * live lines to (staff moves, one at a time, each an event). Shipping stages need every line ready.
 */
export const STAGE_TARGET_STATE: Partial<Record<OrderStage, LineState>> = {
  paid: 'to_buy',
  purchased: 'bought',
  overseas_warehouse: 'received',
};

/** The path of staff moves from a state to a later one on the journey (empty: none). */
export function pathTo(from: LineState, to: LineState): LineState[] {
  const order: LineState[] = ['awaiting_payment', 'to_buy', 'bought', 'seller_shipped', 'received', 'checked', 'ready'];
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0 || b < 0 || b <= a) return [];
  const path = order.slice(a + 1, b + 1);
  // received -> ready is a move of its own (no QC asked); keep checked on the way to show the QC step.
  return path;
}
