import type { Page } from '@playwright/test';
import { shopDay } from '@fardin/core/shop-day';
import { expect, test, reviewShot } from '../fixtures';
import { adminPage, batchDays, NAV, paidOrder, product, raiseProblem } from './operations-helpers';

// A shopper's order walked by the API, then the back office at phone size: a slow machine.
test.setTimeout(240_000);

/**
 * What a staff audit of the back office found (at 390 px, in Khmer unless said): the audit log
 * wider than the phone, a seller's tracking number shown twice after a warehouse scan, a parcel
 * scanned twice into a batch answered "added" (and an empty audit row), a batch departing in 2020,
 * and the shopper's "your answer is needed" on the staff's order page.
 */

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The page is no wider than its window: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'page width at a 390 px window').toBeLessThanOrEqual(widths.window);
}

/** Staff buy the line and record the seller's shipment (carrier and tracking number), through the API. */
async function sellerShipped(page: Page, staff: string, lineId: number, trackingNo: string, carrier: string) {
  await api(page, staff, 'POST', '/api/admin/purchases', {
    line_ids: [lineId],
    seller: 'Shop 88',
    marketplace_order_no: `TB-L${lineId}`,
    unit_prices: { [lineId]: { amount: 60, currency: 'CNY' } },
  });
  await api(page, staff, 'POST', `/api/admin/order-lines/${lineId}/move`, {
    to: 'seller_shipped',
    tracking_no: trackingNo,
    carrier,
  });
}

test('the audit log fits a phone: a long detail line wraps, in Khmer and English', async ({ page, browser }) => {
  const { admin, token: staff } = await adminPage(browser);
  // A seller's number no line has: an unclaimed parcel, audited with the number in its details.
  const trackingNo = `LONGNUMBER${Date.now()}${'7'.repeat(60)}`;
  const scanned = await api<{ data: { unclaimed: { id: number } } }>(
    page,
    staff,
    'POST',
    '/api/admin/warehouse/receive',
    { tracking_no: trackingNo, shelf: 'U9' },
  );
  const url = `/admin/audit?target_type=unclaimed_parcel&target_id=${scanned.data.unclaimed.id}`;
  for (const lang of ['kh', 'en']) {
    await admin.goto(`${url}&lang=${lang}`);
    const entry = admin.getByRole('listitem').filter({ hasText: 'warehouse.unclaimed' });
    await expect(entry).toHaveCount(1, NAV);
    const details = entry.locator('code').filter({ hasText: trackingNo });
    await expect(details).toBeVisible();
    await expectNoSidewaysScroll(admin);
    const box = (await details.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await reviewShot(admin, `audit-phone-${lang}.png`);
  }
  await admin.context().close();
});

test("a warehouse scan keeps the seller's tracking number once on the order page", async ({
  page,
  browser,
  shopper,
}) => {
  const order = await paidOrder(page, shopper.token, await product(page, 16));
  const { admin, token: staff } = await adminPage(browser);
  const trackingNo = `YT${Date.now()}`;
  await sellerShipped(page, staff, order.lineId, trackingNo, 'YTO');

  await admin.goto('/admin/warehouse');
  await admin.getByTestId('scan-shelf').fill('B7');
  await admin.getByTestId('scan-input').fill(trackingNo);
  await admin.getByTestId('scan-input').press('Enter');
  await expect(admin.getByTestId('scan-matched')).toContainText('B7', NAV);

  await admin.goto(`/admin/orders/${order.id}`);
  const line = admin.getByTestId('line-journey');
  await expect(line).toContainText(`YTO ${trackingNo}`, NAV);
  const text = await line.innerText();
  expect(text.split(trackingNo).length - 1, text).toBe(1);
  await expect(line).toContainText('B7');
  await reviewShot(admin, 'order-tracking-once-kh.png');
  await admin.context().close();
});

test('a parcel scanned twice into a batch is "already in this batch", with no empty audit row', async ({
  page,
  browser,
  shopper,
}) => {
  const order = await paidOrder(page, shopper.token, await product(page, 17));
  const { admin, token: staff } = await adminPage(browser);
  for (const to of ['bought', 'seller_shipped', 'received', 'ready'])
    await api(page, staff, 'POST', `/api/admin/order-lines/${order.lineId}/move`, {
      to,
      ...(to === 'seller_shipped' ? { tracking_no: `E2E-D${order.lineId}` } : {}),
    });
  const parcel = (
    await api<{ data: { id: number; code: string } }>(page, staff, 'POST', '/api/admin/parcels', {
      line_ids: [order.lineId],
    })
  ).data;
  await api(page, staff, 'POST', `/api/admin/parcels/${parcel.id}/weigh`, {
    weight_kg: 1.2,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
  });
  await api(page, shopper.token, 'POST', `/api/parcels/${parcel.id}/pay`, { payment_type: 'anakut' });

  await admin.goto('/admin/batches');
  await admin.getByTestId('batch-vehicle').fill('PP-3A-0099');
  await admin.getByTestId('batch-eta').fill(batchDays('2026-12-31').eta);
  await admin.getByRole('button', { name: 'បង្កើតជំនាន់ដឹក' }).click();
  await expect(admin).toHaveURL(/\/admin\/batches\/\d+$/, NAV);
  const batchId = Number(/\/admin\/batches\/(\d+)/.exec(admin.url())![1]);

  const scan = async (code: string) => {
    await expect(admin.getByTestId('scan-input')).toBeFocused(NAV);
    await admin.keyboard.type(code);
    await admin.keyboard.press('Enter');
  };
  await scan(parcel.code);
  await expect(admin.getByTestId('scan-done')).toHaveText(`បានបន្ថែម ${parcel.code}`, NAV);
  await scan(parcel.code);
  await expect(admin.getByTestId('scan-error')).toHaveText(`កញ្ចប់ ${parcel.code} មាននៅក្នុងជំនាន់ដឹកនេះរួចហើយ`, NAV);
  await expect(admin.getByTestId('scan-done')).toHaveCount(0);
  // The list is read again after the refusal too: the parcel is there once.
  await expect(admin.getByTestId('batch-parcel')).toHaveCount(1, NAV);
  await expect(admin.getByTestId('batch-parcels').first()).toHaveText('1 កញ្ចប់');
  await reviewShot(admin, 'batch-rescan-kh.png');

  // The audit keeps the one scan that added the parcel, and no row of a scan that added nothing.
  await admin.goto(`/admin/audit?target_type=batch&target_id=${batchId}`);
  const adds = admin.getByTestId('audit-entry').filter({ hasText: 'batch.add_parcels' });
  await expect(adds).toHaveCount(1, NAV);
  await expect(adds.getByTestId('audit-details')).toHaveText(`{"codes":["${parcel.code}"]}`);
  await admin.context().close();
});

test('a batch cannot depart before today in Phnom Penh nor arrive before it departs', async ({ browser }) => {
  const { admin } = await adminPage(browser);
  const today = shopDay(new Date());
  const vehicle = `PAST-${Date.now()}`;

  await admin.goto('/admin/batches');
  await admin.getByTestId('batch-vehicle').fill(vehicle);
  await admin.getByTestId('batch-departs').fill('2020-01-01');
  await admin.getByTestId('batch-eta').fill('2020-01-05');
  await admin.getByRole('button', { name: 'បង្កើតជំនាន់ដឹក' }).click();
  const error = admin.getByTestId('batch-field-error');
  await expect(error).toHaveText(`ថ្ងៃចេញដំណើរមិនអាចមុនថ្ងៃនេះ (${today}) បានទេ`, NAV);
  await expect(admin.getByTestId('batch-departs')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByTestId('batch-departs')).toHaveAccessibleDescription(
    `ថ្ងៃចេញដំណើរមិនអាចមុនថ្ងៃនេះ (${today}) បានទេ`,
  );
  await expect(admin.getByTestId('batch-vehicle')).toHaveValue(vehicle);
  await expect(admin).toHaveURL(/\/admin\/batches$/);
  await expect(admin.getByTestId('batch-row').filter({ hasText: vehicle })).toHaveCount(0);
  await expectNoSidewaysScroll(admin);
  await reviewShot(admin, 'batch-past-kh.png');

  // The ETA before the departure (the check that was there), now said under the ETA, in English.
  await admin.goto('/admin/batches?lang=en');
  await admin.getByTestId('batch-vehicle').fill(vehicle);
  await admin.getByTestId('batch-departs').fill(today);
  await admin.getByTestId('batch-eta').fill('2020-01-05');
  await admin.getByRole('button', { name: 'Create a batch' }).click();
  await expect(admin.getByTestId('batch-field-error')).toHaveText(
    `The expected arrival cannot be before the departure day (${today})`,
    NAV,
  );
  await expect(admin.getByTestId('batch-eta')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByTestId('batch-row').filter({ hasText: vehicle })).toHaveCount(0);
  await reviewShot(admin, 'batch-eta-en.png');
  await admin.context().close();
});

test("staff read the line on hold in staff's words; the shopper keeps theirs", async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 13));
  const { admin, token: staff } = await adminPage(browser);
  await raiseProblem(page, staff, order.lineId, { kind: 'price_changed', new_unit_price: 999, note: 'Price up' });

  await admin.goto(`/admin/orders/${order.id}`);
  const state = admin.getByTestId('line-journey').getByTestId('line-state');
  await expect(state).toHaveText('ផ្អាក៖ រង់ចាំចម្លើយរបស់អតិថិជន', NAV);
  await reviewShot(admin, 'line-on-hold-kh.png');
  await admin.goto(`/admin/orders/${order.id}?lang=en`);
  await expect(state).toHaveText("On hold: waiting for the shopper's answer", NAV);
  await reviewShot(admin, 'line-on-hold-en.png');
  await admin.goto(`/admin/orders/${order.id}?lang=zh`);
  await expect(state).toHaveText('暂停：等待顾客回复', NAV);

  await page.goto(`/account/my-order/${order.id}`);
  await expect(page.getByTestId('order-line').getByTestId('line-state')).toHaveText('មានបញ្ហា រង់ចាំចម្លើយ', NAV);
  await admin.context().close();
});
