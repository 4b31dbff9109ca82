import { expect, fundWallet, test, reviewShot } from '../fixtures';
import { adminPage, NAV, taobaoSellerProducts } from './operations-helpers';

test.setTimeout(240_000);

/**
 * Decision 0048 at phone size in Khmer: the shopper paid a shipping estimate at checkout (a weight
 * was given); the weighed parcel's freight is larger, so the order page shows the shipping paid at
 * checkout credited against it and asks only for what is left.
 */
test('the order page credits the shipping paid at checkout against the freight', async ({ page, browser, shopper }) => {
  await fundWallet(page, shopper.token, 200);
  const { other } = await taobaoSellerProducts(page);
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const placed = await page.request.post('/api/checkout', {
    headers,
    data: {
      checkout_type: 'buy_now',
      type: 'taobao',
      product_id: other.id,
      quantity: 1,
      address: 'Home',
      transport: 'land',
      parcel: { weight: 0.5 },
      payment_type: 'anakut',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = ((await placed.json()) as { data: { id: number } }).data.id;
  const detail = await page.request.get(`/api/checkout/history/detail/${orderId}?envelope=1`, { headers });
  const lineId = ((await detail.json()) as { data: { lines: { id: number }[] } }).data.lines[0]!.id;

  const { admin, token } = await adminPage(browser);
  const staff = { Authorization: `Bearer ${token}` };
  for (const to of ['bought', 'seller_shipped', 'received', 'ready']) {
    const moved = await admin.request.post(`/api/admin/order-lines/${lineId}/move`, {
      headers: staff,
      data: { to, ...(to === 'seller_shipped' ? { tracking_no: `FC${lineId}` } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const packed = await admin.request.post('/api/admin/parcels', { headers: staff, data: { line_ids: [lineId] } });
  const parcelId = ((await packed.json()) as { data: { id: number } }).data.id;
  const weighed = await admin.request.post(`/api/admin/parcels/${parcelId}/weigh`, {
    headers: staff,
    data: { weight_kg: 2, length_cm: 50, width_cm: 40, height_cm: 30 },
  });
  expect(weighed.status(), await weighed.text()).toBe(200);
  const { freight_credit: credit, freight_due: due } = (
    (await weighed.json()) as { data: { freight_credit: number; freight_due: number } }
  ).data;
  expect(credit).toBeGreaterThan(0);

  await page.goto(`/account/my-order/${orderId}`);
  const card = page.getByTestId('parcel');
  await expect(card.getByTestId('parcel-state')).toHaveText('រង់ចាំបង់ថ្លៃដឹក', NAV);
  await expect(card).toContainText('ថ្លៃដឹកដែលបានបង់ពេលទូទាត់');
  await expect(card.getByTestId('parcel-freight-credit')).toContainText(credit.toFixed(2));
  await expect(card.getByTestId('parcel-freight-due')).toContainText(due.toFixed(2));
  await expect(card.getByTestId('freight-pay-submit')).toContainText(due.toFixed(2));
  await expect(page.getByTestId('order-ledger').locator('[data-kind="shipping_credit"]')).toBeVisible();
  await reviewShot(page, 'freight-credit-kh.png');
  await admin.context().close();
});
