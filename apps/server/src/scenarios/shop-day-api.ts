import { VENDOR_CODE } from '@fardin/core/shop-identity';
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

/**
 * `fn` over `items`, `size` at a time (in order within the answer): independent shoppers' calls
 * run side by side as twenty phones would, in small groups so the server is not flooded.
 */
export async function inGroups<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
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

/**
 * A shopper's account as a person opens it (no database edit): register, read the code texted to
 * the phone from the dev SMS outbox (`GET /api/dev/sms-outbox`, the route the E2E journeys read;
 * the embedded SMS sender in tests; newest first), verify, then save the home address. Each phone from its own
 * address, as twenty phones are (registration is limited per address).
 */
export async function registerShopper(t: TestApp, api: Api, phone: string, n: number): Promise<string> {
  const from = { [TEST_ADDRESS_HEADER]: `10.1.${n % 250}.1` };
  const reg = await t.call<{ token?: string; message: string }>('POST', `/api/register?vendor_code=${VENDOR_CODE}`, {
    body: { name: `Shopper ${n}`, phone, password: `tonle-sap-${n}` },
    headers: from,
  });
  if (reg.status !== 201 || !reg.body.token) throw new Error(`register ${phone}: ${reg.status} ${reg.body.message}`);
  const texts = await api<{ data: { to: string; body: string }[] }>('GET', '/api/dev/sms-outbox', '');
  const otp = texts.data.find((m) => m.to === phone)?.body.match(/\b(\d{4})\b/)?.[1];
  if (!otp) throw new Error(`no code texted to ${phone}`);
  const verified = await t.call<{ message: string }>('POST', `/api/verify?vendor_code=${VENDOR_CODE}`, {
    body: { phone, otp },
    headers: from,
  });
  if (verified.status !== 200) throw new Error(`verify ${phone}: ${verified.status} ${verified.body.message}`);
  await api('POST', '/api/profile/location/add', reg.body.token, {
    name: 'Home',
    description: 'Street 271',
    lat: 11.55,
    long: 104.92,
  });
  return reg.body.token;
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
 * Answers the order's id (its lines: `linesToBuy`).
 */
export async function checkoutStore(
  t: TestApp,
  api: Api,
  staff: string,
  shopper: Shopper,
  store: string,
  products: string[],
): Promise<number> {
  // The cart line each add answers is what the checkout takes.
  const items: number[] = [];
  for (const id of products) {
    const added = await api<{ data: { id: number } }>('POST', '/api/cart/add', shopper.token, {
      product_id: id,
      type: store,
      quantity: 1,
    });
    items.push(added.data.id);
  }
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
  return orderId;
}

/**
 * The lines staff see to buy (`GET /api/admin/purchasing`), as `order id/product id` -> line id:
 * a paid order's lines are there once each (`to_buy`), so the day reads them all in one call.
 */
export async function linesToBuy(api: Api, staff: string): Promise<Map<string, number>> {
  const queue = await api<{ data: { lines: { line_id: number; order_id: number; product_id: string }[] }[] }>(
    'GET',
    '/api/admin/purchasing',
    staff,
  );
  return new Map(queue.data.flatMap((g) => g.lines.map((l) => [`${l.order_id}/${l.product_id}`, l.line_id] as const)));
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
