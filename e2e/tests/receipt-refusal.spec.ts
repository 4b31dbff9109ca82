import { expect, hydrated, test, uploadReceipt, reviewShot } from '../fixtures';
import { adminPage, NAV, overdueOrder, paidOrder, product, raiseProblem } from './operations-helpers';

// Route chunks load on first use and two browsers share a slow machine.
test.setTimeout(300_000);

/** "The transfer receipt of order #N was refused", as the shopper's notifications say it in Khmer. */
const REFUSED_KH = 'បង្កាន់ដៃផ្ទេរប្រាក់មិនត្រូវបានទទួល';

/**
 * Wrong receipts for a storage fee and for a parcel's freight, at phone size in Khmer: the shopper
 * sends both by transfer; staff on /admin/parcels refuse each with a reason; each leaves its list,
 * the shopper is told and the order page offers both payments again.
 */
test('staff refuse wrong storage and freight receipts and the shopper can pay again', async ({
  page,
  browser,
  shopper,
}) => {
  const { admin, token: staff } = await adminPage(browser);
  const order = await overdueOrder(page, shopper.token, staff, 17);
  const asShopper = { Authorization: `Bearer ${shopper.token}` };
  const transfer = async () => ({
    payment_type: 'bankTransfer',
    payment_method: 'ABA',
    image_url: await uploadReceipt(page, shopper.token),
  });
  const sent = await page.request.post(`/api/orders/${order.id}/storage/pay`, {
    headers: asShopper,
    data: await transfer(),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // Staff pack and weigh the line (the freight is billed) and the shopper sends a transfer for it too.
  const asStaff = { Authorization: `Bearer ${staff}` };
  const packed = await page.request.post('/api/admin/parcels', {
    headers: asStaff,
    data: { line_ids: [order.lineId] },
  });
  expect(packed.status(), await packed.text()).toBe(201);
  const parcelId = ((await packed.json()) as { data: { id: number } }).data.id;
  const box = { weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10 };
  const weighed = await page.request.post(`/api/admin/parcels/${parcelId}/weigh`, { headers: asStaff, data: box });
  expect(weighed.status(), await weighed.text()).toBe(200);
  const freight = await page.request.post(`/api/parcels/${parcelId}/pay`, {
    headers: asShopper,
    data: await transfer(),
  });
  expect(freight.status(), await freight.text()).toBe(200);

  await admin.goto('/admin/parcels');
  const row = admin.locator(`[data-testid="storage-transfer"][data-order-id="${order.id}"]`);
  await expect(row).toContainText('1.50', NAV);
  await hydrated(admin, 'storage-transfers');
  await row.getByRole('textbox', { name: 'មូលហេតុ' }).fill('ចំនួនទឹកប្រាក់មិនត្រូវ');
  await row.scrollIntoViewIfNeeded();
  await reviewShot(admin, 'storage-refuse-kh.png');
  await row.getByRole('button', { name: 'បដិសេធ' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  await expect(row).toHaveCount(0, NAV);

  const due = admin.locator(`[data-testid="freight-due"][data-parcel-id="${parcelId}"]`);
  await due.getByRole('textbox', { name: 'មូលហេតុ' }).fill('បង្កាន់ដៃមិនច្បាស់');
  await due.getByRole('button', { name: 'បដិសេធ' }).click();
  await expect(due.getByRole('button', { name: 'បដិសេធ' })).toHaveCount(0, NAV);
  await expect(due).toBeVisible();

  await page.goto('/account/notifications');
  const told = page.getByTestId('notification-item').filter({ hasText: REFUSED_KH });
  await expect(told).toHaveCount(2, NAV);
  await expect(told.first()).toContainText(`#${order.id}`);
  // Each notice quotes why staff refused its receipt.
  await expect(told.filter({ hasText: 'មិនត្រឹមត្រូវ៖ ចំនួនទឹកប្រាក់មិនត្រូវ។' })).toHaveCount(1);
  await expect(told.filter({ hasText: 'មិនត្រឹមត្រូវ៖ បង្កាន់ដៃមិនច្បាស់។' })).toHaveCount(1);
  await page.goto(`/account/my-order/${order.id}`);
  const storage = page.getByTestId('storage');
  await expect(storage.getByTestId('storage-due')).toContainText('1.50', NAV);
  await expect(storage.getByTestId('storage-transfer-sent')).toHaveCount(0);
  await expect(storage.getByTestId('storage-pay')).toBeVisible();
  await expect(page.getByTestId('freight-transfer-sent')).toHaveCount(0);
  await expect(page.getByTestId('freight-pay')).toBeVisible();
  await reviewShot(page, 'storage-refused-shopper-kh.png');
  await admin.context().close();
});

/**
 * A wrong receipt for a price rise, at phone size in Khmer: staff refuse it on /admin/problems with
 * a reason; the problem is open again on the shopper's order page, who answers it another way.
 */
test("staff refuse a wrong receipt for a problem's difference and the shopper answers again", async ({
  page,
  browser,
  shopper,
}) => {
  const { admin, token: staff } = await adminPage(browser);
  const order = await paidOrder(page, shopper.token, await product(page, 0));
  const detail = await page.request.get(`/api/checkout/history/detail/${order.id}?envelope=1`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  const paid = ((await detail.json()) as { data: { lines: { product_price: number }[] } }).data.lines[0]!.product_price;
  const problem = await raiseProblem(page, staff, order.lineId, {
    kind: 'price_changed',
    new_unit_price: Math.round((paid + 2) * 100) / 100,
  });
  const sent = await page.request.post(`/api/order-problems/${problem.id}/answer`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { choice: 'pay', payment_type: 'bankTransfer', image_url: await uploadReceipt(page, shopper.token) },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await admin.goto('/admin/problems');
  const item = admin.locator(`[data-testid="inbox-transfer"][data-problem-id="${problem.id}"]`);
  await expect(item).toContainText('$2.00', NAV);
  await hydrated(admin, 'inbox-transfer');
  await item.getByRole('textbox', { name: 'មូលហេតុ' }).fill('មិនមែនគណនីរបស់យើង');
  await item.getByRole('button', { name: 'បដិសេធ' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  await expect(item).toHaveCount(0, NAV);

  await page.goto(`/account/my-order/${order.id}`);
  const card = page.getByTestId('order-line').getByTestId('problem-card');
  await expect(card.getByTestId('problem-kind')).toHaveText('ហាងបានឡើងថ្លៃ', NAV);
  await expect(card.getByTestId('problem-pay-submit')).toBeVisible();
  await reviewShot(page, 'problem-refused-shopper-kh.png');
  await admin.context().close();
});
