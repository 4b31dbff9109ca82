import type { ShippingStage } from './line-journey';

/**
 * The parcel journey, overseas warehouse -> door (OPERATIONS.md section 2; decision 0042). A parcel
 * holds `ready` lines of one shopper with one destination, one transport mode and one source
 * country. It moves only along PARCEL_MOVES, by the actors each move names; every move is a guarded
 * `UPDATE ... WHERE state = from` in one transaction with its event row.
 *
 * packing -> weighed -> freight_due -> freight_paid -> in_batch -> departed -> arrived_pp -> out_for_delivery -> delivered
 *                                   \-> cod_freight ---/                                                \-> delivery_failed -> out_for_delivery
 *                                                                            arrived_pp -> picked_up (warehouse pickup)
 */
export const PARCEL_STATES = [
  'packing',
  'weighed',
  'freight_due',
  'freight_paid',
  'cod_freight',
  'in_batch',
  'departed',
  'arrived_pp',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'picked_up',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** Who makes a move: staff (and admins), the server itself (a payment settling, a batch moving), the shopper, a rider. */
export type ParcelActor = 'staff' | 'system' | 'shopper' | 'rider';

export const PARCEL_MODES = ['land', 'sea', 'air'] as const;
export type ParcelMode = (typeof PARCEL_MODES)[number];

/** Door delivery by a rider, or pickup at the Phnom Penh warehouse (the order's `delivery`). */
export const PARCEL_DESTINATIONS = ['direct', 'warehouse'] as const;

/** The shopper's choice per order: ship each parcel as soon as it is ready, or wait and combine. */
export const SHIPPING_PREFERENCES = ['asap', 'combine'] as const;
export type ShippingPreference = (typeof SHIPPING_PREFERENCES)[number];

/**
 * What one shopper's parcel may weigh and measure at the warehouse (weighing, quality check). The
 * shipping calculator's caps (shipping-price.ts) are for any cargo; a parcel over these is a typing
 * error (the audit weighed one at 5000 kg and billed $7,501).
 */
export const MAX_PARCEL_WEIGHT_KG = 1000;
export const MAX_PARCEL_SIDE_CM = 1000;

/** The states from which a parcel may be put in a batch (its freight paid, or accepted as cash at the door). */
const BATCHABLE_STATES: readonly ParcelState[] = ['freight_paid', 'cod_freight'];

/** The states in which the freight is owed and may be paid online (KHQR, transfer, Anakut Cash). */
export const FREIGHT_PAYABLE_STATES: readonly ParcelState[] = ['freight_due', 'cod_freight'];

type MoveTable = Partial<Record<ParcelState, Partial<Record<ParcelState, readonly ParcelActor[]>>>>;

/** Every allowed move and who may make it. */
const PARCEL_MOVES: MoveTable = {
  // Weighing records kg and size; billing follows in the same transaction (weighed -> freight_due).
  packing: { weighed: ['staff'] },
  // The shipping paid at checkout covers the whole freight (decision 0048): nothing to pay.
  weighed: { freight_due: ['system', 'staff'], freight_paid: ['system'] },
  freight_due: {
    // Weighed again by staff before any payment of it started (a typing error; decision 0070).
    weighed: ['staff'],
    // A payment settled (KHQR seen, transfer verified, Anakut Cash taken).
    freight_paid: ['system', 'staff', 'shopper'],
    // Cash at the door, where the setting allows it for the country and mode.
    cod_freight: ['shopper', 'staff'],
  },
  // A shopper who chose cash at the door may still pay online before departure.
  cod_freight: { freight_paid: ['system', 'staff', 'shopper'], in_batch: ['staff'] },
  freight_paid: { in_batch: ['staff'] },
  // Taken out of an open batch again (back to how its freight stood), or the batch departs.
  in_batch: { freight_paid: ['staff'], cod_freight: ['staff'], departed: ['system', 'staff'] },
  departed: { arrived_pp: ['system', 'staff'] },
  arrived_pp: { out_for_delivery: ['staff'], picked_up: ['staff'] },
  out_for_delivery: { delivered: ['rider', 'staff'], delivery_failed: ['rider', 'staff'] },
  delivery_failed: { out_for_delivery: ['staff'], picked_up: ['staff'] },
};

export function canMoveParcel(from: ParcelState, to: ParcelState, actor: ParcelActor): boolean {
  const actors = PARCEL_MOVES[from]?.[to];
  return !!actors && actors.includes(actor);
}

/** The states a parcel may move to next by that actor (the back office's buttons). */
export function nextParcelStates(from: ParcelState, actor: ParcelActor): ParcelState[] {
  return PARCEL_STATES.filter((to) => canMoveParcel(from, to, actor));
}

/** Whether a parcel in this state may enter a batch (freight paid or accepted as cash at the door). */
export function canEnterBatch(state: ParcelState): boolean {
  return BATCHABLE_STATES.includes(state);
}

/** The order's shipping stage a parcel stands for (null: still at the overseas warehouse). */
function shippingStageOfParcel(state: ParcelState): ShippingStage | null {
  switch (state) {
    case 'departed':
      return 'shipped_to_cambodia';
    case 'arrived_pp':
      return 'phnom_penh_warehouse';
    case 'out_for_delivery':
    case 'delivery_failed':
      return 'out_for_delivery';
    case 'delivered':
    case 'picked_up':
      return 'delivered';
    default:
      return null;
  }
}

const SHIPPING_ORDER: readonly (ShippingStage | null)[] = [
  null,
  'shipped_to_cambodia',
  'phnom_penh_warehouse',
  'out_for_delivery',
  'delivered',
];

/** An order's shipping stage from its parcels: the least advanced parcel decides (null: none has left). */
export function deriveShippingStage(states: readonly ParcelState[]): ShippingStage | null {
  if (states.length === 0) return null;
  let least = SHIPPING_ORDER.length - 1;
  for (const s of states) least = Math.min(least, SHIPPING_ORDER.indexOf(shippingStageOfParcel(s)));
  return SHIPPING_ORDER[least] ?? null;
}

/** Storage defaults (settings override them): free days after a line is ready, then a daily fee. */
export const STORAGE_FREE_DAYS_DEFAULT = 30;
export const STORAGE_DAILY_FEE_CENTS_DEFAULT = 50;
/** Reminders before free storage ends, in days. */
export const STORAGE_REMINDER_DAYS = [7, 2] as const;

/** A parcel code: `FP` + 8 characters without look-alikes (0/O, 1/I/L), scannable as Code 128 and QR. */
const PARCEL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PARCEL_CODE_PATTERN = /^FP[2-9A-HJKMNP-Z]{8}$/;

export function newParcelCode(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(8);
  let out = 'FP';
  for (const b of bytes) out += PARCEL_CODE_ALPHABET[b % PARCEL_CODE_ALPHABET.length];
  return out;
}

/** A batch's states (decision 0043): `open -> closed -> departed -> arrived`. */
export const BATCH_STATES = ['open', 'closed', 'departed', 'arrived'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** The one next state of each (a batch only moves forward). */
export const BATCH_NEXT: Record<BatchState, BatchState | null> = {
  open: 'closed',
  closed: 'departed',
  departed: 'arrived',
  arrived: null,
};
