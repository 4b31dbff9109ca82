import type { Page } from '@playwright/test';
import { expect, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product } from './operations-helpers';

// The shopper, the admin and the back office's chunks share a slow machine.
test.setTimeout(150_000);

/** Staff buy the line and record the seller's tracking number, through the API (the back office posts the same). */
async function shipped(page: Page, token: string, lineId: number, trackingNo: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const bought = await page.request.post('/api/admin/purchases', {
    headers,
    data: {
      line_ids: [lineId],
      seller: 'Shop 88',
      marketplace_order_no: `TB-${trackingNo}`,
      unit_prices: { [lineId]: { amount: 60, currency: 'CNY' } },
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const moved = await page.request.post(`/api/admin/order-lines/${lineId}/move`, {
    headers,
    data: { to: 'seller_shipped', tracking_no: trackingNo, carrier: 'ZTO' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test('staff receive a seller parcel by a typed scan in at most 4 actions, in Khmer on a phone', async ({
  page,
  browser,
  shopper,
}) => {
  const order = await paidOrder(page, shopper.token, await product(page, 11));
  const { admin, token } = await adminPage(browser);
  const trackingNo = `ZT${Date.now()}`;
  await shipped(admin, token, order.lineId, trackingNo);

  await admin.goto('/admin/warehouse');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('ទទួលកញ្ចប់នៅឃ្លាំងបរទេស', NAV);
  const input = admin.getByTestId('scan-input');
  await expect(input).toBeFocused();

  // Every action of a person at the bench is counted: the shelf once, then the scanner's number and Enter.
  let actions = 0;
  await admin.getByTestId('scan-shelf').fill('A-12');
  actions += 1;
  await input.focus();
  actions += 1;
  await admin.keyboard.type(trackingNo);
  await admin.keyboard.press('Enter');
  actions += 1;
  await expect(admin.getByTestId('scan-matched')).toContainText('A-12', NAV);
  await expect(admin.getByTestId('scan-line')).toContainText('មកដល់ឃ្លាំងបរទេស');
  expect(actions).toBeLessThanOrEqual(4);
  await reviewShot(admin, 'warehouse-receive-kh.png');

  // The line is received with its shelf (the shopper's order page says so in Khmer).
  await page.goto(`/account/my-order/${order.id}`);
  await expect(page.getByTestId('order-line').getByTestId('line-state')).toHaveText('មកដល់ឃ្លាំងបរទេស', NAV);

  // The next scan needs no click: the field is empty and focused, the shelf kept. The same number again is refused.
  await expect(admin.getByTestId('scan-input')).toBeFocused();
  await expect(admin.getByTestId('scan-input')).toHaveValue('');
  await expect(admin.getByTestId('scan-shelf')).toHaveValue('A-12');
  await admin.keyboard.type(trackingNo);
  await admin.keyboard.press('Enter');
  await expect(admin.getByTestId('scan-error')).toHaveText('លេខតាមដាននេះបានទទួលរួចហើយ', NAV);

  // A number no line has becomes an unclaimed parcel, listed for staff to match.
  const unknown = `UN${Date.now()}`;
  await admin.getByTestId('scan-input').focus();
  await admin.keyboard.type(unknown);
  await admin.keyboard.press('Enter');
  await expect(admin.getByTestId('scan-unclaimed')).toContainText(unknown, NAV);
  await expect(admin.getByTestId('unclaimed-row').filter({ hasText: unknown })).toHaveCount(1);
});
