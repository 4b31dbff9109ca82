import type { Browser, Page } from '@playwright/test';
import { test, expect, freshShopper, hydrated, loginAs, uploadReceipt, DEMO_ADMIN } from '../fixtures';

// Two actors (staff and shopper) per journey on a shared 2-core machine: allow more time.
test.describe.configure({ timeout: 120_000 });

/** A second browser context logged in as the demo admin (the shopper keeps `page`). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await loginAs(page, DEMO_ADMIN);
  return page;
}

/** Staff create an own product; a new shopper buys it now by bank transfer (order waits for verification) or COD. */
async function buyByTransfer(
  staff: Page,
  page: Page,
  product: { title_en: string; title_kh: string; price: number },
  payment: 'bankTransfer' | 'cod' = 'bankTransfer',
): Promise<{ id: number }> {
  const created = await staff.request.post('/api/admin/products', { data: { ...product, stock: 100 } });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { source_id: string } };
  const token = await freshShopper(page);
  // Receipts are the shopper's own uploads: upload first, then send what /upload answered.
  const paying =
    payment === 'cod'
      ? { payment_type: 'cod' }
      : { payment_type: 'bankTransfer', payment_method: 'phone', image_url: await uploadReceipt(page, token) };
  const checkout = await page.request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: data.source_id,
      quantity: 1,
      address: 'Home',
      ...paying,
    },
  });
  expect(checkout.status(), await checkout.text()).toBeLessThan(300);
  return ((await checkout.json()) as { data: { id: number } }).data;
}

test('shoppers and guests get 404 at /admin', async ({ page }) => {
  expect((await page.goto('/admin'))?.status()).toBe(404);
  await freshShopper(page);
  expect((await page.goto('/admin/orders'))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(404);
});

test('staff verifies a bank transfer and the shopper sees the order as paid', async ({ page, browser }) => {
  const staff = await staffPage(browser);
  const order = await buyByTransfer(staff, page, { title_en: 'Admin E2E mug', title_kh: 'កែវអេឌមីន', price: 4 });

  await staff.goto('/admin/payments?lang=en');
  const card = staff.getByTestId(`transfer-${order.id}`);
  await expect(card).toBeVisible();
  await expect(card.locator('xpath=..').getByRole('img', { name: 'Receipt' })).toBeVisible();
  await expect(card.locator('xpath=..').getByTestId('receipt-stored')).toContainText(/Stored copy · \d+ KB · uploaded/);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByRole('status')).toContainText('Saved');
  await expect(staff.getByTestId(`transfer-${order.id}`)).toHaveCount(0);

  await page.goto(`/en/account/my-order/${order.id}`);
  await expect(page.getByTestId('order-timeline')).toContainText('Paid');
  await staff.context().close();
});

test('staff confirm a new cash-on-delivery order by phone, the only move it has, and the shopper is told it is confirmed, not paid', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const order = await buyByTransfer(staff, page, { title_en: 'COD E2E cup', title_kh: 'ពែងបង់ពេលទទួល', price: 3 }, 'cod');

  await staff.goto(`/admin/orders/${order.id}?lang=en`);
  // No jump past the confirmation (a placed COD order once went straight to delivered, "paid").
  const stage = staff.getByLabel('Move to stage');
  await expect(stage.locator('option')).toHaveText(['Confirmed by phone (cash on delivery)']);
  await staff.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(staff.getByRole('status')).toContainText('Saved');
  await expect(staff.getByTestId('order-stage')).toHaveAttribute('data-stage', 'paid');

  await page.goto('/en/account/notifications');
  const told = page.getByTestId('notification-item').filter({ hasText: `#${order.id}` });
  await expect(told.filter({ hasText: 'Order confirmed' })).toHaveCount(1);
  await expect(told.filter({ hasText: 'Payment received' })).toHaveCount(0);
  // The order page says confirmed too, never "Paid" while the cash is still to come.
  await page.goto(`/en/account/my-order/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('order-timeline')).toContainText('Order confirmed (pay on delivery)');
  await expect(page.getByTestId('order-timeline')).not.toContainText('Paid');
  await staff.context().close();
});

test('staff moves a delivery to completed and public tracking shows it', async ({ page, browser }) => {
  const token = await freshShopper(page);
  const zones = (await (await page.request.get('/api/zones')).json()) as { data: { id: number }[] };
  const booked = await page.request.post('/api/delivery/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      pickup_phone: '012 345 678',
      pickup_location: 'Central Market',
      receiver_phone: '+85510888168',
      receiver_location: 'Toul Kork',
      delivery_type: 'delivery',
      zone_id: zones.data[0]!.id,
      delivery_fee: 0,
      total: 0,
      currency: 'USD',
      payment_note: 'COD',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data: delivery } = (await booked.json()) as { data: { code: string } };

  const staff = await staffPage(browser);
  await staff.goto(`/admin/deliveries?lang=en&code=${delivery.code}`);
  const card = staff.getByTestId(`delivery-${delivery.code}`).locator('..');
  await card.getByLabel('Driver name').fill('Dara');
  await card.getByLabel('Driver phone').fill('012 888 168');
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(staff.getByRole('status')).toContainText('Saved');
  for (const status of ['pickup', 'delivering', 'completed']) {
    await staff.getByLabel('Set status').selectOption(status);
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByTestId('delivery-status')).toHaveAttribute('data-status', status);
  }
  await staff.context().close();

  await page.goto(`/en/tracking?code=${delivery.code}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('tracking-status')).toHaveText('Completed');
});

test('staff creates a fardin product with a variant and a shopper finds it by a Khmer search', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  await staff.goto('/admin/products/new?lang=en');
  await staff.getByLabel('Title (Khmer)').fill('ក្រមាហ្វាឌីនពិសេស');
  await staff.getByLabel('Title (English)').fill('Fardin special krama');
  await staff.getByLabel('Price (USD)').first().fill('7.5');
  await staff.locator('input[name="variant_name_0"]').fill('Red');
  await staff.locator('input[name="variant_price_0"]').fill('7.5');
  await staff.locator('input[name="variant_stock_0"]').fill('12');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(/\/admin\/products\/\d+\?saved=1$/);
  await expect(staff.locator('input[name="variant_name_0"]')).toHaveValue('Red');
  await staff.context().close();

  // The address the header search box opens (the box itself is covered by catalogue.spec.ts).
  await page.goto(`/search/filter/fardin?text=${encodeURIComponent('ក្រមាហ្វាឌីន')}`);
  await expect(page.getByTestId('product-card').first()).toContainText('ក្រមាហ្វាឌីនពិសេស');
});

test('staff records a quality check at the overseas warehouse and the shopper asks for a return', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const order = await buyByTransfer(staff, page, { title_en: 'QC E2E bag', title_kh: 'កាបូបពិនិត្យ', price: 6 });
  expect((await staff.request.post(`/api/admin/payments/transfers/${order.id}/verify`)).status()).toBe(200);
  for (const stage of ['purchased', 'overseas_warehouse'])
    expect((await staff.request.post(`/api/admin/orders/${order.id}/stage`, { data: { stage } })).status()).toBe(200);

  await staff.goto(`/admin/orders/${order.id}?lang=en`);
  const form = staff.locator('[data-testid^="qc-form-"]').first();
  // No "Saved" showed once in a full run (decision 0062), most likely a form sent before the page's
  // script ran (a plain post of the whole page): staff fill it in once it is live.
  await hydrated(staff, (await form.getAttribute('data-testid'))!);
  await form.getByLabel('Photo URLs (one per line)').fill('/favicon.svg');
  await form.getByLabel('Weight (kg)').fill('0.8');
  await form.getByLabel('Length (cm)').fill('30');
  await form.getByLabel('Width (cm)').fill('20');
  await form.getByLabel('Height (cm)').fill('10');
  await form.getByLabel('Note for the shopper').fill('Checked: no damage');
  await form.getByRole('button', { name: 'Save check' }).click();
  await expect(staff.getByRole('status')).toContainText('Saved');
  await expect(staff.getByTestId('qc-decision')).toContainText('pending');

  await page.goto(`/en/account/my-order/${order.id}`);
  const check = page.getByTestId('quality-check');
  await expect(check).toContainText('Weight 0.8 kg');
  await expect(check).toContainText('Size 30 × 20 × 10 cm');
  await expect(check.locator('img[loading="lazy"]')).toHaveCount(1);
  await check.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(page.getByRole('alert')).toContainText('Please give a reason');
  await page.getByTestId('quality-check').getByLabel('Reason (for a return or exchange)').fill('Wrong colour');
  await page.getByTestId('quality-check').getByRole('button', { name: 'Ask for a return' }).click();
  await expect(page.getByTestId('check-decision')).toHaveText('Return requested · Wrong colour');

  await staff.reload();
  await expect(staff.getByTestId('qc-decision')).toContainText('return — Wrong colour');
  await staff.context().close();
});

test('admin saves a shipping rate, writes a blog post and finds both in the audit log', async ({ browser }) => {
  const staff = await staffPage(browser);
  await staff.goto('/admin/settings?lang=en');
  await expect(staff.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(staff.getByLabel('E-mail')).not.toHaveValue('');
  await staff.goto('/admin/reference');
  await expect(staff.getByText('within 10 seconds')).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Stores', exact: true })).toBeVisible();

  await staff.goto('/admin/shipping');
  await staff.getByRole('button', { name: 'Save' }).nth(0).click();
  await expect(staff.getByRole('status')).toContainText('Saved');

  await staff.goto('/admin/blog');
  // The form's answer is shown by the page's script, which starts after load (decision 0027).
  await hydrated(staff, 'blog-text-kh');
  await staff.getByLabel('Address name (a-z, 0-9, -)').fill(`e2e-post-${Date.now()}`);
  await staff.getByLabel('Title').first().fill('អត្ថបទសាកល្បង');
  await staff.getByLabel('Body (HTML, cleaned by the server)').first().fill('<p>Hello</p><script>alert(1)</script>');
  await staff.getByRole('button', { name: 'Create' }).click();
  await expect(staff.getByRole('status')).toContainText('created');

  await staff.goto('/admin/audit');
  await expect(staff.getByText('blog.create').first()).toBeVisible();
  await expect(staff.getByText('shipping.rate.update').first()).toBeVisible();
  await staff.context().close();
});
