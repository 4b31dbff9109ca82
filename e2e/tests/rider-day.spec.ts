import type { Page } from '@playwright/test';
import { expect, freshShopper, fundWallet, loginAs, RECEIPT_PNG, test, reviewShot } from '../fixtures';
import { adminPage, batchDays, NAV, taobaoSellerProducts } from './operations-helpers';

// Three parcels walked from checkout to a rider, the admin, the rider and route chunks: a slow machine.
test.setTimeout(240_000);

const DEMO_RIDER = { phone: '010000003', password: 'demo-rider' };

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A cash-on-delivery order of a fresh shopper for a plain demo Taobao product (the shop's own
 * catalogue has no purchase journey), taken by staff through the whole journey by the API (the back
 * office posts the same): confirmed by phone, bought from the seller, shipped, received, ready,
 * packed and weighed; the shopper pays the freight with Anakut Cash. The goods are what the rider
 * collects at the door.
 */
async function codParcel(page: Page, admin: string, productId: string) {
  const shopper = await freshShopper(page, 'E2E rider drop');
  await fundWallet(page, shopper, 100);
  const checkout = await api<{ data: { id: number } }>(page, shopper, 'POST', '/api/checkout', {
    checkout_type: 'buy_now',
    type: 'taobao',
    product_id: productId,
    quantity: 1,
    address: 'Home',
    payment_type: 'cod',
  });
  const orderId = checkout.data.id;
  await api(page, admin, 'POST', `/api/admin/orders/${orderId}/stage`, { stage: 'paid' });
  const detail = await api<{ data: { lines: { id: number; state: string }[] } }>(
    page,
    shopper,
    'GET',
    `/api/checkout/history/detail/${orderId}?envelope=1`,
  );
  expect(detail.data.lines.map((l) => l.state)).toEqual(['to_buy']);
  const lineId = detail.data.lines[0]!.id;
  await api(page, admin, 'POST', '/api/admin/purchases', {
    line_ids: [lineId],
    seller: 'Taobao Star Shop',
    marketplace_order_no: `TB-R${lineId}`,
    unit_prices: { [lineId]: { amount: 60, currency: 'CNY' } },
  });
  for (const to of ['seller_shipped', 'received', 'ready'])
    await api(page, admin, 'POST', `/api/admin/order-lines/${lineId}/move`, {
      to,
      ...(to === 'seller_shipped' ? { tracking_no: `YT-R${lineId}`, carrier: 'YTO' } : {}),
    });
  const parcel = await api<{ data: { id: number; code: string } }>(page, admin, 'POST', '/api/admin/parcels', {
    line_ids: [lineId],
  });
  await api(page, admin, 'POST', `/api/admin/parcels/${parcel.data.id}/weigh`, {
    weight_kg: 1,
    length_cm: 20,
    width_cm: 20,
    height_cm: 10,
  });
  await api(page, shopper, 'POST', `/api/parcels/${parcel.data.id}/pay`, { payment_type: 'anakut' });
  return { orderId, parcelId: parcel.data.id, code: parcel.data.code };
}

test("a rider's day in Khmer on a phone: cash, a doorstep KHQR, a failure, the day close", async ({
  page,
  browser,
}) => {
  const { admin, token: adminToken } = await adminPage(browser);
  const { same, other } = await taobaoSellerProducts(page);
  // Three shoppers of their own (made in `page`; every call names its token), one parcel each.
  const parcels = [];
  for (const item of [same[0], same[1], other]) parcels.push(await codParcel(page, adminToken, item.id));

  const batch = await api<{ data: { id: number } }>(admin, adminToken, 'POST', '/api/admin/batches', {
    mode: 'land',
    vehicle_no: 'PP-3A-7788',
    ...batchDays('2026-12-02'),
  });
  await api(admin, adminToken, 'POST', `/api/admin/batches/${batch.data.id}/parcels`, {
    codes: parcels.map((p) => p.code),
  });
  for (const to of ['closed', 'departed', 'arrived'])
    await api(admin, adminToken, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to });
  const riders = await api<{ data: { id: number; phone: string }[] }>(admin, adminToken, 'GET', '/api/admin/riders');
  const rider = riders.data.find((r) => r.phone === '+85510000003')!;
  for (const p of parcels) {
    await api(admin, adminToken, 'POST', `/api/admin/parcels/${p.parcelId}/arrive`);
    await api(admin, adminToken, 'POST', `/api/admin/parcels/${p.parcelId}/assign`, { rider_id: rider.id });
  }

  // The rider's phone, in Khmer.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const phone = await context.newPage();
  await loginAs(phone, DEMO_RIDER);
  await phone.goto('/rider');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('ការដឹកថ្ងៃនេះ', NAV);
  const card = (code: string) => phone.getByTestId('rider-drop').filter({ hasText: code });
  const [cash, qr, fail] = parcels.map((p) => card(p.code));
  await expect(cash!.getByTestId('rider-call')).toHaveAttribute('href', /^tel:\+855/);
  await expect(cash!.getByTestId('rider-amount')).toContainText('ប្រាក់ត្រូវប្រមូល');
  // Today's drops carry no date; open drops of earlier days (the API test) are marked with theirs.
  await expect(cash!.getByTestId('rider-drop-date')).toHaveCount(0);
  await reviewShot(phone, 'rider-day-kh.png');

  // 1. Cash: the amount is filled in, a proof photo, delivered.
  await cash!
    .getByTestId('rider-photo')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await cash!.getByTestId('rider-deliver').click();
  await expect(cash!.getByTestId('rider-status')).toHaveText('បានប្រគល់', NAV);
  await expect(cash!.getByTestId('rider-closed')).toContainText('ប្រាក់សុទ្ធ');

  // 2. A KHQR for exactly the amount; the bank (the shop's KHQR sandbox screen) pays it; then
  // delivered. Under E2E a QR lives 9 s, so the screen is open before the rider shows the QR.
  await admin.goto('/admin/khqr-sandbox');
  await expect(admin.getByRole('heading', { name: 'KHQR សាកល្បង' })).toBeVisible(NAV);
  await qr!.getByTestId('rider-show-khqr').click();
  await expect(qr!.getByTestId('rider-khqr')).toBeVisible(NAV);
  const reference = (await qr!.getByTestId('rider-khqr').locator('.font-mono').textContent())!.trim();
  const pending = admin.locator(`[data-testid="sandbox-payment"][data-reference="${reference}"]`);
  await admin.getByTestId('admin-refresh').click();
  await pending.getByRole('button', { name: 'សម្គាល់ថាបានបង់ (សាកល្បង)' }).click();
  await expect(admin.getByRole('status')).toHaveText(/^បានសម្គាល់ថាបានបង់/, NAV);
  await reviewShot(phone, 'rider-khqr-kh.png');
  await qr!.getByTestId('rider-photo').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await qr!.getByTestId('rider-deliver').click();
  await expect(qr!.getByTestId('rider-status')).toHaveText('បានប្រគល់', NAV);
  await expect(qr!.getByTestId('rider-closed')).toContainText('KHQR');

  // 3. Nobody home: the reason is kept.
  await fail!.getByTestId('rider-reason').fill('គ្មាននរណានៅផ្ទះ');
  await fail!.getByTestId('rider-fail').click();
  await expect(fail!.getByTestId('rider-status')).toHaveText('ដឹកមិនបាន', NAV);

  // The day close: two delivered, one failed, cash and QR apart; staff count the cash handed over.
  const day = await api<{ data: { delivered: number; failed: number; cash: number; qr: number; date: string } }>(
    admin,
    adminToken,
    'GET',
    `/api/admin/riders/${rider.id}/day`,
  );
  expect(day.data.delivered).toBeGreaterThanOrEqual(2);
  expect(day.data.failed).toBeGreaterThanOrEqual(1);
  expect(day.data.cash).toBeGreaterThan(0);
  expect(day.data.qr).toBeGreaterThan(0);
  const closed = await api<{ data: { difference: number; cash_handed: number } }>(
    admin,
    adminToken,
    'POST',
    `/api/admin/riders/${rider.id}/day/confirm`,
    { date: day.data.date, cash_handed: day.data.cash },
  );
  expect(closed.data.difference).toBe(0);
});

test('a day-close difference is resolved once, in Khmer on a phone', async ({ browser }) => {
  const { admin, token: adminToken } = await adminPage(browser);
  const riders = await api<{ data: { id: number; phone: string }[] }>(admin, adminToken, 'GET', '/api/admin/riders');
  const rider = riders.data.find((r) => r.phone === '+85510000003')!;
  // A day of its own whose count found $5 more than the doors took; staff give it back to the
  // rider, with a note, and the day shows it resolved.
  const pastDay = '2026-01-15';
  await admin.goto(`/admin/rider-day?rider=${rider.id}&date=${pastDay}`);
  await expect(admin.getByTestId('rider-day-who')).toContainText(pastDay, NAV);
  await admin.getByTestId('rider-day-cash').fill('5');
  await admin.getByTestId('rider-day-confirm').getByRole('button').click();
  await expect(admin.getByTestId('rider-day-difference')).toContainText('5.00', NAV);
  const resolve = admin.getByTestId('rider-day-resolve');
  await expect(resolve).toContainText('មិនទាន់ដោះស្រាយ');
  await expect(resolve.getByTestId('rider-day-how-rider_paid')).toHaveCount(0);
  await resolve.getByTestId('rider-day-how-returned').check();
  await resolve.getByTestId('rider-day-resolve-note').fill('បានប្រគល់ឱ្យអ្នកដឹកវិញ');
  await resolve.getByRole('button', { name: 'ដោះស្រាយ' }).click();
  const resolved = admin.getByTestId('rider-day-resolved');
  await expect(resolved).toContainText('បានដោះស្រាយ៖ ប្រាក់លើសបានប្រគល់ឱ្យអ្នកដឹកវិញ', NAV);
  await expect(resolved).toContainText('បានប្រគល់ឱ្យអ្នកដឹកវិញ');
  await expect(admin.getByTestId('rider-day-resolve')).toHaveCount(0);
  await reviewShot(admin, 'rider-day-resolved-kh.png');
  const after = await api<{ data: { resolution: { how: string } | null; cash_ledger: { amount: number }[] } }>(
    admin,
    adminToken,
    'GET',
    `/api/admin/riders/${rider.id}/day?date=${pastDay}`,
  );
  expect(after.data.resolution?.how).toBe('returned');
  expect(after.data.cash_ledger.reduce((s, r) => s + r.amount, 0)).toBeCloseTo(0, 2);
  await admin.context().close();
});
