import type { Page } from '@playwright/test';
import {
  test,
  expect,
  DEMO_ADMIN,
  RECEIPT_PNG,
  hydrated,
  plainProduct,
  reviewShot,
  uploadReceipt,
  type Shopper,
} from '../fixtures';

// A new shopper's checkout and payment at phone size, in Khmer unless the path says otherwise:
// a transfer's receipt on the order pages, the transfer's missing parts said together, a checkout
// reopened after its items were ordered, and the wallet's top-up form (new-shopper audit).
test.setTimeout(120_000);
const NAV = { timeout: 30_000 };

const BANK_KH = 'សូមជ្រើសរើសប្រភេទផ្ទេរប្រាក់';
const RECEIPT_KH = 'សូមផ្ទុកឡើងរូបភាពបង្កាន់ដៃ';

async function staffToken(page: Page): Promise<string> {
  const login = await page.request.post('/api/login?vendor_code=anakut_buy', { data: DEMO_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The shopper buys one plain product by bank transfer through the API, with a receipt of their own. */
async function transferOrder(page: Page, shopper: Shopper, product: string): Promise<number> {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const accounts = (await (await page.request.get('/api/payment/transfer-accounts')).json()) as {
    data: { code: string }[];
  };
  const placed = await page.request.post('/api/checkout', {
    headers,
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: product,
      quantity: 1,
      address: 'Home',
      payment_type: 'bankTransfer',
      payment_method: accounts.data[0]!.code,
      image_url: await uploadReceipt(page, shopper.token),
    },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  return ((await placed.json()) as { data: { id: number } }).data.id;
}

test('a bank-transfer order says its receipt is in and being checked, then why staff refused it', async ({
  page,
  shopper,
}) => {
  const id = await transferOrder(page, shopper, await plainProduct(page.request, 11));

  // The list says the receipt is being checked beside "to pay".
  await page.goto('/account/my-order');
  const card = page.getByTestId('order-card').filter({ hasText: `#${id}` });
  await expect(card.getByTestId('order-receipt-checking')).toHaveText('កំពុងពិនិត្យបង្កាន់ដៃ', NAV);

  // The order page leads with it, the receipt's picture beside the words.
  await page.goto(`/account/my-order/${id}`);
  const notice = page.getByTestId('transfer-receipt');
  await expect(notice).toHaveAttribute('data-state', 'verifying', NAV);
  await expect(notice).toContainText('យើងបានទទួលបង្កាន់ដៃផ្ទេរប្រាក់របស់អ្នកហើយ');
  await expect(notice).toContainText('អ្នកមិនចាំបាច់បង់ម្តងទៀតទេ');
  const image = notice.getByRole('img', { name: 'បង្កាន់ដៃរបស់អ្នក' });
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await reviewShot(page, 'receipt-checking-kh.png', { fullPage: false });

  // Staff refuse it: the page says so, in their words, and where to send the right one.
  const refused = await page.request.post(`/api/admin/payments/transfers/${id}/reject`, {
    headers: { Authorization: `Bearer ${await staffToken(page)}` },
    data: { reason: 'ចំនួនទឹកប្រាក់មិនត្រូវ' },
  });
  expect(refused.status(), await refused.text()).toBe(200);
  await page.reload();
  await expect(notice).toHaveAttribute('data-state', 'refused', NAV);
  await expect(notice).toContainText('បង្កាន់ដៃផ្ទេរប្រាក់មិនត្រូវបានទទួល');
  await expect(notice.getByTestId('transfer-receipt-reason')).toHaveText('មូលហេតុ៖ ចំនួនទឹកប្រាក់មិនត្រូវ');
  await expect(notice.getByRole('link', { name: 'ផ្ញើសារ' })).toHaveAttribute('href', '#conversation');
  await expect(page.locator('#conversation')).toBeVisible();
  await reviewShot(page, 'receipt-refused-kh.png', { fullPage: false });
  await page.goto('/account/my-order');
  await expect(card).toBeVisible(NAV);
  await expect(card.getByTestId('order-receipt-checking')).toHaveCount(0);
});

test("bank transfer: the shop's only account is chosen already and what is missing is said at once", async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto(`/buynow?type=fardin&product_id=${await plainProduct(page.request, 12)}&quantity=1`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await hydrated(page, 'place-order');
  await page.getByTestId('pay-bankTransfer').click();
  const banks = page.getByTestId('transfer-instructions').locator('input[name="payment_method"]');
  const error = page.getByTestId('checkout-error');
  const first = banks.first();
  if ((await banks.count()) === 1) {
    // One account (the shop's default): nothing to choose, only the receipt is missing.
    await expect(first).toBeChecked();
    await page.getByTestId('place-order').click();
    await expect(error).toHaveText(RECEIPT_KH);
  } else {
    // Several (another journey added one): none is guessed, and both parts are asked for together.
    await expect(page.getByTestId('transfer-instructions').locator('input:checked')).toHaveCount(0);
    await page.getByTestId('place-order').click();
    await expect(error).toContainText(BANK_KH);
    await expect(error).toContainText(RECEIPT_KH);
    await first.check();
    await expect(error).toHaveText(RECEIPT_KH);
  }
  await error.scrollIntoViewIfNeeded();
  await reviewShot(page, 'transfer-missing-kh.png', { fullPage: false });
  await page
    .getByTestId('receipt-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(page.getByTestId('receipt-ok')).toBeVisible(NAV);
  await expect(error).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);
  await expect(page.getByTestId('order-card').first().getByTestId('order-receipt-checking')).toBeVisible();
});

test('a checkout reopened after its items were ordered says why first, with the ways back', async ({
  page,
  shopper,
}) => {
  const product = await plainProduct(page.request, 14);
  const added = await page.request.post('/api/cart/add', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { product_id: product, type: 'fardin', quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const cart = (await (await page.request.get('/api/cart')).json()) as { data: Record<string, { id: number }[]> };
  const items = cart.data.fardin!.map((l) => l.id).join(',');
  const url = `/en/checkout?type=fardin&items=${items}`;
  await page.goto(url);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await hydrated(page, 'place-order');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en\/account\/my-order$/, NAV);

  // Back to the same checkout (the Back button): the reason leads, with the cart and the orders.
  await page.goto(url);
  const blocked = page.getByTestId('checkout-blocked');
  await expect(blocked).toBeVisible(NAV);
  await expect(blocked.getByRole('heading')).toHaveText('These items cannot be checked out');
  await expect(blocked.getByTestId('checkout-error')).toContainText('Your cart changed');
  await expect(blocked.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/my-cart');
  await expect(blocked.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/account/my-order');
  // No empty item list, no "no shipping" text, no order button.
  await expect(page.getByText('No shipping for these products yet')).toHaveCount(0);
  await expect(page.getByTestId('place-order')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Items', exact: true })).toHaveCount(0);
  await reviewShot(page, 'checkout-blocked-en.png', { fullPage: false });
});

test('the top-up form says what is missing in Khmer and is empty again once a request is sent', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/account/wallet');
  await hydrated(page, 'topup-submit');
  await page.getByTestId('topup-submit').click();
  // The page's own words under each field, never the browser's English "Please fill out this field."
  await expect(page.getByTestId('topup-amount-error')).toHaveText('សូមបញ្ចូលចំនួនទឹកប្រាក់', NAV);
  await expect(page.getByTestId('topup-receipt')).toContainText(RECEIPT_KH);
  await expect(page.getByTestId('topup-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('topup-row')).toHaveCount(0);
  await reviewShot(page, 'topup-missing-kh.png', { fullPage: false });
  // An amount out of bounds is named together with the missing receipt, in one answer.
  await page.getByTestId('topup-amount').fill('-5');
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('topup-amount-error')).toContainText('0.01', NAV);
  await expect(page.getByTestId('topup-receipt')).toContainText(RECEIPT_KH);

  await page.getByTestId('topup-amount').fill('5');
  await page
    .getByTestId('topup-receipt-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(page.getByTestId('topup-receipt').getByTestId('file-picker-preview')).toBeVisible();
  await expect(page.getByTestId('topup-submit')).toBeEnabled(NAV);
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('topup-ok')).toBeVisible(NAV);
  await expect(page.getByTestId('topup-row')).toHaveCount(1);
  // The form is ready for another request: no amount, no receipt (the same one is not sent twice).
  await expect(page.getByTestId('topup-amount')).toHaveValue('');
  await expect(page.getByTestId('topup-receipt').getByTestId('file-picker-preview')).toHaveCount(0);
  await expect(page.locator('input[name="image_url"]')).toHaveValue('');
  await expect(page.getByTestId('topup-amount-error')).toHaveCount(0);
  await reviewShot(page, 'topup-sent-kh.png', { fullPage: false });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top-up form still says what is missing, then sends and empties', async ({ page, shopper: _signedIn }) => {
    await page.goto('/account/wallet');
    await page.getByTestId('topup-submit').click();
    await expect(page.getByTestId('topup-amount-error')).toHaveText('សូមបញ្ចូលចំនួនទឹកប្រាក់', NAV);
    await expect(page.getByTestId('topup-receipt')).toContainText(RECEIPT_KH);
    // The amount typed stays when only the receipt is missing.
    await page.getByTestId('topup-amount').fill('3');
    await page.getByTestId('topup-submit').click();
    await expect(page.getByTestId('topup-receipt')).toContainText(RECEIPT_KH, NAV);
    await expect(page.getByTestId('topup-amount')).toHaveValue('3');
    await expect(page.getByTestId('topup-amount-error')).toHaveCount(0);
    await page
      .getByTestId('topup-receipt-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.getByTestId('topup-submit').click();
    await expect(page.getByTestId('topup-ok')).toBeVisible(NAV);
    await expect(page.getByTestId('topup-row')).toHaveCount(1);
    await expect(page.getByTestId('topup-amount')).toHaveValue('');
  });
});
