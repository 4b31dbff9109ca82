import { expect, hydrated, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product } from './operations-helpers';

// Route chunks load on first use and two browsers share a slow machine.
test.setTimeout(360_000);

/**
 * Issue 27 items 1 and 2 (decision 0042), at phone size in Khmer: staff pack the shopper's ready
 * line and weigh the parcel in the back office, the shopper pays the freight by KHQR on the order
 * page, the KHQR sandbox screen settles it, and the order page shows the freight paid.
 */
test('staff pack and weigh a parcel; the shopper pays its freight by KHQR', async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 14));
  const { admin, token: staff } = await adminPage(browser);
  const headers = { Authorization: `Bearer ${staff}` };
  for (const to of ['bought', 'seller_shipped', 'received', 'ready']) {
    const moved = await page.request.post(`/api/admin/order-lines/${order.lineId}/move`, {
      headers,
      data: { to, ...(to === 'seller_shipped' ? { tracking_no: `E2E${order.lineId}` } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // Pack: the shopper's ready line is ticked already; one tap packs it.
  await admin.goto('/admin/parcels');
  const group = admin.getByTestId('pack-group').filter({ has: admin.locator(`text=#${order.id}`) });
  await expect(group).toBeVisible(NAV);
  await group.getByRole('button', { name: 'វេចខ្ចប់ទំនិញដែលបានជ្រើស' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);

  const list = await page.request.get('/api/admin/parcels?state=packing', { headers });
  const parcels = ((await list.json()) as { data: { id: number; code: string; order_ids: number[] }[] }).data;
  const parcel = parcels.find((p) => p.order_ids.includes(order.id))!;
  expect(parcel.code).toMatch(/^FP/);

  // Weigh: kg and the box's size, then the freight is billed. A slip of the finger first (14 kg
  // for 1.4), corrected from the freight-due card before the shopper pays (decision 0070).
  const fillWeigh = async (kg: string) => {
    const weigh = admin.getByTestId(`weigh-form-${parcel.id}`);
    await weigh.getByTestId('weigh-weight_kg').fill(kg);
    await weigh.getByTestId('weigh-length_cm').fill('35');
    await weigh.getByTestId('weigh-width_cm').fill('25');
    await weigh.getByTestId('weigh-height_cm').fill('12');
    return weigh;
  };
  const weigh = await fillWeigh('14');
  await reviewShot(admin, 'pack-weigh-kh.png');
  await weigh.getByRole('button', { name: 'ថ្លឹង និងគិតថ្លៃដឹក' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  const due = admin.locator(`[data-testid="freight-due"][data-parcel-id="${parcel.id}"]`);
  await expect(due).toContainText('· 14 គ.ក', NAV);
  await due.getByTestId('reweigh').locator('summary').click();
  const again = await fillWeigh('1.4');
  await again.getByRole('button', { name: 'ថ្លឹងម្តងទៀត និងគិតថ្លៃដឹកឡើងវិញ' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  await expect(due).not.toContainText('· 14 គ.ក', NAV);
  await admin.goto(`/admin/parcels/${parcel.id}/label`);
  await expect(admin.getByTestId('parcel-label-page')).toContainText(parcel.code, NAV);
  await expect(admin.getByTestId('parcel-label-page')).toContainText('ដឹកដល់ផ្ទះ');
  await reviewShot(admin, 'label-kh.png');

  // The shopper sees the weight, the freight and its parts, and pays by KHQR.
  await page.goto(`/account/my-order/${order.id}`);
  const card = page.getByTestId('parcel');
  await expect(card.getByTestId('parcel-state')).toHaveText('រង់ចាំបង់ថ្លៃដឹក', NAV);
  await expect(card).toContainText('1.4 គ.ក');
  // One freight invoice: the corrected one.
  await expect(page.getByTestId('order-ledger').locator('[data-kind="freight"]')).toHaveCount(1);
  const freight = (await card.getByTestId('parcel-freight').textContent())!;
  expect(freight).toMatch(/\$\d+\.\d\d/);
  await expect(card.getByTestId('freight-parts')).toBeVisible();
  await expect(page.getByTestId('storage')).toContainText('ឥតគិតថ្លៃរហូតដល់');
  await reviewShot(page, 'freight-due-kh.png');

  await hydrated(page, 'freight-pay-submit');
  await card.getByTestId('freight-pay-khqr').click();
  await card.getByTestId('freight-pay-submit').click();
  const qr = page.getByTestId('khqr-image');
  await expect(qr).toBeVisible(NAV);
  const reference = await qr.getAttribute('data-reference');
  expect(reference).toBeTruthy();
  // The sandbox bank pays it at once (under E2E a QR lives 9 s: the call the sandbox screen's
  // button makes, without the screen's round trips); the order page's next check pays the freight.
  const settled = await page.request.post('/api/payment/sandbox/pay', { data: { reference } });
  expect(settled.status(), await settled.text()).toBe(200);

  await expect(card.getByTestId('parcel-state')).toHaveText('បានបង់ថ្លៃដឹក', NAV);
  await expect(card.getByTestId('freight-paid')).toBeVisible();
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger.locator('[data-kind="freight_paid"]')).toContainText('KHQR');
  await expect(ledger.getByTestId('balance-due')).toHaveText('បានបង់គ្រប់');
  await reviewShot(page, 'freight-paid-kh.png');
  await admin.context().close();
});
