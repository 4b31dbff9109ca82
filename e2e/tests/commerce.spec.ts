import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, addToCartOnProductPage, fundWallet, hydrated, plainProduct, RECEIPT_PNG } from '../fixtures';

// Route chunks load on first use; allow for a slow shared machine.
test.setTimeout(90_000);
// Each journey has a shopper of its own (the `shopper` fixture): no cart, wallet or order is shared.
const NAV = { timeout: 30_000 };

async function openBuyNow(page: Page, id: string) {
  await page.goto(`/buynow?type=fardin&product_id=${id}&quantity=1`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  // The payment sheets (KHQR, receipt upload) need the page's script, which starts after load (decision 0027).
  await hydrated(page, 'place-order');
}

test('add to cart on the product page -> my cart -> checkout with cash on delivery', async ({
  page,
  shopper: _signedIn,
}) => {
  await addToCartOnProductPage(page, await plainProduct(page.request));
  await page.goto('/my-cart');
  const group = page.getByTestId('cart-group-fardin');
  await expect(group).toBeVisible();
  await expect(page.getByText('សរុបរងមិនរួមបញ្ចូលថ្លៃដឹកជញ្ជូនទេ').first()).toBeVisible();
  await group.getByRole('button', { name: 'ទូទាត់' }).click();
  await expect(page).toHaveURL(/\/checkout\?type=fardin&items=/, NAV);
  await expect(page.getByTestId('grand-total')).toBeVisible();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);
  await expect(page.getByTestId('order-card').first()).toContainText('រង់ចាំទូទាត់');
});

type Detail = {
  result: {
    item: {
      props: { pid: string; values: { vid: string; name: string }[] }[];
      skus: { sku_id: string; properties: string; quantity: number }[];
    };
  };
};

/** A demo product with variants and one SKU with stock for a few units: its id, SKU and the chip names that pick it. */
async function variantProduct(request: APIRequestContext): Promise<{ id: string; sku: string; chips: string[] }> {
  for (let n = 1; n <= 64; n += 1) {
    const id = `FD${String(n).padStart(5, '0')}`;
    const res = await request.get(`/api/fardin?api=item_detail_simple&num_iid=${id}`);
    if (!res.ok()) continue;
    const { item } = ((await res.json()) as Detail).result;
    const sku = item.skus.find((s) => s.quantity >= 5);
    if (!sku || item.props.length === 0) continue;
    const chosen = new Map(sku.properties.split(';').map((pair) => pair.split(':') as [string, string]));
    const chips = item.props.map((p) => p.values.find((v) => v.vid === chosen.get(p.pid))?.name);
    if (chips.every((c): c is string => !!c)) return { id, sku: sku.sku_id, chips };
  }
  throw new Error('no demo product with variants');
}

test('the chosen variant and quantity arrive in the cart as chosen', async ({ page, shopper }) => {
  const product = await variantProduct(page.request);
  // In English: the chips carry the names the API gives without a language.
  await page.goto(`/en/product/fardin/${product.id}`);
  await hydrated(page, 'product-actions');
  const picker = page.getByTestId('variant-picker');
  for (const chip of product.chips) await picker.getByRole('button', { name: chip, exact: true }).click();
  const quantity = page.getByTestId('quantity');
  await quantity.fill('3');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await page.getByTestId('product-actions').getByRole('button').first().click();
  const cart = async () =>
    (
      (await (
        await page.request.get('/api/cart?type=external&lang=en', {
          headers: { Authorization: `Bearer ${shopper.token}` },
        })
      ).json()) as {
        data: Record<string, { product_id: string; variant: string; variant_name: string | null; quantity: number }[]>;
      }
    ).data;
  await expect.poll(async () => (await cart()).fardin?.length ?? 0, NAV).toBe(1);
  const [line] = (await cart()).fardin!;
  expect(line).toMatchObject({ product_id: product.id, variant: product.sku, quantity: 3 });
  await page.goto('/en/my-cart');
  const shown = page.getByTestId('cart-group-fardin').getByTestId('cart-line');
  await expect(shown).toHaveCount(1);
  await expect(shown.getByTestId('cart-quantity')).toHaveText('3');
  expect(line!.variant_name).toBeTruthy();
  await expect(shown).toContainText(line!.variant_name!);
});

test('buy now -> KHQR -> sandbox pay -> the order is paid', async ({ page, shopper: _signedIn }) => {
  const id = await plainProduct(page.request, 1);
  await page.goto(`/product/fardin/${id}`);
  // The page's script starts after the load event (decision 0027): buy now needs it.
  await hydrated(page, 'product-actions');
  await page.getByTestId('product-actions').getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/\/buynow\?/, NAV);
  // The page's script starts after the load event (decision 0027): the KHQR sheet needs it.
  await hydrated(page, 'place-order');
  await page.getByTestId('pay-khqr').click();
  await page.getByTestId('place-order').click();
  const qr = page.getByTestId('khqr-image');
  await expect(qr).toBeVisible(NAV);
  const reference = await qr.getAttribute('data-reference');
  const paid = await page.request.post('/api/payment/sandbox/pay', { data: { reference } });
  expect(paid.status()).toBe(200);
  await expect(page).toHaveURL(/\/account\/my-order$/, { timeout: 15_000 });
  await page.getByTestId('order-card').first().click();
  await expect(page.getByTestId('order-status')).toHaveText('ទូទាត់រួច', NAV);
  await expect(page.getByTestId('order-timeline')).toContainText('បានទូទាត់');
});

test('bank transfer needs a type and a receipt, then waits for verification', async ({ page, shopper: _signedIn }) => {
  await openBuyNow(page, await plainProduct(page.request, 2));
  await page.getByTestId('pay-bankTransfer').click();
  await page.getByTestId('place-order').click();
  // Both parts at once; the shop's only account is chosen already (checkout-polish.spec.ts).
  await expect(page.getByTestId('checkout-error')).toContainText('សូមផ្ទុកឡើងរូបភាពបង្កាន់ដៃ');
  await page.getByTestId('bank-phone').click();
  await expect(page.getByTestId('checkout-error')).not.toContainText('សូមជ្រើសរើសប្រភេទផ្ទេរប្រាក់');
  await page
    .getByTestId('receipt-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(page.getByTestId('receipt-ok')).toBeVisible();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);
  await expect(page.getByTestId('order-card').first()).toContainText('រង់ចាំទូទាត់');
});

test('Anakut Cash shows the discount and pays at once', async ({ page, shopper }) => {
  await fundWallet(page, shopper.token, 100);
  await openBuyNow(page, await plainProduct(page.request, 3));
  await page.getByTestId('pay-anakut').click();
  await expect(page.getByTestId('discount')).toBeVisible();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);
  await expect(page.getByTestId('order-card').first()).toContainText('ទូទាត់រួច');
});

test('an unpaid KHQR stops with the payment timeout message', async ({ page, shopper: _signedIn }) => {
  await openBuyNow(page, await plainProduct(page.request, 4));
  await page.getByTestId('pay-khqr').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('khqr-image')).toBeVisible(NAV);
  await expect(page.getByTestId('khqr-message')).toHaveText('អស់ពេលទូទាត់។ សូមព្យាយាមម្ដងទៀត។', { timeout: 20_000 });
});

test('a payment picked before the page hydrated is the one paid (slow phone)', async ({ page, shopper: _signedIn }) => {
  const id = await plainProduct(page.request, 5);
  // Hold the page's JavaScript: the shopper sees the server-rendered form and taps KHQR first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\.js(\?.*)?$/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/buynow?type=fardin&product_id=${id}&quantity=1`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await page.getByTestId('pay-khqr').click();
  release();
  await hydrated(page, 'place-order');
  await page.unroute(scripts);
  await expect(page.getByTestId('place-order')).toHaveText('បង់ដោយ KHQR', NAV);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('khqr-image')).toBeVisible(NAV);
});

test('an order posted before the page hydrated never switches KHQR to cash', async ({ page, shopper: _signedIn }) => {
  const id = await plainProduct(page.request, 6);
  const orders = async () =>
    ((await (await page.request.get('/api/checkout/history?envelope=1&row_per_page=100')).json()) as { total: number })
      .total;
  const before = await orders();
  // No JavaScript at all: the shopper taps KHQR and places the order on the server-rendered form.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(`/buynow?type=fardin&product_id=${id}&quantity=1`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await page.getByTestId('pay-khqr').click();
  await page.getByTestId('place-order').click();
  await page.waitForLoadState('domcontentloaded');
  await expect(page).toHaveURL(/\/buynow/, NAV);
  expect(await orders()).toBe(before);
});
