import { expect, fundWallet, hydrated, RECEIPT_PNG, test, reviewShot } from '../fixtures';
import { adminPage, NAV, product } from './operations-helpers';

// Two browsers (shopper and staff) share a slow machine; route chunks load on first use.
test.setTimeout(240_000);

/**
 * The conversation of an order (issue 26 item 3, decision 0041), at phone size in Khmer: the
 * shopper writes on the order page with a photo, the checkout note first; staff find it in the
 * inbox (the longest waiting first) and answer; the shopper sees the answer.
 */
test('a shopper asks about an order with a photo and reads the staff answer', async ({ page, browser, shopper }) => {
  await fundWallet(page, shopper.token, 200);
  const placed = await page.request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: await product(page, 20),
      quantity: 1,
      address: 'Home',
      payment_type: 'anakut',
      note: 'សូមវេចខ្ចប់ជាកាដូ',
    },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  const orderId = ((await placed.json()) as { data: { id: number } }).data.id;

  await page.goto(`/account/my-order/${orderId}`);
  const chat = page.getByTestId('order-conversation');
  await expect(chat.getByRole('heading')).toHaveText('សួរហាងអំពីការបញ្ជាទិញនេះ', NAV);
  // The checkout note is the thread's first message.
  const messages = chat.getByTestId('chat-message');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('កំណត់ចំណាំពេលបញ្ជាទិញ');
  await expect(messages.first()).toContainText('សូមវេចខ្ចប់ជាកាដូ');

  await hydrated(page, 'chat-send');
  await chat.getByTestId('chat-text').fill('តើទំនិញនេះមានពណ៌ខៀវទេ?');
  await chat.locator('input[type="file"][name="photo"]').setInputFiles({
    name: 'colour.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await chat.getByTestId('chat-send').click();
  await expect(chat.getByTestId('chat-sent')).toHaveText('បានផ្ញើសាររបស់អ្នក។ យើងនឹងឆ្លើយឆាប់ៗ។', NAV);
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('តើទំនិញនេះមានពណ៌ខៀវទេ?');
  await expect(messages.nth(1).getByTestId('chat-photo')).toBeVisible();
  await expect(chat.getByTestId('chat-waiting')).toBeVisible();
  await reviewShot(page, 'conversation-shopper-kh.png');

  // Staff: the inbox lists conversations waiting for an answer first, the longest waiting first.
  const { admin } = await adminPage(browser);
  await admin.goto('/admin/conversations');
  const rows = admin.getByTestId('inbox-conversation');
  const ours = admin.locator(`[data-testid="inbox-conversation"][data-order-id="${orderId}"]`);
  await expect(ours).toBeVisible(NAV);
  await expect(ours).toHaveAttribute('data-waiting', 'true');
  await expect(ours.getByTestId('inbox-last-message')).toContainText('តើទំនិញនេះមានពណ៌ខៀវទេ?');
  const waiting = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-waiting') === 'true'));
  // Every waiting conversation comes before every answered one.
  expect(waiting.indexOf(false) === -1 || waiting.lastIndexOf(true) < waiting.indexOf(false)).toBe(true);
  const inbox = (await (await admin.request.get('/api/admin/conversations?status=open')).json()) as {
    data: { order_id: number; awaiting_since: string | null }[];
  };
  const since = inbox.data.flatMap((r) => (r.awaiting_since ? [r.awaiting_since] : []));
  expect(since).toEqual([...since].sort());
  await reviewShot(admin, 'conversation-inbox-kh.png');

  await ours.getByTestId('inbox-open').click();
  const thread = admin.getByTestId('thread-message');
  await expect(thread).toHaveCount(2, NAV);
  await expect(thread.nth(1).getByTestId('thread-photo')).toBeVisible();
  await hydrated(admin, 'reply-text');
  await admin.getByTestId('reply-text').fill('មាន! យើងនឹងទិញពណ៌ខៀវជូនអ្នក។');
  await admin.getByRole('button', { name: 'ផ្ញើចម្លើយ' }).click();
  await expect(thread).toHaveCount(3, NAV);
  await expect(thread.nth(2)).toHaveAttribute('data-author', 'staff');
  await reviewShot(admin, 'conversation-staff-kh.png');
  await admin.context().close();

  // The shopper sees the shop's answer on the order page.
  await page.goto(`/account/my-order/${orderId}`);
  await expect(messages).toHaveCount(3, NAV);
  await expect(messages.nth(2)).toHaveAttribute('data-author', 'staff');
  await expect(messages.nth(2)).toContainText('ហាង Fardin');
  await expect(messages.nth(2)).toContainText('មាន! យើងនឹងទិញពណ៌ខៀវជូនអ្នក។');
  await expect(chat.getByTestId('chat-waiting')).toHaveCount(0);
  await reviewShot(page, 'conversation-answered-kh.png');
});
