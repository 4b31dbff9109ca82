import type { Page } from '@playwright/test';
import { expect, liveSearchBox, test, reviewShot } from '../fixtures';
import { adminPage, NAV } from './operations-helpers';

// Two browsers (shopper and staff) share a slow machine; route chunks load on first use.
test.setTimeout(240_000);

const EBAY = 'https://www.ebay.com/itm/300000000001';
const ALIEXPRESS = 'https://www.aliexpress.com/item/1005006123456789.html';

async function paste(page: Page, text: string): Promise<void> {
  // A link is read by the box's script; typed into the plain form it would be searched for as words.
  const box = await liveSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
}

/**
 * Any product link a shopper pastes leads somewhere useful (issue 29 item 2), at phone size in
 * Khmer: an eBay link opens its product page; an AliExpress link opens the "buy it for me" form
 * with the link and item filled in; a short link is read by the server (through the E2E-only fake
 * short links of this server); the shopper sends the request, staff answer it in the back office,
 * and the shopper sees the answer and a bell notification.
 */
test('pasted links open a product page or a buy-it-for-me request that staff answer', async ({
  page,
  browser,
  shopper,
}) => {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  expect((await page.request.post('/api/notifications/read-all', { headers })).status()).toBe(200);

  await page.goto('/');
  await paste(page, EBAY);
  await expect(page).toHaveURL(/\/product\/ebay\/300000000001\?country=US/, NAV);

  await page.goto('/');
  await paste(page, `មើលនេះ ${ALIEXPRESS}`);
  await expect(page).toHaveURL(/\/account\/requests\/new\?/, NAV);
  await expect(page.getByTestId('request-item')).toHaveText('ទំនិញ AliExpress លេខ 1005006123456789');
  await expect(page.locator('input[name="link"]')).toHaveValue(ALIEXPRESS);

  // A short share link: the server follows it (here to this server's E2E-only fake short link).
  const short = new URL('/api/e2e/short-links/ae', test.info().project.use.baseURL).href;
  await page.goto('/');
  await paste(page, short);
  await expect(page).toHaveURL(/\/account\/requests\/new\?.*store=aliexpress/, NAV);
  await expect(page.getByTestId('request-item')).toHaveText('ទំនិញ AliExpress លេខ 1005006123456789');
  await expect(page.locator('input[name="link"]')).toHaveValue(/aliexpress\.com\/item\/1005006123456789\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ឱ្យយើងទិញជំនួសអ្នក');
  await reviewShot(page, 'request-form-kh.png');

  await page.locator('input[name="variant"]').fill('ពណ៌ក្រហម XL');
  await page.locator('input[name="quantity"]').fill('2');
  await page.locator('textarea[name="note"]').fill('សូមទិញពីហាងដដែល');
  await page.getByRole('button', { name: 'ផ្ញើសំណើ' }).click();
  await expect(page).toHaveURL(/\/account\/requests\?sent=1/, NAV);
  await expect(page.getByRole('status')).toHaveText('បានផ្ញើសំណើរបស់អ្នក។ យើងនឹងឆ្លើយក្នុងបញ្ជីសំណើរបស់អ្នក។');
  const mine = page.getByTestId('my-request');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toHaveAttribute('data-status', 'open');
  await expect(mine.first()).toContainText('កំពុងរង់ចាំចម្លើយ');
  const list = (await (await page.request.get('/api/requests', { headers })).json()) as { data: { id: number }[] };
  const requestId = list.data[0]!.id;

  // Staff answer it in the back office with a product and a quote.
  const { admin } = await adminPage(browser);
  await admin.goto('/admin/requests');
  const row = admin.locator(`[data-testid="admin-request"][data-request-id="${requestId}"]`);
  await expect(row).toBeVisible(NAV);
  await expect(row).toContainText('ពណ៌ក្រហម XL');
  await expect(row).toContainText('សូមទិញពីហាងដដែល');
  await row.locator('input[name="product"]').fill(EBAY);
  await row.locator('input[name="quote_usd"]').fill('25.50');
  await row.locator('input[name="note"]').fill('ដឹកជញ្ជូនក្នុង ៧ ថ្ងៃ');
  await reviewShot(admin, 'admin-requests-kh.png');
  await row.getByRole('button', { name: 'ឆ្លើយ' }).click();
  await expect(admin.getByRole('status')).toBeVisible(NAV);
  await expect(row).toHaveCount(0, NAV);
  await admin.context().close();

  // The shopper: the bell tells, the list shows the answer and opens the product.
  await page.goto('/account/requests');
  const bell = page.getByTestId('bell-link');
  await expect(bell.getByTestId('count-badge')).toHaveText('1', NAV);
  await expect(mine.first()).toHaveAttribute('data-status', 'answered');
  const answer = mine.first().getByTestId('my-request-answer');
  await expect(answer).toContainText('តម្លៃ៖ $25.50');
  await expect(answer).toContainText('ដឹកជញ្ជូនក្នុង ៧ ថ្ងៃ');
  await reviewShot(page, 'my-requests-kh.png');
  await bell.click();
  await expect(page.getByTestId('notification-item').first()).toContainText('សំណើរបស់អ្នកមានចម្លើយហើយ', NAV);
  await page.goto('/account/requests');
  await answer.getByRole('link', { name: 'បើកផលិតផល' }).click();
  await expect(page).toHaveURL(/\/product\/ebay\/300000000001/, NAV);
});
