import type { Browser, Page } from '@playwright/test';
import { test, expect, addToCartOnProductPage, DEMO_ADMIN, hydrated, plainProduct } from '../fixtures';

// Route chunks load on first use and two browsers share a slow machine.
test.setTimeout(120_000);
const NAV = { timeout: 30_000 };

/**
 * The admin, in a browser of their own, logs in on the login page like anyone else. This spec keeps
 * the seeded demo admin on purpose: the embedded defaults promise that the demo accounts work on
 * `npm start`. Its shopper is a new one, registered through the register page (what it is about).
 */
async function adminBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const admin = await context.newPage();
  await admin.goto('/login');
  await admin.getByLabel('លេខទូរស័ព្ទ').fill(DEMO_ADMIN.phone);
  await admin.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'ចូល', exact: true }).click();
  await expect(admin).toHaveURL(/\/account$/, NAV);
  return admin;
}

/**
 * What a person on `npm start` does with no SMS gateway and no bank: the shopper registers, the
 * admin reads the code on the back office's SMS outbox, and later marks the KHQR paid in the
 * back office's sandbox screen. No dev-only endpoint is used.
 */
test('a new shopper registers with the code from the SMS outbox and pays KHQR marked paid by the admin', async ({
  page,
  browser,
}) => {
  const local = `097${String(Date.now()).slice(-7)}`;
  const e164 = `+855${local.slice(1)}`;

  await page.goto('/register');
  await page.getByLabel('ឈ្មោះ').fill('សុភា អ្នកទិញថ្មី');
  await page.getByLabel('លេខទូរស័ព្ទ').fill(local);
  await page.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill('tonle-sap-mekong-27');
  await page.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់').fill('tonle-sap-mekong-27');
  await page.getByRole('button', { name: 'ចុះឈ្មោះ', exact: true }).click();
  await expect(page).toHaveURL(/\/verify\?phone=/, NAV);

  const admin = await adminBrowser(browser);
  await admin.goto('/admin/sms-outbox');
  await expect(admin.getByRole('heading', { name: 'ប្រអប់សារ SMS' })).toBeVisible();
  const text = admin.locator(`[data-testid="sms-text"][data-phone="${e164}"]`).first();
  await expect(async () => {
    await admin.getByTestId('admin-refresh').click();
    await expect(text).toBeVisible({ timeout: 2000 });
  }).toPass(NAV);
  await expect(text).toContainText('ផ្ទៀងផ្ទាត់លេខទូរស័ព្ទ');
  const code = (await text.getByTestId('sms-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);

  await page.getByLabel('លេខកូដផ្ទៀងផ្ទាត់').fill(code);
  await page.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/, NAV);

  await addToCartOnProductPage(page, await plainProduct(page.request));
  await page.goto('/my-cart');
  await page.getByTestId('cart-group-fardin').getByRole('button', { name: 'ទូទាត់' }).click();
  await expect(page).toHaveURL(/\/checkout\?type=fardin&items=/, NAV);

  // The admin has the sandbox screen open before the shopper shows the QR: the QR waits seconds, not minutes.
  await admin.goto('/admin/khqr-sandbox');
  await expect(admin.getByRole('heading', { name: 'KHQR សាកល្បង' })).toBeVisible();

  // The KHQR sheet is the page's script, which starts after the load event (decision 0027).
  await hydrated(page, 'place-order');
  // A shopper just registered has no saved address: this order is picked up at the warehouse.
  await page.getByTestId('delivery-warehouse').click();
  await page.getByTestId('pay-khqr').click();
  await page.getByTestId('place-order').click();
  const qr = page.getByTestId('khqr-image');
  await expect(qr).toBeVisible(NAV);
  const reference = await qr.getAttribute('data-reference');

  const pending = admin.locator(`[data-testid="sandbox-payment"][data-reference="${reference}"]`);
  await admin.getByTestId('admin-refresh').click();
  await expect(pending).toContainText(e164);
  await pending.getByRole('button', { name: 'សម្គាល់ថាបានបង់ (សាកល្បង)' }).click();
  await expect(admin.getByRole('status')).toHaveText('បានសម្គាល់ថាបានបង់។ ការបញ្ជាទិញរបស់អ្នកទិញនឹងបញ្ចប់នៅពេលពិនិត្យបន្ទាប់។');

  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);
  await page.getByTestId('order-card').first().click();
  await expect(page.getByTestId('order-status')).toHaveText('ទូទាត់រួច', NAV);
  await admin.context().close();
});
