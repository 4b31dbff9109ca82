import type { TestApp } from '../test/test-app';
import { TEST_ADDRESS_HEADER } from '../http/client-address';
import { receiptPng } from '../modules/uploads/upload-fixtures';

/**
 * The calls of "a day of the shop" (issue 27 item 9): every step goes through the HTTP API as the
 * web, the back office, the rider's phone and the mobile client post it. A call that does not
 * answer 200/201 fails the scenario with the route and the answer.
 */
export type Api = <T = unknown>(method: string, path: string, token: string, body?: unknown) => Promise<T>;

export function apiOf(t: TestApp): Api {
  return async <T>(method: string, path: string, token: string, body?: unknown) => {
    const res = await t.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
}

/** The eight demo shops the day buys from (decision 0038: three per marketplace), two plain products each. */
export const SELLERS = [
  { store: 'taobao', products: ['600000000033', '600000000030'] },
  { store: 'taobao', products: ['600000000031', '600000000040'] },
  { store: 'taobao', products: ['600000000026', '600000000038'] },
  { store: '1688', products: ['700000000030', '700000000036'] },
  { store: '1688', products: ['700000000037', '700000000043'] },
  { store: '1688', products: ['700000000038', '700000000047'] },
  { store: 'alibaba', products: ['160000000033', '160000000039'] },
  { store: 'alibaba', products: ['160000000031', '160000000040'] },
] as const;

type GoodsPayment = 'anakut' | 'bankTransfer' | 'cod';
type FreightPayment = 'anakut' | 'khqr' | 'bankTransfer' | 'cod';

export interface Shopper {
  n: number;
  token: string;
  goods: GoodsPayment;
  freight: FreightPayment;
  orders: number[];
  lines: PlannedLine[];
}

export interface PlannedLine {
  shopper: number;
  store: string;
  product: string;
  id: number;
  orderId: number;
}

/**
 * A receipt uploaded as the shopper's phone does (multipart `file`): each shopper from an address
 * of their own, as twenty phones are (the upload limit counts per address).
 */
export async function uploadReceipt(t: TestApp, token: string, options: { seed: number }): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await receiptPng(options.seed))], { type: 'image/png' }), 'receipt.png');
  const res = await t.app.request('/api/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, [TEST_ADDRESS_HEADER]: `10.0.${options.seed % 250}.1` },
  });
  const body = (await res.json()) as { image_url?: string; message: string };
  if (res.status !== 200 || !body.image_url) throw new Error(`upload failed: ${res.status} ${body.message}`);
  return body.image_url;
}

/** Anakut Cash for a shopper the way the shop does it: a top-up with a receipt, approved by staff. */
export async function fundWallet(t: TestApp, api: Api, shopper: Shopper, staff: string, amount: number) {
  const image = await uploadReceipt(t, shopper.token, { seed: shopper.n });
  const asked = await api<{ data: { id: number } }>('POST', '/api/wallet/topup', shopper.token, {
    amount,
    image_url: image,
  });
  await api('POST', `/api/admin/payments/topups/${asked.data.id}`, staff, { approve: true });
}

/**
 * A shopper's lines of one store checked out together (cart, then checkout): paid with Anakut Cash,
 * by bank transfer with a receipt staff verify, or cash on delivery that staff confirm by phone.
 * Home delivery by land; the parcel's weight is left to the warehouse (nothing charged yet).
 */
export async function checkoutStore(
  t: TestApp,
  api: Api,
  staff: string,
  shopper: Shopper,
  store: string,
  products: string[],
): Promise<{ orderId: number; lineIds: number[] }> {
  for (const id of products)
    await api('POST', '/api/cart/add', shopper.token, { product_id: id, type: store, quantity: 1 });
  const cart = await api<{ data: Record<string, { id: number; product_id: string }[]> }>(
    'GET',
    '/api/cart?type=external',
    shopper.token,
  );
  const items = (cart.data[store] ?? []).filter((l) => products.includes(l.product_id)).map((l) => l.id);
  const pay =
    shopper.goods === 'bankTransfer'
      ? { payment_method: 'ABA', image_url: await uploadReceipt(t, shopper.token, { seed: shopper.n }) }
      : {};
  const placed = await api<{ data: { id: number } }>('POST', '/api/checkout', shopper.token, {
    type: store,
    items,
    payment_type: shopper.goods,
    delivery: 'direct',
    address: 'Home',
    transport: 'land',
    ...pay,
  });
  const orderId = placed.data.id;
  if (shopper.goods === 'bankTransfer') await api('POST', `/api/admin/payments/transfers/${orderId}/verify`, staff);
  if (shopper.goods === 'cod') await api('POST', `/api/admin/orders/${orderId}/stage`, staff, { stage: 'paid' });
  const detail = await api<{ data: { lines: { id: number; product_id: string; state: string }[] } }>(
    'GET',
    `/api/checkout/history/detail/${orderId}?envelope=1`,
    shopper.token,
  );
  if (detail.data.lines.some((l) => l.state !== 'to_buy')) throw new Error(`order ${orderId} not to_buy`);
  return { orderId, lineIds: detail.data.lines.map((l) => l.id) };
}

export const move = (api: Api, staff: string, lineId: number, to: string, extra: Record<string, unknown> = {}) =>
  api('POST', `/api/admin/order-lines/${lineId}/move`, staff, { to, ...extra });

export async function raise(api: Api, staff: string, lineId: number, body: Record<string, unknown>) {
  const res = await api<{ data: { problem: { id: number } | null } }>(
    'POST',
    `/api/admin/order-lines/${lineId}/problems`,
    staff,
    body,
  );
  if (!res.data.problem) throw new Error(`no problem opened on line ${lineId}`);
  return res.data.problem.id;
}

export const answer = (api: Api, shopper: string, problemId: number, body: Record<string, unknown>) =>
  api('POST', `/api/order-problems/${problemId}/answer`, shopper, body);

/** A KHQR the shopper's bank pays (the sandbox), as the sandbox screen's button does. */
export const bankPays = (api: Api, shopper: string, reference: string) =>
  api('POST', '/api/payment/sandbox/pay', shopper, { reference });
