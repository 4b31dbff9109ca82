import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, liveSearchBox, reviewShot, test } from '../fixtures';
import { NAV, paidOrder, product } from './operations-helpers';

// An order walked from payment to the door by the API, and route chunks loading on first use.
test.setTimeout(240_000);

const DEMO_RIDER = { phone: '010000003', password: 'demo-rider' };

/** A session token of a demo account, without touching the page's own cookie. */
async function tokenOf(page: Page, who: { phone: string; password: string }): Promise<string> {
  const res = await page.request.post('/api/login?vendor_code=anakut_buy', { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A day `days` from today in Phnom Penh (UTC+7), `YYYY-MM-DD`: a batch departs today or later. */
const phnomPenhDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A packed line's own state ends at `ready`; its parcel's journey takes over (OPERATIONS.md section
 * 2). At phone size in Khmer: the line's badge follows its parcel to the door, and "paid when
 * weighed" gives way to the order's freight once its only parcel is weighed.
 */
test("a packed line shows its parcel's state up to delivered, and the weighed freight replaces 'paid when weighed'", async ({
  page,
  shopper,
}) => {
  const order = await paidOrder(page, shopper.token, await product(page, 21));
  const staff = await tokenOf(page, DEMO_ADMIN);
  for (const to of ['bought', 'seller_shipped', 'received', 'ready'])
    await api(page, staff, 'POST', `/api/admin/order-lines/${order.lineId}/move`, {
      to,
      ...(to === 'seller_shipped' ? { tracking_no: `E2EP${order.lineId}` } : {}),
    });
  const line = page.getByTestId('order-line');
  const fee = page.getByTestId('order-shipping-fee');
  const note = page.getByTestId('order-shipping-note');
  await page.goto(`/account/my-order/${order.id}`);
  await expect(line.getByTestId('line-state')).toHaveText('រួចរាល់សម្រាប់ដឹក', NAV);
  await expect(fee).toHaveText('បង់ពេលថ្លឹងទំនិញ');
  await expect(note).toHaveCount(0);

  // Packed and weighed: the badge says what the parcel waits for, the fee is the parcel's freight.
  const parcel = await api<{ data: { id: number; code: string } }>(page, staff, 'POST', '/api/admin/parcels', {
    line_ids: [order.lineId],
  });
  await page.reload();
  await expect(line.getByTestId('line-state')).toHaveText('កំពុងវេចខ្ចប់', NAV);
  await expect(fee).toHaveText('បង់ពេលថ្លឹងទំនិញ');
  await api(page, staff, 'POST', `/api/admin/parcels/${parcel.data.id}/weigh`, {
    weight_kg: 1.2,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
  });
  await page.reload();
  await expect(line.getByTestId('line-state')).toHaveText('រង់ចាំបង់ថ្លៃដឹក', NAV);
  const freight = (await page.getByTestId('parcel').getByTestId('parcel-freight').textContent())!;
  expect(freight).toMatch(/\$\d+\.\d\d/);
  await expect(fee).toHaveText(freight);
  await expect(note).toHaveText('គិតថ្លៃដាច់ដោយឡែក តាមកញ្ចប់ដែលបានថ្លឹង៖ មើលកញ្ចប់ខាងក្រោម');

  // Paid, carried to Phnom Penh and handed over by the rider.
  await api(page, shopper.token, 'POST', `/api/parcels/${parcel.data.id}/pay`, { payment_type: 'anakut' });
  const detail = await api<{ data: { parcels: { id: number; mode: string }[] } }>(
    page,
    shopper.token,
    'GET',
    `/api/checkout/history/detail/${order.id}?envelope=1`,
  );
  const mode = detail.data.parcels.find((p) => p.id === parcel.data.id)!.mode;
  const batch = await api<{ data: { id: number } }>(page, staff, 'POST', '/api/admin/batches', {
    mode,
    vehicle_no: 'PP-2B-4411',
    departs_on: phnomPenhDay(0),
    eta: phnomPenhDay(5),
  });
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/parcels`, { codes: [parcel.data.code] });
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to: 'closed' });
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to: 'departed' });
  await page.reload();
  await expect(line.getByTestId('line-state')).toHaveText('កំពុងដឹកមកកម្ពុជា', NAV);
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to: 'arrived' });
  await api(page, staff, 'POST', `/api/admin/parcels/${parcel.data.id}/arrive`);
  const riders = await api<{ data: { id: number; phone: string }[] }>(page, staff, 'GET', '/api/admin/riders');
  const riderId = riders.data.find((r) => r.phone === '+85510000003')!.id;
  await api(page, staff, 'POST', `/api/admin/parcels/${parcel.data.id}/assign`, { rider_id: riderId });
  const rider = await tokenOf(page, DEMO_RIDER);
  const drops = await api<{ data: { id: number; parcel_id: number; amount_to_collect: number }[] }>(
    page,
    rider,
    'GET',
    '/api/rider/drops',
  );
  const drop = drops.data.find((d) => d.parcel_id === parcel.data.id)!;
  await api(page, rider, 'POST', `/api/rider/drops/${drop.id}/deliver`, {
    cash_collected: drop.amount_to_collect,
    photo: '/uploads/proof.jpg',
  });

  await page.reload();
  await expect(page.getByTestId('parcel').getByTestId('parcel-state')).toHaveText('បានប្រគល់ជូន', NAV);
  await expect(line.getByTestId('line-state')).toHaveText('បានប្រគល់ជូន');
  await expect(line.getByTestId('line-state')).toHaveAttribute('data-parcel-state', 'delivered');
  await expect(fee).toHaveText(freight);
  await expect(note).toHaveText('គិតថ្លៃដាច់ដោយឡែក តាមកញ្ចប់ដែលបានថ្លឹង៖ មើលកញ្ចប់ខាងក្រោម');
  await reviewShot(page, 'order-delivered-kh.png');
});

async function paste(page: Page, text: string): Promise<void> {
  const box = await liveSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
}

/**
 * A pasted link shows the store of the page it opens, and is no choice of the shopper's: a link to
 * a store the shop cannot search (the "buy it for me" request) and the next keyword search go back
 * to the store the shopper had before the first paste, never to the store of the last link.
 */
test("a pasted link does not leave the header's store on the last link's store", async ({ page, shopper }) => {
  expect(shopper.token).toBeTruthy();
  await page.goto('/');
  const chip = page.getByTestId('search-store');
  await liveSearchBox(page);
  const before = (await chip.textContent())!;
  expect(before).not.toBe('1688');

  await paste(page, 'https://detail.1688.com/offer/123456789.html');
  await expect(page).toHaveURL(/\/product\/1688\/123456789\?.*link=/, NAV);
  await expect(chip).toHaveText('1688', NAV);

  await paste(page, 'https://www.lazada.com.kh/products/abc-i123456-s789.html');
  await expect(page).toHaveURL(/\/account\/requests\/new\?/, NAV);
  await expect(chip).toHaveText(before, NAV);
  await reviewShot(page, 'paste-request-kh.png', { fullPage: false });

  // The next keyword search goes to that store, not to 1688.
  await paste(page, 'កាបូប');
  await expect(page).toHaveURL(/\/search\/filter\/(?!1688)[^/?]+\?text=/, NAV);
  await expect(chip).toHaveText(before);

  // A link opened from its address (a reload, a shared page) is no choice either; home shows the
  // store from before the paste.
  await page.goto('/product/1688/123456789?country=CN&link=https%3A%2F%2Fdetail.1688.com%2Foffer%2F123456789.html');
  await expect(chip).toHaveText('1688', NAV);
  await page.goto('/');
  await liveSearchBox(page);
  await expect(chip).toHaveText(before, NAV);
});
