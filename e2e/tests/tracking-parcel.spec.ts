import type { Page } from '@playwright/test';
import { expect, freshShopper, test, reviewShot } from '../fixtures';
import { adminPage, batchDays, NAV, paidOrder, taobaoSellerProducts } from './operations-helpers';

// A parcel walked from checkout into a departed batch by the API, then a guest's browser: a slow machine.
test.setTimeout(240_000);

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * Issue 27 ("public tracking shows the parcel's journey"): a fresh shopper's order is bought,
 * received, packed, weighed, its freight paid and its parcel departed in a batch (by the API, as the
 * back office posts); a guest with only the tracking code sees, in Khmer on a phone, the parcel's
 * state, its dated steps and the batch's ETA, and nothing personal.
 */
test('a guest follows the parcel of an order on /tracking in Khmer', async ({ page, browser }) => {
  const { token: staff } = await adminPage(browser);
  const { same } = await taobaoSellerProducts(page);
  const shopper = await freshShopper(page, 'E2E parcel tracking');
  const order = await paidOrder(page, shopper, same[0].id, 'taobao');
  await api(page, staff, 'POST', '/api/admin/purchases', {
    line_ids: [order.lineId],
    seller: 'Taobao Star Shop',
    marketplace_order_no: `TB-T${order.lineId}`,
    unit_prices: { [order.lineId]: { amount: 60, currency: 'CNY' } },
  });
  for (const to of ['seller_shipped', 'received', 'ready'])
    await api(page, staff, 'POST', `/api/admin/order-lines/${order.lineId}/move`, {
      to,
      ...(to === 'seller_shipped' ? { tracking_no: `YT-T${order.lineId}`, carrier: 'YTO' } : {}),
    });
  const parcel = await api<{ data: { id: number; code: string } }>(page, staff, 'POST', '/api/admin/parcels', {
    line_ids: [order.lineId],
  });
  await api(page, staff, 'POST', `/api/admin/parcels/${parcel.data.id}/weigh`, {
    weight_kg: 1,
    length_cm: 20,
    width_cm: 20,
    height_cm: 10,
  });
  await api(page, shopper, 'POST', `/api/parcels/${parcel.data.id}/pay`, { payment_type: 'anakut' });
  const batch = await api<{ data: { id: number } }>(page, staff, 'POST', '/api/admin/batches', {
    mode: 'land',
    vehicle_no: 'PP-3T-4455',
    ...batchDays('2026-12-02'),
  });
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/parcels`, { codes: [parcel.data.code] });
  for (const to of ['closed', 'departed'])
    await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to });
  const detail = await api<{ data: { tracking_code: string } }>(
    page,
    shopper,
    'GET',
    `/api/checkout/history/detail/${order.id}?envelope=1`,
  );

  // A guest (no cookie) on a phone, in Khmer, with only the tracking code.
  const guest = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const visitor = await guest.newPage();
  await visitor.goto(`/tracking?code=${encodeURIComponent(detail.data.tracking_code)}`);
  const card = visitor.getByTestId('tracking-parcel');
  await expect(card).toHaveCount(1, NAV);
  await expect(card.getByTestId('tracking-parcel-code')).toHaveText(`លេខកញ្ចប់ ${parcel.data.code}`);
  await expect(card.getByTestId('tracking-parcel-state')).toHaveText('កំពុងដឹកមកកម្ពុជា');
  await expect(card.getByTestId('tracking-parcel-eta')).toHaveText('រំពឹងថាមកដល់ 2 ធ្នូ 2026');
  const steps = card.getByTestId('tracking-parcel-steps').locator('li');
  // Newest first: departed, in the batch, freight paid, weighed, packing (billing is a step too).
  await expect(steps.first()).toContainText('កំពុងដឹកមកកម្ពុជា');
  await expect(steps.last()).toContainText('កំពុងវេចខ្ចប់');
  await expect(card).toContainText('បានបង់ថ្លៃដឹក');
  await expect(card).toContainText('បានថ្លឹង');
  const result = visitor.getByTestId('tracking-order');
  for (const secret of ['E2E parcel tracking', 'PP-3T-4455', '$']) await expect(result).not.toContainText(secret);
  await reviewShot(visitor, 'tracking-parcel-kh.png');
  await guest.close();
});
