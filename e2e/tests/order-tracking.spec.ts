import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, addHomeAddress } from '../fixtures';

// Route chunks load on first use; allow for a slow shared machine.
test.setTimeout(90_000);
const NAV = { timeout: 30_000 };

/** A new shopper, registered and verified through the API with the dev SMS outbox, signed in by cookie. */
async function freshShopper(page: Page): Promise<string> {
  const phone = `097${String(Date.now()).slice(-7)}`;
  const e164 = `+855${phone.slice(1)}`;
  const registered = await page.request.post('/api/register?vendor_code=anakut_buy', { data: { name: 'Tracking E2E', phone, password: 'mekong-river-9' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const outbox = (await (await page.request.get('/api/dev/sms-outbox')).json()) as { data: Array<{ to: string; body: string }> };
  const otp = outbox.data.find((m) => m.to === e164)?.body.match(/\b(\d{4})\b/)?.[1];
  expect(otp, `a code texted to ${e164}`).toBeTruthy();
  expect((await page.request.post('/api/verify?vendor_code=anakut_buy', { data: { phone: e164, otp } })).status()).toBe(200);
  await page.context().addCookies([{ name: 'auth._token.local', value: token, url: test.info().project.use.baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  await addHomeAddress(page, token);
  return token;
}

/** A product of the shop's own catalogue without variants and with stock (seeded demo data). */
async function plainProduct(request: APIRequestContext): Promise<string> {
  for (let n = 64; n >= 1; n -= 1) {
    const id = `FD${String(n).padStart(5, '0')}`;
    const res = await request.get(`/api/fardin?api=item_detail_simple&num_iid=${id}`);
    if (!res.ok()) continue;
    const { result } = (await res.json()) as { result: { item: { skus: unknown[]; stock: number | null } } };
    if (result.item.skus.length === 0 && (result.item.stock ?? 0) >= 20) return id;
  }
  throw new Error('no plain demo product');
}

test('a new shopper orders, copies the tracking code from the order page, and a guest follows it on /tracking', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await freshShopper(page);
  await page.goto(`/en/buynow?type=fardin&product_id=${await plainProduct(page.request)}&quantity=1`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, NAV);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en\/account\/my-order$/, NAV);
  await page.getByTestId('order-card').first().click();
  await expect(page).toHaveURL(/\/en\/account\/my-order\/\d+$/, NAV);
  const orderId = page.url().split('/').pop()!;

  const shown = page.getByTestId('order-tracking-code');
  await expect(shown).toHaveText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  const code = (await shown.textContent())!;
  await page.getByTestId('copy-tracking-code').click();
  await expect(page.getByTestId('order-tracking')).toContainText('Code copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(code);
  await expect(page.getByTestId('open-tracking')).toHaveAttribute('href', `/en/tracking?code=${code}`);

  // A guest (no cookie) pastes the code on /tracking and sees the order's steps.
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-GB' });
  const visitor = await guest.newPage();
  await visitor.goto('/en/tracking');
  await visitor.getByLabel('Tracking code').fill(copied);
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor).toHaveURL(/\/en\/tracking\?code=/, NAV);
  const result = visitor.getByTestId('tracking-order');
  await expect(result).toBeVisible(NAV);
  await expect(visitor.getByTestId('tracking-order-code')).toHaveText(code);
  await expect(visitor.getByTestId('tracking-order-stage')).toHaveText('Order placed');
  await expect(visitor.getByTestId('order-timeline')).toContainText('Order placed');
  await expect(result).not.toContainText('Tracking E2E');

  // The order number tracks nothing: the same page as an unknown code.
  for (const typed of [orderId, `#${orderId}`]) {
    await visitor.goto(`/en/tracking?code=${encodeURIComponent(typed)}`);
    await expect(visitor.getByTestId('tracking-not-found')).toBeVisible();
    await expect(visitor.getByTestId('tracking-order')).toHaveCount(0);
  }
  await guest.close();
});
