import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, fundWallet, hydrated, loginAs, plainProduct, DEMO_ADMIN } from '../fixtures';

// Two actors (shopper and staff) on a shared 2-core machine: allow more time.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

type Detail = {
  result: {
    item: {
      props: { pid: string; values: { vid: string; name: string }[] }[];
      skus: { sku_id: string; quantity: number }[];
    };
  };
};

/** A demo product of the shop's own catalogue with options (colour, size...) to choose from. */
async function productWithOptions(request: APIRequestContext): Promise<string> {
  for (let n = 1; n <= 64; n += 1) {
    const id = `FD${String(n).padStart(5, '0')}`;
    const res = await request.get(`/api/fardin?api=item_detail_simple&num_iid=${id}`);
    if (!res.ok()) continue;
    const { item } = ((await res.json()) as Detail).result;
    if (item.props.length > 0 && item.skus.some((s) => s.quantity >= 5)) return id;
  }
  throw new Error('no demo product with options');
}

/** A second browser context logged in as the demo admin, in English (the shopper keeps `page`). */
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

const cartCount = async (page: Page) =>
  ((await (await page.request.get('/api/cart/count')).json()) as { data: { cart: number } }).data.cart;

test('a favourite hearted without a colour or size goes to its product page to choose, never bare to the cart', async ({
  page,
  shopper,
}) => {
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const id = await productWithOptions(page.request);
  const hearted = await page.request.post('/api/wishlist/add', {
    headers: auth,
    data: { product_id: id, type: 'fardin' },
  });
  expect(hearted.status(), await hearted.text()).toBe(200);

  await page.goto('/account/my-favorite');
  await hydrated(page, 'favorite-item');
  await page.getByTestId('favorite-item').getByRole('button').first().click();
  // Sent to the product page to choose, told why in Khmer; nothing reached the cart.
  await expect(page).toHaveURL(new RegExp(`/product/fardin/${id}`), NAV);
  await expect(page.getByTestId('snackbar')).toContainText('សូមជ្រើសរើសជម្រើស (ពណ៌ ទំហំ...)');
  await expect(page.getByTestId('variant-picker')).toBeVisible();
  expect(await cartCount(page)).toBe(0);

  // Buy-now and a cart checkout of the bare product are refused by the same code.
  const buyNow = await page.request.post('/api/checkout', {
    headers: auth,
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: id,
      quantity: 1,
      address: 'Home',
      payment_type: 'cod',
    },
  });
  expect(buyNow.status()).toBe(422);
  expect(((await buyNow.json()) as { code: string }).code).toBe('product.variant_required');
  const orders = await page.request.get('/api/checkout/history?envelope=1', { headers: auth });
  expect(((await orders.json()) as { total: number }).total).toBe(0);
});

test('the checkout note shows on the shopper’s order page and on the back office’s', async ({
  page,
  shopper,
  browser,
}) => {
  const note = 'Call 012 345 678 before delivery: the gate is blue';
  const placed = await page.request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: await plainProduct(page.request, 3),
      quantity: 1,
      address: 'Home',
      payment_type: 'cod',
      note,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id } = ((await placed.json()) as { data: { id: number } }).data;

  await page.goto(`/account/my-order/${id}`);
  await expect(page.getByTestId('order-note')).toContainText(note);
  await expect(page.getByTestId('order-note')).toContainText('កំណត់ចំណាំ');

  const staff = await staffPage(browser);
  await staff.goto(`/admin/orders/${id}?lang=en`);
  await expect(staff.getByTestId('order-note')).toHaveText(`Shopper’s note: ${note}`);
  await staff.context().close();
});

test('staff see a withdrawal on the dashboard and the withdrawals page, and record its payout', async ({
  page,
  shopper,
  browser,
}) => {
  await fundWallet(page, shopper.token, 20);
  const withdrawn = await page.request.post('/api/wallet/withdraw', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { amount: 7.5 },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  const { id, reference_no } = ((await withdrawn.json()) as { data: { id: number; reference_no: string } }).data;

  const staff = await staffPage(browser);
  await staff.goto('/admin?lang=kh');
  const stat = staff.getByRole('link', { name: /ការដកប្រាក់ត្រូវបើកជូន/ });
  await expect(stat).toBeVisible();
  await stat.click();
  await expect(staff).toHaveURL(/\/admin\/withdrawals\?status=pending/, NAV);
  await expect(staff.getByRole('heading', { name: 'ការដកប្រាក់ Anakut Cash' })).toBeVisible();

  await staff.goto('/admin/withdrawals?lang=en');
  const row = staff.getByTestId(`withdrawal-${id}`);
  await expect(row).toContainText('$7.50');
  await expect(row).toContainText(reference_no);
  await expect(row).toContainText(`+855${shopper.phone.slice(1)}`);
  const card = staff.locator('div', { has: row }).last();
  await card.getByLabel('Payout note (bank reference)').fill('ABA 5521');
  await card.getByRole('button', { name: 'Record payout' }).click();
  await expect(staff.getByTestId(`withdrawal-${id}`)).toHaveCount(0, NAV);

  await staff.goto('/admin/withdrawals?status=paid');
  await expect(staff.locator('div', { has: staff.getByTestId(`withdrawal-${id}`) }).last()).toContainText('ABA 5521');
  await staff.context().close();
});
