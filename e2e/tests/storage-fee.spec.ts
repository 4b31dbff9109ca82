import { expect, hydrated, RECEIPT_PNG, test, reviewShot } from '../fixtures';
import { adminPage, NAV, overdueOrder } from './operations-helpers';

// Route chunks load on first use and two browsers share a slow machine.
test.setTimeout(300_000);

/**
 * Issue 27 (decision 0055), at phone size in Khmer: a ready line waits past its free storage (the
 * clock is moved: the E2E server takes `at` on the storage sweep, which bills the days begun), the
 * order page shows the storage fee due with its own pay button, the shopper pays it by KHQR (the
 * freight's payment sheet), the sandbox bank settles it, and the ledger shows it paid.
 */
test('the storage fee after the free days is paid by KHQR from the order page', async ({ page, browser, shopper }) => {
  const { admin, token: staff } = await adminPage(browser);
  const order = await overdueOrder(page, shopper.token, staff, 16);

  await page.goto(`/account/my-order/${order.id}`);
  const storage = page.getByTestId('storage');
  await expect(storage.getByTestId('storage-due')).toContainText('ថ្លៃទុកក្នុងឃ្លាំងត្រូវបង់', NAV);
  await expect(storage.getByTestId('storage-due')).toContainText('1.50');
  await expect(storage.getByTestId('storage-pay')).toContainText('បង់ថ្លៃទុកក្នុងឃ្លាំងតាម');
  await reviewShot(page, 'storage-due-kh.png');

  await hydrated(page, 'storage-pay-submit');
  await storage.getByTestId('storage-pay-khqr').click();
  await storage.getByTestId('storage-pay-submit').click();
  const qr = page.getByTestId('khqr-image');
  await expect(qr).toBeVisible(NAV);
  const reference = await qr.getAttribute('data-reference');
  expect(reference).toBeTruthy();
  const settled = await page.request.post('/api/payment/sandbox/pay', { data: { reference } });
  expect(settled.status(), await settled.text()).toBe(200);

  await expect(page.getByTestId('storage-paid')).toHaveText('បានបង់ថ្លៃទុកក្នុងឃ្លាំងរួចហើយ', NAV);
  await expect(page.getByTestId('storage-pay')).toHaveCount(0);
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger.locator('[data-kind="storage_paid"]')).toContainText('KHQR');
  await reviewShot(page, 'storage-paid-kh.png');

  // Paying again (a second tab) finds nothing due.
  const again = await page.request.post(`/api/orders/${order.id}/storage/pay`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { payment_type: 'khqr' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('storage.nothing_due');
  await admin.context().close();
});

/**
 * Issue 27 (decision 0055), at phone size in Khmer: the shopper pays the storage fee by bank
 * transfer with a receipt from the order page; staff find it under "storage fees sent by transfer"
 * on /admin/parcels, open the receipt and accept it; the shopper's order page then shows it paid.
 */
test('a storage fee paid by transfer is accepted by staff on /admin/parcels', async ({ page, browser, shopper }) => {
  const { admin, token: staff } = await adminPage(browser);
  const order = await overdueOrder(page, shopper.token, staff, 15);

  await page.goto(`/account/my-order/${order.id}`);
  const storage = page.getByTestId('storage');
  await expect(storage.getByTestId('storage-due')).toContainText('1.50', NAV);
  await hydrated(page, 'storage-pay-submit');
  await storage.getByTestId('storage-pay-bankTransfer').click();
  await storage.getByTestId('storage-receipt-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await expect(storage.getByTestId('storage-receipt').getByTestId('file-picker-preview')).toBeVisible(NAV);
  await expect(storage.getByTestId('storage-pay-submit')).toBeEnabled(NAV);
  await storage.getByTestId('storage-pay-submit').click();
  await expect(storage.getByTestId('storage-transfer-sent')).toBeVisible(NAV);
  await expect(page.getByTestId('storage-paid')).toHaveCount(0);

  await admin.goto('/admin/parcels');
  const section = admin.getByTestId('storage-transfers');
  await expect(section).toContainText('ថ្លៃទុកក្នុងឃ្លាំងដែលបានផ្ទេរប្រាក់', NAV);
  const row = section.locator(`[data-testid="storage-transfer"][data-order-id="${order.id}"]`);
  await expect(row).toContainText('1.50');
  await expect(row).toContainText('E2E shopper');
  const receipt = row.getByRole('link', { name: 'មើលបង្កាន់ដៃ' });
  expect(await receipt.getAttribute('href')).toMatch(/^\/|^https?:\/\//);
  await row.scrollIntoViewIfNeeded();
  await reviewShot(admin, 'storage-transfers-admin-kh.png');
  await hydrated(admin, 'storage-transfers');
  await row.getByRole('button', { name: 'ទទួលយកការផ្ទេរប្រាក់' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  await expect(row).toHaveCount(0, NAV);

  await page.reload();
  await expect(page.getByTestId('storage-paid')).toHaveText('បានបង់ថ្លៃទុកក្នុងឃ្លាំងរួចហើយ', NAV);
  await expect(page.getByTestId('storage-pay')).toHaveCount(0);
  await expect(page.getByTestId('order-ledger').locator('[data-kind="storage_paid"]')).toHaveCount(1);
  await reviewShot(page, 'storage-transfer-paid-kh.png');
  await admin.context().close();
});
