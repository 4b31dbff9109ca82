import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, freshShopper, hydrated, reviewShot } from '../fixtures';

/**
 * Issue 15 items 3, 7 and 12 (decision 0023), on a 390x844 phone in Khmer (English once): a shopper
 * without an address adds one inline at checkout, pickup shows the warehouse, the modes offered
 * are the price list's, an unweighed fee is never $0.00, and riel stands beside dollars.
 */
test.setTimeout(180_000);
const NAV = { timeout: 30_000 };
const RIEL = /\$[\d,]+\.\d{2} · ៛[\d,]+/;

/** A demo product of this store and country without variants (bought without choosing options). */
async function plainProduct(
  request: APIRequestContext,
  store: string,
  country: string,
  id: (n: number) => string,
): Promise<string> {
  for (let n = 1; n <= 64; n += 1) {
    const res = await request.get(`/api/${store}?api=item_detail_simple&num_iid=${id(n)}&country=${country}`);
    if (!res.ok()) continue;
    const { result } = (await res.json()) as { result: { item: { skus?: unknown[]; country?: string } } };
    if ((result.item.skus ?? []).length === 0 && (result.item.country ?? country).toUpperCase() === country)
      return id(n);
  }
  throw new Error(`no plain ${store} product from ${country}`);
}
const taobaoId = (n: number) => `6${String(n).padStart(11, '0')}`;
const ebayId = (n: number) => `3${String(n).padStart(11, '0')}`;

/** [mode, min days, max days] of a country's rows on /price-list, as the page shows them. */
async function priceListModes(page: Page, country: string, prefix = ''): Promise<string[]> {
  await page.goto(`${prefix}/price-list`);
  const rows = page.locator(`[data-testid^="route-${country}-"]`);
  await expect(rows.first()).toBeVisible(NAV);
  const out: string[] = [];
  for (const row of await rows.all()) {
    const mode = (await row.getAttribute('data-testid'))!.replace(`route-${country}-`, '');
    const days = (await row.getByTestId('route-days').innerText()).match(/(\d+)\D+(\d+)/)!;
    out.push(`${mode} ${days[1]}-${days[2]}`);
  }
  return out;
}

/** The same for the modes the checkout offers. */
async function checkoutModes(page: Page): Promise<string[]> {
  const choices = page.getByTestId('transport-modes').locator('[data-testid^="mode-"]:not([data-testid="mode-days"])');
  await expect(choices.first()).toBeVisible(NAV);
  const out: string[] = [];
  for (const choice of await choices.all()) {
    const mode = (await choice.getAttribute('data-testid'))!.replace('mode-', '');
    const days = (await choice.getByTestId('mode-days').innerText()).match(/(\d+)\D+(\d+)/)!;
    out.push(`${mode} ${days[1]}-${days[2]}`);
  }
  return out;
}

test('a new shopper without an address adds one inline and gets home delivery; modes, fee and riel are honest', async ({
  page,
}) => {
  await freshShopper(page, 'សុខា', { address: false });
  const id = await plainProduct(page.request, 'taobao', 'CN', taobaoId);
  const added = await page.request.post('/api/cart/add', { data: { product_id: id, type: 'taobao', quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  const listed = await priceListModes(page, 'CN');
  expect(listed.length).toBeGreaterThan(1);

  // Cart: riel beside dollars.
  await page.goto('/my-cart');
  const group = page.getByTestId('cart-group-taobao');
  await expect(group.getByTestId('cart-price')).toHaveText(RIEL);
  await expect(group.getByTestId('cart-subtotal')).toHaveText(RIEL);
  await group.getByRole('button', { name: 'ទូទាត់' }).click();
  await expect(page).toHaveURL(/\/checkout\?type=taobao&items=/, NAV);
  await hydrated(page, 'place-order');

  // The modes and days are the price list's; the parcel is not asked; the fee is paid when weighed.
  expect(await checkoutModes(page)).toEqual(listed);
  await expect(page.locator('input[name^="parcel_"]')).toHaveCount(0);
  await expect(page.getByTestId('shipping-fee')).toHaveText('បង់ពេលថ្លឹងទំនិញ');
  await expect(page.getByTestId('checkout-totals')).not.toContainText('$0.00');
  await expect(page.getByTestId('grand-total')).toHaveText(RIEL);

  // Pickup shows the warehouse's address (in Khmer) and its map.
  await page.getByTestId('delivery-warehouse').click();
  await expect(page.getByTestId('pickup-address')).toContainText('ផ្លូវ ២៧១');
  await expect(page.getByTestId('pickup-place').getByTestId('warehouse-map')).toBeVisible();
  await reviewShot(page, 'checkout-kh-pickup.png');

  // Home delivery without an address: no order button until one is saved, inline, with its point.
  await page.getByTestId('delivery-direct').click();
  const inline = page.getByTestId('inline-address');
  await expect(inline).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expect(page.getByTestId('needs-address')).toBeVisible();
  await reviewShot(page, 'checkout-kh-no-address.png');
  // The inline address form fits the phone: nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await inline.getByLabel('ឈ្មោះទីតាំង').fill('ផ្ទះខ្ញុំ');
  await inline.getByLabel('កូអរដោនេ ឬតំណ Google Maps').fill('11.5621,104.9160');
  await inline.getByTestId('find-location').click();
  await expect(inline.getByTestId('location-point')).toContainText('11.5621');
  await inline.getByLabel('ព័ត៌មានលម្អិត (ផ្ទះលេខ ផ្លូវ)').fill('ផ្ទះលេខ ១២ ផ្លូវ ៦៣');
  await page.getByTestId('save-address').click();

  // The same checkout again, now with the saved address chosen.
  await expect(page.getByTestId('address-select')).toContainText('ផ្ទះខ្ញុំ', NAV);
  await expect(page.getByTestId('inline-address')).toHaveCount(0);
  await hydrated(page, 'place-order');
  await reviewShot(page, 'checkout-kh-with-address.png');
  await page.getByTestId('mode-sea').click();
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/account\/my-order$/, NAV);

  // Orders: riel in the list and the detail, the fee still "paid when weighed", the address kept.
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-total')).toHaveText(RIEL);
  await card.click();
  await expect(page.getByTestId('order-grand-total')).toHaveText(RIEL, NAV);
  await expect(page.getByTestId('order-shipping-fee')).toHaveText('បង់ពេលថ្លឹងទំនិញ');
  await expect(page.getByText('ផ្ទះខ្ញុំ, ផ្ទះលេខ ១២ ផ្លូវ ៦៣')).toBeVisible();
  const sea = listed.find((m) => m.startsWith('sea '))!.split(' ')[1]!;
  await expect(page.getByText(`ប្រហែល ${sea} ថ្ងៃ`)).toBeVisible();
});

test("goods from the US are offered only the price list's US modes (no land route)", async ({ page }) => {
  await freshShopper(page, 'ដារា');
  const id = await plainProduct(page.request, 'ebay', 'US', ebayId);
  const listed = await priceListModes(page, 'US');
  expect(listed.some((m) => m.startsWith('land '))).toBe(false);
  await page.goto(`/buynow?type=ebay&product_id=${id}&quantity=1&country=US`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  expect(await checkoutModes(page)).toEqual(listed);
  await expect(page.getByTestId('mode-land')).toHaveCount(0);
});

test('in English: pickup at the warehouse shows its address, and the order says the fee is paid when weighed', async ({
  page,
}) => {
  await freshShopper(page, 'Dara', { address: false });
  const id = await plainProduct(page.request, 'taobao', 'CN', taobaoId);
  await page.goto(`/en/buynow?type=taobao&product_id=${id}&quantity=1`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await hydrated(page, 'place-order');
  await expect(page.getByTestId('shipping-fee')).toHaveText('Paid when weighed');
  await expect(page.getByTestId('grand-total')).toHaveText(RIEL);
  await expect(page.getByTestId('inline-address')).toContainText('Add a delivery address');
  await page.getByTestId('delivery-warehouse').click();
  await expect(page.getByTestId('pickup-address')).toContainText('No. 168, Street 271');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en\/account\/my-order$/, NAV);
  await page.getByTestId('order-card').first().click();
  await expect(page.getByTestId('order-shipping-fee')).toHaveText('Paid when weighed', NAV);
  await expect(page.getByText('Pick up at the Fardin warehouse')).toBeVisible();
  await expect(page.getByTestId('order-pickup-address')).toContainText('No. 168, Street 271');
});
