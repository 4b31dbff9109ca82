import type { AdminParcel, ParcelAnswer, StorageAnswer, StorageTransfer } from '@fardin/core/contract-parcels';
import { fromCents } from '@fardin/core/money';
import { PARCEL_STATES, type ParcelState, type ShippingPreference } from '@fardin/core/parcel-journey';
import { notFound } from '../http/errors';
import { contactsOf } from '../modules/accounts/staff-service';
import { sourceCountryOf } from '../modules/checkout/source-country-service';
import { orderById, ordersByIds, readyLinesOfAll } from '../modules/orders/line-state-service';
import {
  linesOfParcel,
  packedLineIds,
  parcelsByIds,
  parcelsInStates,
  parcelsOfBatch,
  parcelsOfOrder,
  shippingPreferenceOf,
} from '../modules/parcels/service';
import { parcelSettings } from '../modules/parcels/settings-service';
import { storageTransfersWaiting } from '../modules/parcels/storage-payment-service';
import { parcelAnswer } from '../modules/parcels/view-service';
import type { ParcelFlowDeps } from './pack-parcel';
import { storageAnswer } from './steps/storage';
import { batchesByIds } from '../modules/batches/service';

/** Each parcel's batch ETA from the batches module (decision 0043): what the shopper's order page shows. */
async function withBatchEta(db: Deps['db'], parcels: ParcelAnswer[]) {
  const ids = parcels.flatMap((p) => (p.batch ? [p.batch.id] : []));
  const eta = new Map((await batchesByIds(db, ids)).map((b) => [b.id, b.eta]));
  for (const p of parcels) if (p.batch) p.batch = { id: p.batch.id, eta: eta.get(p.batch.id) ?? null };
}

type Deps = Pick<ParcelFlowDeps, 'db' | 'now'>;

/**
 * The parcels and free storage of one of the shopper's orders (the order detail's `parcels[]` and
 * `storage`, OPERATIONS.md section 5). Another shopper's order answers 404.
 */
export async function orderShipping(
  deps: Deps,
  input: { orderId: number; userId?: number },
): Promise<{ parcels: ParcelAnswer[]; storage: StorageAnswer; preference: ShippingPreference }> {
  const { db } = deps;
  const order = await orderById(db, input.orderId, input.userId);
  if (!order) throw notFound('order.not_found');
  const settings = await parcelSettings(db);
  const rows = await parcelsOfOrder(db, order.id);
  const parcels = await Promise.all(
    rows.map(async (r) =>
      parcelAnswer(
        r,
        (await linesOfParcel(db, r.id)).map((l) => l.lineId),
        settings,
      ),
    ),
  );
  await withBatchEta(db, parcels);
  return {
    parcels,
    storage: await storageAnswer(db, order.id, settings, deps.now()),
    preference: await shippingPreferenceOf(db, order.id),
  };
}

/** Back office: parcels in some states (all by default), or of one batch, newest first (a batch: oldest first), with the shopper's name and phone. */
export async function adminParcels(
  deps: Deps,
  input: { states?: readonly ParcelState[] | undefined; ids?: readonly number[]; batchId?: number | undefined },
): Promise<AdminParcel[]> {
  const { db } = deps;
  const settings = await parcelSettings(db);
  const rows = input.ids
    ? await parcelsByIds(db, input.ids)
    : input.batchId !== undefined
      ? (await parcelsOfBatch(db, input.batchId)).filter((r) => !input.states || input.states.includes(r.state))
      : await parcelsInStates(db, input.states ?? PARCEL_STATES, 200);
  const contacts = await contactsOf(
    db,
    rows.map((r) => r.userId),
  );
  return Promise.all(
    rows.map(async (r) => {
      const lines = await linesOfParcel(db, r.id);
      const who = contacts.get(r.userId);
      return {
        ...parcelAnswer(
          r,
          lines.map((l) => l.lineId),
          settings,
        ),
        user_id: r.userId,
        customer_name: who?.name ?? '',
        customer_phone: who?.phone ?? '',
        source_country: r.sourceCountry,
        address: r.address ? [r.address.name, r.address.description].filter(Boolean).join(', ') : null,
        order_ids: [...new Set(lines.map((l) => l.orderId))],
        created_at: r.createdAt.toISOString(),
      };
    }),
  );
}

export interface PackableGroup {
  user_id: number;
  customer_name: string;
  customer_phone: string;
  destination: 'direct' | 'warehouse';
  mode: 'land' | 'sea' | 'air';
  source_country: string;
  preference: ShippingPreference;
  lines: {
    line_id: number;
    order_id: number;
    title: string;
    variant: string | null;
    quantity: number;
    image: string;
  }[];
}

/**
 * Back office pack screen: `ready` lines not in a parcel yet, grouped the way a parcel must be
 * (shopper, destination, mode, source country). A group whose orders all asked to combine says so.
 */
export async function packableLines(deps: Deps): Promise<PackableGroup[]> {
  const { db } = deps;
  const ready = await readyLinesOfAll(db, 500);
  const packed = new Set(
    await packedLineIds(
      db,
      ready.map((r) => r.line.id),
    ),
  );
  const groups = new Map<string, PackableGroup>();
  const contacts = await contactsOf(
    db,
    ready.map((r) => r.order.userId),
  );
  for (const { line, order } of ready) {
    if (packed.has(line.id)) continue;
    const country = await sourceCountryOf(db, order.store, line.country);
    const key = [order.userId, order.delivery, order.transport, country].join('|');
    let group = groups.get(key);
    if (!group) {
      const who = contacts.get(order.userId);
      group = {
        user_id: order.userId,
        customer_name: who?.name ?? '',
        customer_phone: who?.phone ?? '',
        destination: order.delivery,
        mode: order.transport,
        source_country: country,
        preference: 'combine',
        lines: [],
      };
      groups.set(key, group);
    }
    if ((await shippingPreferenceOf(db, order.id)) === 'asap') group.preference = 'asap';
    group.lines.push({
      line_id: line.id,
      order_id: order.id,
      title: line.title,
      variant: line.variantName ?? (line.variant || null),
      quantity: line.quantity,
      image: line.image,
    });
  }
  return [...groups.values()];
}

/**
 * Back office: storage fees the shoppers paid by bank transfer, waiting for staff to accept the
 * receipt (`GET /api/admin/storage/transfers`, issue 27), oldest first, with the order's code and
 * the shopper's name and phone. Accepting one is `verifyStorageTransfer` (pay-storage.ts).
 */
export async function storageTransfers(deps: Deps): Promise<StorageTransfer[]> {
  const { db } = deps;
  const rows = await storageTransfersWaiting(db);
  const orders = new Map(
    (
      await ordersByIds(
        db,
        rows.map((r) => r.orderId),
      )
    ).map((o) => [o.id, o]),
  );
  const contacts = await contactsOf(
    db,
    [...orders.values()].map((o) => o.userId),
  );
  return rows.flatMap((r) => {
    const order = orders.get(r.orderId);
    if (!order) return [];
    const who = contacts.get(order.userId);
    return [
      {
        order_id: order.id,
        order_code: order.trackingCode,
        user_id: order.userId,
        customer_name: who?.name ?? '',
        customer_phone: who?.phone ?? '',
        amount: fromCents(r.amountCents),
        bank: r.paymentMethod,
        receipt_url: r.receiptUrl,
        sent_at: r.createdAt.toISOString(),
      },
    ];
  });
}
