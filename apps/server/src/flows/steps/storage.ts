import type { Db } from '@fardin/db/open-db';
import type { ParcelSettings } from '@fardin/core/contract-parcels';
import type { ParcelState } from '@fardin/core/parcel-journey';
import { linesOfOrder } from '../../modules/orders/line-state-service';
import { readyAtOfLines } from '../../modules/operations/service';
import { parcelsOfOrder } from '../../modules/parcels/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parcel states in which the goods still sit at the overseas warehouse (storage counts). */
const AT_WAREHOUSE: readonly ParcelState[] = ['packing', 'weighed', 'freight_due', 'freight_paid', 'cod_freight', 'in_batch'];

export interface OrderStorage {
  /** When free storage ends (null: no line of the order waits at the warehouse). */
  freeUntil: Date | null;
  /** Days of storage beyond the free ones so far, and their fee (cents). */
  daysOver: number;
  feeCents: number;
}

/**
 * Free storage of an order (OPERATIONS.md section 2; decision 0042): it starts when its first line
 * still at the warehouse became `ready` and lasts the setting's free days; after it, a daily fee.
 * A line stops counting once its parcel has left (departed).
 */
export async function storageOfOrder(tx: Db, orderId: number, s: ParcelSettings, now: Date): Promise<OrderStorage> {
  const lines = (await linesOfOrder(tx, orderId)).filter((l) => l.state === 'ready');
  const parcels = await parcelsOfOrder(tx, orderId);
  const gone = new Set(parcels.filter((p) => !AT_WAREHOUSE.includes(p.state)).flatMap((p) => p.lineIds));
  const waiting = lines.filter((l) => !gone.has(l.id)).map((l) => l.id);
  const readyAt = await readyAtOfLines(tx, waiting);
  const starts = [...readyAt.values()].map((d) => d.getTime());
  if (starts.length === 0) return { freeUntil: null, daysOver: 0, feeCents: 0 };
  const freeUntil = new Date(Math.min(...starts) + s.storage_free_days * DAY_MS);
  const over = now.getTime() - freeUntil.getTime();
  const daysOver = over > 0 ? Math.ceil(over / DAY_MS) : 0;
  return { freeUntil, daysOver, feeCents: daysOver * s.storage_daily_fee_cents };
}
