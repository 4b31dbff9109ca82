import { expect, hydrated, newShopper, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product, taobaoSellerProducts, walletBalance } from './operations-helpers';

// Two shoppers, the admin and route chunks loading on first use share a slow machine.
test.setTimeout(150_000);

test('staff buy two shoppers’ lines from one seller in one purchase, in Khmer on a phone', async ({
  page,
  browser,
  shopper,
}) => {
  // Demo Taobao products of the catalogue's shops: two of one seller (one per shopper), one of another.
  const { same, other: elsewhere } = await taobaoSellerProducts(page);
  const first = await paidOrder(page, shopper.token, same[0].id, 'taobao');
  const third = await paidOrder(page, shopper.token, elsewhere.id, 'taobao');
  const otherContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const otherPage = await otherContext.newPage();
  const other = await newShopper(otherPage, 'E2E shopper two');
  const second = await paidOrder(otherPage, other.token, same[1].id, 'taobao');

  const { admin } = await adminPage(browser);
  await admin.goto('/admin/purchasing');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('ជួរទំនិញត្រូវទិញ', NAV);
  await expect(admin.getByRole('navigation').getByRole('link', { name: 'ទិញពីហាង' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const lineA = admin.locator(`[data-testid="queue-line"][data-line-id="${first.lineId}"]`);
  const lineB = admin.locator(`[data-testid="queue-line"][data-line-id="${second.lineId}"]`);
  const lineC = admin.locator(`[data-testid="queue-line"][data-line-id="${third.lineId}"]`);
  await expect(lineA).toBeVisible();
  await expect(lineA.getByTestId('queue-age')).toHaveText(/^បានបង់ \d+ ម៉ោងមុន$/);
  // The two shoppers' lines of one seller sit in that seller's form (one purchase covers them);
  // the line of the other seller of the same marketplace is in another group.
  const group = admin.getByTestId('purchase-group').filter({ has: lineA });
  await expect(group.locator(`[data-testid="queue-line"][data-line-id="${second.lineId}"]`)).toHaveCount(1);
  await expect(group.locator(`[data-testid="queue-line"][data-line-id="${third.lineId}"]`)).toHaveCount(0);
  await expect(lineC).toHaveCount(1);
  // One group per seller: its title names the marketplace and the seller.
  await expect(admin.getByTestId('purchase-group-title').filter({ hasText: same[0].seller.name })).toHaveText(
    `Taobao · ${same[0].seller.name}`,
  );
  // The purchase's seller is prefilled with the seller the product named at checkout.
  await expect(group.getByTestId('purchase-seller')).toHaveValue(same[0].seller.name);
  await reviewShot(admin, 'purchasing-kh.png');

  // Ticks are React's state: a tick made while the page hydrates is undone by it.
  await hydrated(admin, 'purchase-group');
  await lineA.getByTestId('queue-select').check();
  await lineA.getByTestId('queue-price').fill('61.50');
  await lineB.getByTestId('queue-select').check();
  await lineB.getByTestId('queue-price').fill('61.50');
  const orderNo = `TB-${Date.now()}`;
  await group.getByTestId('purchase-no').fill(orderNo);
  await group.getByRole('button', { name: 'កត់ត្រាការទិញ' }).click();
  await expect(admin.getByRole('status')).toHaveText('បានកត់ត្រាការទិញ។', NAV);
  await expect(lineA).toHaveCount(0);
  await expect(lineB).toHaveCount(0);
  await expect(lineC).toHaveCount(1);

  // Each shopper sees their line bought, in Khmer.
  for (const [who, order] of [
    [page, first],
    [otherPage, second],
  ] as const) {
    await who.goto(`/account/my-order/${order.id}`);
    await expect(who.getByTestId('order-line').getByTestId('line-state')).toHaveText('បានទិញពីហាង', NAV);
  }

  // The back-office order page names the seller of each line; the purchase records it.
  await admin.goto(`/admin/orders/${first.id}`);
  const journey = admin.locator(`[data-testid="line-journey"][data-line-id="${first.lineId}"]`);
  await expect(journey.getByTestId('line-seller')).toHaveText(`ហាង៖ ${same[0].seller.name}`, NAV);
  await expect(journey.getByTestId('line-purchase')).toContainText(same[0].seller.name);

  await otherContext.close();
  await admin.context().close();
});

test('on the back-office order page staff move a line on, raise a problem and refund it, all in Khmer', async ({
  page,
  browser,
  shopper,
}) => {
  const order = await paidOrder(page, shopper.token, await product(page, 18));
  const { admin, token: staff } = await adminPage(browser);
  const orderNo = `TB-${Date.now()}`;
  const bought = await page.request.post('/api/admin/purchases', {
    headers: { Authorization: `Bearer ${staff}` },
    data: {
      line_ids: [order.lineId],
      seller: 'Shop 88',
      marketplace_order_no: orderNo,
      unit_prices: { [order.lineId]: { amount: 60, currency: 'CNY' } },
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  await admin.goto(`/admin/orders/${order.id}`);
  const journey = admin.locator(`[data-testid="line-journey"][data-line-id="${order.lineId}"]`);
  await expect(journey.getByTestId('line-state')).toHaveText('បានទិញពីហាង', NAV);
  await expect(admin.getByTestId('order-stage')).toHaveText('បានទិញពីហាងបរទេស');
  const step = async (to: string, label: string, fields: Record<string, string> = {}) => {
    const fold = journey.getByTestId(`line-move-${to}`);
    await fold.locator('summary').click();
    for (const [name, value] of Object.entries(fields)) await fold.locator(`input[name="${name}"]`).fill(value);
    await fold.getByRole('button', { name: label }).click();
    await expect(admin.getByRole('status')).toHaveText('បានរក្សាទុក', NAV);
  };
  await step('seller_shipped', 'ហាងបានផ្ញើ', { tracking_no: 'YT1234567890' });
  await expect(journey.getByTestId('line-state')).toHaveText('ហាងបានផ្ញើមកឃ្លាំង');
  await step('received', 'ទទួលនៅឃ្លាំង', { shelf: 'A-03' });
  await expect(journey.getByTestId('line-state')).toHaveText('មកដល់ឃ្លាំងបរទេស');

  // A quality-check problem raised from the page reaches the shopper, translated.
  await journey.getByTestId('line-raise').locator('summary').click();
  await expect(journey.getByTestId('raise-kind').locator('option')).toHaveText(['ទំនិញខូច ឬខុស']);
  await journey.getByTestId('line-raise').getByRole('button', { name: 'ផ្ញើទៅអតិថិជន' }).click();
  await expect(admin.getByRole('status')).toHaveText('បានរក្សាទុក', NAV);
  // Staff read their own words for the hold (the shopper's page says «មានបញ្ហា រង់ចាំចម្លើយ»).
  await expect(journey.getByTestId('line-state')).toHaveText('ផ្អាក៖ រង់ចាំចម្លើយរបស់អតិថិជន');
  await expect(journey.getByTestId('line-problem')).toContainText('ទំនិញខូច ឬខុស');
  await reviewShot(admin, 'admin-order-kh.png');
  await page.goto(`/account/my-order/${order.id}`);
  await expect(page.getByTestId('problem-kind')).toHaveText('ទំនិញខូច ឬខុស', NAV);

  // A per-line refund to Anakut Cash.
  const before = await walletBalance(page, shopper.token);
  await journey.getByTestId('line-refund').locator('summary').click();
  await journey.getByTestId('line-refund').locator('input[name="amount"]').fill('1.00');
  await journey.getByTestId('line-refund').getByRole('button', { name: 'សងប្រាក់ទំនិញនេះ' }).click();
  // The page already says "saved" from the step before: wait for the credit itself.
  await expect.poll(() => walletBalance(page, shopper.token), NAV).toBeCloseTo(before + 1, 2);
  await expect(admin.getByRole('status')).toHaveText('បានរក្សាទុក');
  await admin.context().close();
});
