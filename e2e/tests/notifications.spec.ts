import { expect, test, reviewShot } from '../fixtures';
import { NAV, paidOrder, product } from './operations-helpers';
import { DEMO_ADMIN, loginAs } from '../fixtures';

test.setTimeout(150_000);

/**
 * Never silent (issue 26, decision 0039): staff move the shopper's order and the bell in the
 * header counts it, the notifications page says it in Khmer, and "mark all read" clears the count.
 */
test("staff move an order and the shopper's bell shows it in Khmer", async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 12));
  const headers = { Authorization: `Bearer ${shopper.token}` };
  // What checkout and the top-up said already is read: only the staff move counts below.
  expect((await page.request.post('/api/notifications/read-all', { headers })).status()).toBe(200);

  await page.goto('/');
  const bell = page.getByTestId('bell-link');
  await expect(bell).toBeVisible(NAV);
  await expect(bell.getByTestId('count-badge')).toHaveCount(0);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await loginAs(await staffContext.newPage(), DEMO_ADMIN);
  const moved = await page.request.post(`/api/admin/orders/${order.id}/stage`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { stage: 'purchased', note: 'E2E' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.reload();
  await expect(bell.getByTestId('count-badge')).toHaveText('1', NAV);
  await bell.click();
  await expect(page.getByTestId('notifications-page')).toBeVisible(NAV);
  const first = page.getByTestId('notification-item').first();
  await expect(first).toContainText('បានទិញទំនិញ');
  await expect(first).toContainText(`#${order.id}`);
  await reviewShot(page, 'notifications-kh.png');

  await page.getByTestId('mark-all-read').click();
  await expect(page.getByTestId('mark-all-read')).toHaveCount(0, NAV);
  await expect(bell.getByTestId('count-badge')).toHaveCount(0);
  await staffContext.close();
});
