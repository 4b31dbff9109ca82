import type { Drop } from '@fardin/core/contract-riders';
import type { TestApp } from '../test/test-app';
import {
  answer,
  bankPays,
  inGroups,
  move,
  raise,
  SELLERS,
  uploadReceipt,
  type Api,
  type PlannedLine,
  type Shopper,
} from './shop-day-api';

/**
 * The staff's and shoppers' steps of the day between checkout and the door, each through the API
 * (shop-day-api.ts). Lines are picked by their place in the day: the scenario test says which.
 */

/** Staff buy every `to_buy` line per seller (one marketplace order each) and answer the queue's groups. */
export async function buyBySeller(api: Api, staff: string, lines: readonly PlannedLine[]) {
  const queue = await api<{ data: { seller_id: string | null; lines: { line_id: number }[] }[] }>(
    'GET',
    '/api/admin/purchasing',
    staff,
  );
  for (const [k, seller] of SELLERS.entries()) {
    const ids = lines.filter((l) => sellerOf(l) === k).map((l) => l.id);
    const queued = queue.data.flatMap((g) => g.lines.map((l) => l.line_id)).filter((id) => ids.includes(id));
    if (queued.length === 0) continue;
    await api('POST', '/api/admin/purchases', staff, {
      line_ids: queued,
      seller: `${seller.store} shop ${k}`,
      marketplace_order_no: `MK-${k}`,
      unit_prices: Object.fromEntries(queued.map((id) => [id, { amount: 20, currency: 'CNY' }])),
    });
  }
  return queue.data.length;
}

export const sellerOf = (l: Pick<PlannedLine, 'product'>) =>
  SELLERS.findIndex((s) => (s.products as readonly string[]).includes(l.product));

/**
 * The sellers ship (one tracking number per marketplace order) and the overseas warehouse scans
 * each parcel in; the last seller's number was never given to us: its scan makes an unclaimed
 * parcel that staff match to the lines. Answers the unclaimed parcel's id.
 */
export async function shipAndReceive(api: Api, staff: string, bought: readonly PlannedLine[], group = 1) {
  let unclaimedId = 0;
  for (const k of SELLERS.keys()) {
    const ids = bought.filter((l) => sellerOf(l) === k).map((l) => l.id);
    if (ids.length === 0) continue;
    if (k === SELLERS.length - 1) {
      const scan = await api<{ data: { outcome: string; unclaimed: { id: number } | null } }>(
        'POST',
        '/api/admin/warehouse/receive',
        staff,
        { tracking_no: `YT-UNKNOWN-${k}`, shelf: 'U1' },
      );
      if (scan.data.outcome !== 'unclaimed') throw new Error('the unknown number matched something');
      unclaimedId = scan.data.unclaimed!.id;
      await api('POST', `/api/admin/warehouse/unclaimed/${unclaimedId}/match`, staff, { line_ids: ids, shelf: 'U1' });
      continue;
    }
    // One seller's lines are of different shoppers' orders: marked shipped side by side.
    await inGroups(ids, group, (id) =>
      move(api, staff, id, 'seller_shipped', { tracking_no: `YT-${k}`, carrier: 'YTO' }),
    );
    const scan = await api<{ data: { outcome: string; lines: unknown[] } }>(
      'POST',
      '/api/admin/warehouse/receive',
      staff,
      { tracking_no: `YT-${k}`, shelf: `A${k}` },
    );
    if (scan.data.outcome !== 'matched' || scan.data.lines.length !== ids.length)
      throw new Error(`scan YT-${k}: ${JSON.stringify(scan.data)}`);
  }
  return unclaimedId;
}

/**
 * Quality check fails for `failing` lines (one per shopper, `group` side by side): the shopper
 * accepts (even) or asks an exchange (odd).
 */
export async function qualityCheck(
  api: Api,
  staff: string,
  shoppers: readonly Shopper[],
  failing: readonly PlannedLine[],
  group = 1,
) {
  await inGroups(failing, group, async (line) => {
    const problem = await raise(api, staff, line.id, { kind: 'qc_failed', note: 'Stain on the front' });
    const choice = line.shopper % 2 === 0 ? 'accept' : 'exchange';
    await answer(api, shoppers[line.shopper]!.token, problem, { choice });
  });
}

/**
 * The freight paid by the shopper's method: Anakut Cash, KHQR (the bank pays, the same call
 * settles it), transfer with a receipt (staff verify), or cash at the door. Answers the state.
 */
export async function payParcel(t: TestApp, api: Api, staff: string, shopper: Shopper, parcelId: number) {
  const path = `/api/parcels/${parcelId}/pay`;
  type Paid = { data: { parcel: { state: string }; khqr: { reference: string } | null } };
  if (shopper.freight === 'khqr') {
    const qr = await api<Paid>('POST', path, shopper.token, { payment_type: 'khqr' });
    await bankPays(api, shopper.token, qr.data.khqr!.reference);
    return (await api<Paid>('POST', path, shopper.token, { payment_type: 'khqr' })).data.parcel.state;
  }
  if (shopper.freight === 'bankTransfer') {
    const image = await uploadReceipt(t, shopper.token, { seed: shopper.n });
    await api('POST', path, shopper.token, { payment_type: 'bankTransfer', payment_method: 'ABA', image_url: image });
    await api('POST', `/api/admin/parcels/${parcelId}/verify-transfer`, staff);
    return 'freight_paid';
  }
  return (await api<Paid>('POST', path, shopper.token, { payment_type: shopper.freight })).data.parcel.state;
}

/**
 * The rider at the door: what is owed is taken in cash or by a KHQR the shopper's bank pays
 * (alternately, by `useQr`), then delivered with a proof photo. Answers how it was paid.
 */
export async function handOver(api: Api, rider: string, shopperToken: string, drop: Drop, useQr: boolean) {
  const photo = '/uploads/proof.jpg';
  if (drop.amount_to_collect > 0 && useQr) {
    const qr = await api<{ data: { reference: string; amount: number } }>(
      'POST',
      `/api/rider/drops/${drop.id}/khqr`,
      rider,
    );
    if (qr.data.amount !== drop.amount_to_collect) throw new Error('the QR is not for the amount to collect');
    await bankPays(api, shopperToken, qr.data.reference);
    await api('POST', `/api/rider/drops/${drop.id}/deliver`, rider, { cash_collected: 0, photo });
    return { qr: drop.amount_to_collect, cash: 0 };
  }
  await api('POST', `/api/rider/drops/${drop.id}/deliver`, rider, { cash_collected: drop.amount_to_collect, photo });
  return { qr: 0, cash: drop.amount_to_collect };
}
