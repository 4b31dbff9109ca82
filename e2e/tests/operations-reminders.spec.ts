import { expect, test, reviewShot } from '../fixtures';
import { adminPage, NAV, paidOrder, product, raiseProblem } from './operations-helpers';

test.setTimeout(150_000);

const HOUR = 3600_000;

/**
 * Nothing is settled by silence (OPERATIONS.md section 1): an unanswered problem gets reminders at
 * 24 h and 48 h, then shows as overdue in the staff inbox. The clock is moved, not waited for: the
 * E2E server takes `at` on the reminder sweep and the inbox (development and E2E servers only).
 */
test('a problem left unanswered gets its reminders and the overdue mark', async ({ page, browser, shopper }) => {
  const order = await paidOrder(page, shopper.token, await product(page, 19));
  const { admin, token: staff } = await adminPage(browser);
  const problem = await raiseProblem(page, staff, order.lineId, {
    kind: 'out_of_stock',
    alternatives: [{ variant: 'ពណ៌ក្រហម', variant_name: 'ពណ៌ក្រហម', unit_price: 5 }],
  });
  const row = admin.locator(`[data-testid="inbox-problem"][data-problem-id="${problem.id}"]`);

  // Just raised: in the inbox, not overdue, no reminder yet.
  await admin.goto('/admin/problems');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('បញ្ហាដែលរង់ចាំ', NAV);
  await expect(row.getByTestId('inbox-kind')).toHaveText('ហាងអស់ទំនិញនេះ');
  await expect(row.getByTestId('inbox-reminders')).toHaveText('បានរំលឹក 0 ដង');
  await expect(row.getByTestId('inbox-overdue')).toHaveCount(0);

  const sweep = async (hours: number) => {
    const at = new Date(Date.now() + hours * HOUR).toISOString();
    const res = await page.request.post('/api/admin/operations/sweep', {
      headers: { Authorization: `Bearer ${staff}` },
      data: { at },
    });
    expect(res.status(), await res.text()).toBe(200);
    return at;
  };

  // A day later: the first reminder; still within the deadline.
  const day = await sweep(25);
  await admin.goto(`/admin/problems?at=${encodeURIComponent(day)}`);
  await expect(row.getByTestId('inbox-reminders')).toHaveText('បានរំលឹក 1 ដង', NAV);
  await expect(row.getByTestId('inbox-overdue')).toHaveCount(0);

  // Two days later: the second reminder, and the inbox marks it overdue for a phone call.
  const twoDays = await sweep(49);
  await admin.goto(`/admin/problems?at=${encodeURIComponent(twoDays)}`);
  await expect(row.getByTestId('inbox-reminders')).toHaveText('បានរំលឹក 2 ដង', NAV);
  await expect(row.getByTestId('inbox-overdue')).toHaveText('ហួសពេល៖ សូមទូរស័ព្ទ');
  await expect(row.locator('a[href^="tel:"]')).toHaveCount(1);
  await reviewShot(admin, 'inbox-overdue-kh.png');

  // The shopper's order page still asks for the answer (nothing was decided for them).
  await page.goto(`/account/my-order/${order.id}`);
  const card = page.getByTestId('problem-card');
  await expect(card.getByTestId('problem-status')).toHaveText('រង់ចាំចម្លើយរបស់អ្នក', NAV);
  await expect(card.getByTestId('problem-cancel')).toBeVisible();
  await admin.context().close();
});
