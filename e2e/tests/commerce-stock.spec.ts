import type { Browser, Page } from '@playwright/test';
import { test, expect, loginAs, newShopper, DEMO_ADMIN } from '../fixtures';

// Three actors (staff and two shoppers) on a shared 2-core machine: allow more time.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

/** A new browser context at phone size, in Khmer (the default locale). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

test('two shoppers want the last unit: the first gets it, the second is told it is out of stock', async ({
  page,
  browser,
  shopper: second,
}) => {
  // Staff make the product: the demo admin is the shop's seeded operator (staff are not shoppers;
  // no journey shares a shopper).
  const staff = await newPage(browser);
  await loginAs(staff, DEMO_ADMIN);
  const created = await staff.request.post('/api/admin/products', {
    data: { title_en: 'Last clay pot', title_kh: 'ឆ្នាំងដីចុងក្រោយ', price: 6, stock: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const productId = ((await created.json()) as { data: { source_id: string } }).data.source_id;
  await staff.context().close();
  const buyNowUrl = `/buynow?type=fardin&product_id=${productId}&quantity=1`;

  // The second shopper (this test's `shopper`) keeps one in the cart and opens the checkout while one is still left.
  const added = await page.request.post('/api/cart/add', {
    headers: { Authorization: `Bearer ${second.token}` },
    data: { product_id: productId, type: 'fardin', quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await page.goto(buyNowUrl);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);

  // Meanwhile the first shopper buys the last unit (cash on delivery).
  const first = await newPage(browser);
  await newShopper(first, 'Sophea First');
  await first.goto(buyNowUrl);
  await expect(first.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await first.getByTestId('place-order').click();
  await expect(first).toHaveURL(/\/account\/my-order$/, NAV);
  await expect(first.getByTestId('order-card').first()).toContainText('រង់ចាំទូទាត់');
  await first.context().close();

  // The second shopper places the order now: refused, with the reason in Khmer (by the answer's
  // code `checkout.out_of_stock`: "not enough stock of ...").
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toContainText('មិនគ្រប់គ្រាន់', NAV);
  await expect(page.getByTestId('checkout-error')).not.toContainText('Not enough stock');
  // The cart says so too, and the product page (in English here) no longer sells it.
  await page.goto('/my-cart');
  await expect(page.getByTestId('cart-group-fardin').getByTestId('cart-stock')).toHaveText('អស់ពីស្តុក', NAV);
  await page.goto(`/en/product/fardin/${productId}`);
  await expect(page.getByTestId('stock')).toHaveText('Sold out', NAV);
});
