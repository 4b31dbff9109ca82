import { test, expect, hydrated, newShopper, plainProduct } from '../fixtures';

// Route chunks load on first use; allow for a slow shared machine.
test.setTimeout(90_000);
const NAV = { timeout: 30_000 };

test('a new shopper orders, copies the tracking code from the order page, and a guest follows it on /tracking', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A shopper of this test's own, named so the guest's page can be checked for the name.
  await newShopper(page, 'Tracking E2E');
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
  // Copying is the page's script (decision 0027: it starts after the load event).
  await hydrated(page, 'copy-tracking-code');
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
