import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import type { LedgerKind } from '@fardin/core/contract-operations';
import type { PlannedLine, Shopper } from './shop-day-api';

const cents = (usd: number) => Math.round(usd * 100);

/** The sum of the order's ledger rows as the order page lists them (cents). */
export function balanceOf(detail: OrderJourneyDetail): number {
  return detail.ledger.reduce((s, r) => s + cents(r.amount), 0);
}

/** What the shopper was charged, and what settled it, in the ledger's own kinds (decision 0033, 0042, 0048). */
const CHARGES: readonly LedgerKind[] = ['goods', 'supplement', 'freight', 'storage_fee', 'refund'];
const SETTLED: readonly LedgerKind[] = [
  'discount',
  'goods_paid',
  'supplement_paid',
  'line_credit',
  'freight_paid',
  'cod_collected',
  'shipping_credit',
];

/**
 * The ledger's identity: the invoices (goods, supplements, freight, storage, and money given back)
 * equal the payments and credits that settle them (cents). Every kind is one of the two.
 */
export function ledgerIdentity(detail: OrderJourneyDetail) {
  const sum = (kinds: readonly LedgerKind[]) =>
    detail.ledger.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + cents(r.amount), 0);
  const unknown = detail.ledger.filter((r) => !CHARGES.includes(r.kind) && !SETTLED.includes(r.kind));
  if (unknown.length) throw new Error(`ledger kinds of neither side: ${unknown.map((r) => r.kind).join(', ')}`);
  return { charges: sum(CHARGES), settled: -sum(SETTLED) };
}

/**
 * Every message one shopper must have after the day, one per event (OPERATIONS.md section 6), and
 * nothing else: the top-up verified, an order placed and paid per order, a line bought per live
 * line, a problem raised per problem, a refund per cancelled line they had paid, one freight due,
 * departure, arrival and delivery per parcel, out for delivery per attempt, the failed attempt.
 */
export function expectedNotices(
  s: Shopper,
  day: { cancelled: ReadonlySet<number>; qcFailing: readonly PlannedLine[]; failedFirst: boolean },
): Record<string, number> {
  const mine = (l: PlannedLine) => l.shopper === s.n;
  const problems =
    s.lines.filter((l) => day.cancelled.has(l.id)).length +
    (s.n < 10 && s.n % 2 === 0 ? 1 : 0) +
    day.qcFailing.filter(mine).length;
  const refunds = s.goods === 'cod' ? 0 : s.lines.filter((l) => day.cancelled.has(l.id)).length;
  return {
    topup_verified: 1,
    order_placed: s.orders.length,
    // Cash on delivery: confirmed by staff, paid at the door.
    ...(s.goods === 'cod' ? { order_confirmed: s.orders.length } : { order_paid: s.orders.length }),
    line_bought: s.lines.filter((l) => !day.cancelled.has(l.id)).length,
    ...(problems > 0 ? { problem_raised: problems } : {}),
    ...(refunds > 0 ? { refund_made: refunds } : {}),
    freight_due: 1,
    parcel_departed: 1,
    arrived_phnom_penh: 1,
    out_for_delivery: day.failedFirst ? 2 : 1,
    delivered: 1,
    ...(day.failedFirst ? { delivery_failed: 1 } : {}),
  };
}
