import { expect, hydrated, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product } from './operations-helpers';

// Two browsers and a purchase journey on a slow shared machine.
test.setTimeout(240_000);

/**
 * Issue 26 item 5 (decision 0040), at 390x844 in Khmer: a new shopper links Telegram from the
 * profile (the deep link opened in the embedded fake Telegram from the back office's Telegram
 * outbox); staff record a quality check of their order through the API, and the `qc_ready` message
 * goes outbox -> delivery worker -> fake Bot API; the shopper presses its approve button in that
 * fake chat: the quality check of their order is approved.
 */
test('a shopper links Telegram through the fake and approves a quality check from the fake chat', async ({
  page,
  browser,
  shopper,
}) => {
  await page.goto('/account/my-profile');
  await hydrated(page, 'profile-page');
  await page.getByRole('button', { name: 'ភ្ជាប់ Telegram' }).click();
  const deepLink = page.getByTestId('telegram-deep-link');
  await expect(deepLink).toBeVisible(NAV);
  const url = await deepLink.getAttribute('href');
  expect(url).toMatch(/^https:\/\/t\.me\/FardinFakeBot\?start=[\w-]{20,64}$/);

  // The shopper "opens" the link: in the fake Telegram an admin sends /start <token> from a new chat.
  const { admin, token: adminToken } = await adminPage(browser);
  await admin.goto('/admin/telegram-outbox');
  const start = admin.getByTestId('telegram-start');
  await start.getByLabel('តំណ t.me ឬលេខសម្ងាត់').fill(url!);
  const chatId = await start.getByLabel('លេខការជជែក').inputValue();
  await start.getByRole('button', { name: 'ផ្ញើ /start' }).click();
  await expect(admin).toHaveURL(new RegExp(`chat=${chatId}`), NAV);
  const chat = admin.getByTestId('telegram-chat-messages');
  await expect(chat).toContainText('គណនី Fardin របស់អ្នកបានភ្ជាប់ជាមួយ Telegram ហើយ', NAV);

  await page.reload();
  await expect(page.getByTestId('telegram-linked')).toBeVisible(NAV);

  // An order of this shopper reaches the overseas warehouse and staff record its quality check.
  const order = await paidOrder(page, shopper.token, await product(page, 11));
  const staff = { Authorization: `Bearer ${adminToken}` };
  for (const move of [
    { to: 'bought' },
    { to: 'seller_shipped', tracking_no: 'YT123456789', carrier: 'YTO' },
    { to: 'received', shelf: 'A-1' },
  ]) {
    const res = await admin.request.post(`/api/admin/order-lines/${order.lineId}/move`, { headers: staff, data: move });
    expect(res.status(), await res.text()).toBe(200);
  }
  const checked = await admin.request.post(`/api/admin/orders/${order.id}/lines/${order.lineId}/check`, {
    headers: staff,
    data: { photos: ['/uploads/checks/telegram-e2e.webp'], weight_kg: 0.8 },
  });
  expect(checked.status(), await checked.text()).toBe(200);

  // The check wrote a `qc_ready` outbox row in its transaction; the server's delivery worker sends it
  // through the Telegram channel to the fake Bot API, which keeps it for the back office's outbox.
  await expect(async () => {
    await admin.reload();
    await expect(chat).toContainText('សូមពិនិត្យរូបភាពទំនិញ', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await chat.getByTestId('telegram-button').filter({ hasText: 'ពិនិត្យ និងយល់ព្រម' }).last().click();
  await expect(chat).toContainText('បានយល់ព្រមលើការត្រួតពិនិត្យគុណភាព', NAV);
  await reviewShot(admin, 'telegram-outbox.png');

  const detail = await page.request.get(`/api/checkout/history/detail/${order.id}?envelope=1`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  const lines = ((await detail.json()) as { data: { lines: { id: number; check: { decision: string } | null }[] } })
    .data.lines;
  expect(lines.find((l) => l.id === order.lineId)?.check?.decision).toBe('approved');
});
