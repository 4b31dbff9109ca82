import type { LedgerRow } from '@fardin/core/contract-operations';
import type { ParcelState } from '@fardin/core/parcel-journey';

/** A line's own states that say more than its parcel: it waits for the shopper, or it ended. */
const OWN_STATES = ['problem', 'cancelled', 'returned'];

/**
 * Where a line of the order page stands (OPERATIONS.md section 2): a line's own journey ends at
 * `ready` once it is packed, and its parcel's journey takes over (packing, freight, on the way,
 * delivered, picked up). A line in a parcel shows the parcel's state; any other line its own.
 */
export function lineStatus(
  line: { id?: number | undefined; state: string },
  parcels: readonly { state: ParcelState; line_ids: readonly number[] }[],
): { kind: 'line'; state: string } | { kind: 'parcel'; state: ParcelState } {
  const parcel =
    line.id === undefined || OWN_STATES.includes(line.state)
      ? undefined
      : parcels.find((p) => p.line_ids.includes(line.id!));
  return parcel ? { kind: 'parcel', state: parcel.state } : { kind: 'line', state: line.state };
}

/**
 * The order's own share of its parcels' freight (USD) once every live line is in a weighed parcel,
 * else null. The share is the sum of the order's `freight` ledger rows: weighing splits a parcel's
 * freight over the orders it serves and writes each order its part (decision 0042; weighing again
 * replaces them), so a parcel shared with another order never counts in full here.
 */
export function weighedFreight(order: {
  lines: readonly { id?: number | undefined; state: string }[];
  parcels: readonly { freight: number | null; line_ids: readonly number[] }[];
  ledger: readonly Pick<LedgerRow, 'kind' | 'amount'>[];
}): number | null {
  const live = order.lines.filter((l) => l.state !== 'cancelled' && l.state !== 'returned');
  if (live.length === 0) return null;
  const weighed = live.every(
    (l) => l.id !== undefined && order.parcels.some((p) => p.freight !== null && p.line_ids.includes(l.id!)),
  );
  const rows = order.ledger.filter((r) => r.kind === 'freight');
  if (!weighed || rows.length === 0) return null;
  return Math.round(rows.reduce((sum, r) => sum + r.amount * 100, 0)) / 100;
}
