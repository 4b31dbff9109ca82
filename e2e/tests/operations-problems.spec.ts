import { expect, hydrated, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product, raiseProblem, walletBalance } from './operations-helpers';

// Route chunks load on first use and two browsers share a slow machine.
test.setTimeout(150_000);

test('a price rise is answered by paying the difference with KHQR', async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 21));
  const { admin, token: staff } = await adminPage(browser);
  const paid = (
    (await (
      await page.request.get(`/api/checkout/history/detail/${order.id}?envelope=1`, {
        headers: { Authorization: `Bearer ${shopper.token}` },
      })
    ).json()) as { data: { lines: { product_price: number }[] } }
  ).data.lines[0]!.product_price;
  const problem = await raiseProblem(page, staff, order.lineId, {
    kind: 'price_changed',
    new_unit_price: Math.round((paid + 2.5) * 100) / 100,
    note: 'ហាងដំឡើងថ្លៃ',
  });
  expect(problem.amount_due).toBeCloseTo(2.5, 2);

  await page.goto(`/account/my-order/${order.id}`);
  const line = page.getByTestId('order-line');
  await expect(line.getByTestId('line-state')).toHaveText('មានបញ្ហា រង់ចាំចម្លើយ', NAV);
  const card = line.getByTestId('problem-card');
  await expect(card.getByTestId('problem-kind')).toHaveText('ហាងបានឡើងថ្លៃ');
  await expect(card.getByTestId('problem-due')).toContainText('$2.50');
  await expect(card.getByTestId('problem-deadline')).toContainText('សូមឆ្លើយមុន');
  await reviewShot(page, 'price-rise-kh.png');

  // KHQR is the first choice; the sheet shows the difference and polls until the bank pays.
  await hydrated(page, 'problem-pay-submit');
  await card.getByTestId('problem-pay-khqr').click();
  await card.getByTestId('problem-pay-submit').click();
  const sheet = page.getByTestId('khqr-dialog');
  const qr = sheet.getByTestId('khqr-image');
  await expect(qr).toBeVisible(NAV);
  await expect(sheet.getByTestId('khqr-amount')).toHaveText('$2.50');
  const reference = await qr.getAttribute('data-reference');
  expect(reference).toBeTruthy();
  await reviewShot(page, 'price-rise-khqr-kh.png', { fullPage: false });
  const settled = await page.request.post('/api/payment/sandbox/pay', { data: { reference } });
  expect(settled.status(), await settled.text()).toBe(200);

  // Paid: the answer settles the problem, the line goes back to the queue, the ledger shows both rows.
  await expect(page.getByTestId('problem-answered')).toHaveText('បានទទួលចម្លើយរបស់អ្នក។', NAV);
  await expect(line.getByTestId('line-state')).toHaveText('រង់ចាំទិញពីហាង');
  await expect(line.getByTestId('problem-card')).toHaveCount(0);
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger.locator('[data-kind="supplement"]')).toContainText('$2.50');
  await expect(ledger.locator('[data-kind="supplement_paid"]')).toContainText('KHQR');
  await expect(ledger.getByTestId('balance-due')).toHaveText('បានបង់គ្រប់');
  await reviewShot(page, 'price-rise-paid-kh.png');
  await admin.context().close();
});

test('an out-of-stock line is cancelled and refunded to Anakut Cash', async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 22));
  const { admin, token: staff } = await adminPage(browser);
  await raiseProblem(page, staff, order.lineId, {
    kind: 'out_of_stock',
    alternatives: [{ variant: 'ពណ៌ខៀវ', variant_name: 'ពណ៌ខៀវ', unit_price: 9 }],
  });
  const before = await walletBalance(page, shopper.token);

  await page.goto(`/account/my-order/${order.id}`);
  const line = page.getByTestId('order-line');
  const card = line.getByTestId('problem-card');
  await expect(card.getByTestId('problem-kind')).toHaveText('ហាងអស់ទំនិញនេះ', NAV);
  await expect(card.getByTestId('problem-alternative')).toContainText('ពណ៌ខៀវ');
  const price = Number((await line.textContent())!.match(/\$(\d+\.\d\d)/)![1]);
  // Cancel asks first (a plain disclosure: it works before the page's script too).
  await card.getByTestId('problem-cancel').locator('summary').click();
  await expect(card.getByTestId('problem-cancel')).toContainText('Anakut Cash');
  await reviewShot(page, 'out-of-stock-kh.png');
  await card.getByTestId('problem-cancel-confirm').click();

  await expect(page.getByTestId('problem-answered')).toBeVisible(NAV);
  await expect(line.getByTestId('line-state')).toHaveText('បានបោះបង់');
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger.locator('[data-kind="refund"]')).toContainText('Anakut Cash');
  // Refunded what was paid for the line: its price less its share of the order's Anakut Cash discount.
  const detail = await page.request.get(`/api/checkout/history/detail/${order.id}?envelope=1`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  const { subtotal, discount } = ((await detail.json()) as { data: { subtotal: number; discount: number } }).data;
  const cents = (dollars: number) => Math.round(dollars * 100);
  const paid = Math.floor((cents(price) * cents(subtotal - discount)) / cents(subtotal)) / 100;
  expect(paid).toBeLessThanOrEqual(price);
  expect(await walletBalance(page, shopper.token)).toBeCloseTo(before + paid, 2);
  await page.goto('/account/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(`$${(before + paid).toFixed(2)}`);
  await admin.context().close();
});

test('staff send a lower price from the order page: told what went back, and the same price again refunds nothing', async ({
  page,
  browser,
  shopper,
}) => {
  const { admin, token: staff } = await adminPage(browser);
  // A product of its own (the demo's plain products are shared out among the specs already).
  const created = await admin.request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${staff}` },
    data: { title_en: 'Lower price E2E bowl', title_kh: 'ចានតម្លៃចុះ', price: 6, stock: 10 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { data } = (await created.json()) as { data: { source_id: string } };
  const order = await paidOrder(page, shopper.token, data.source_id);
  const before = await walletBalance(page, shopper.token);
  await admin.goto(`/admin/orders/${order.id}?lang=en`);
  const journey = admin.locator(`[data-testid="line-journey"][data-line-id="${order.lineId}"]`);
  // The audit pressed "send" three times and refunded the difference three times.
  const send = async () => {
    const raise = journey.getByTestId('line-raise');
    if (!(await raise.evaluate((d) => (d as HTMLDetailsElement).open))) await raise.locator('summary').click();
    await raise.getByTestId('raise-kind').selectOption('price_changed');
    await raise.locator('input[name="new_unit_price"]').fill('0.50');
    await raise.getByRole('button', { name: 'Send to the shopper' }).click();
  };
  await send();
  await expect(admin.getByRole('status')).toContainText("refunded to the shopper's Anakut Cash", NAV);
  const refunded = await walletBalance(page, shopper.token);
  expect(refunded).toBeGreaterThan(before);
  await send();
  await expect(admin.getByRole('alert')).toBeVisible(NAV);
  expect(await walletBalance(page, shopper.token)).toBeCloseTo(refunded, 2);
  await admin.context().close();
});
