import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, loginAs, newShopper, test, uploadReceipt } from '../fixtures';

/**
 * Decision 0065: a tap made while the page hydrates does what it does without JavaScript or once
 * the page is React's, never nothing. On a cheap phone hydration takes seconds; the CPU is slowed
 * six times (Chrome DevTools Protocol) so the tap lands before it on any machine. What lost such
 * taps: an effect that scrolled the page as it hydrated (the back office's nav, the assistant's
 * conversation), so the finger lifted over another element and the browser sent no click.
 */
const SLOW = { timeout: 30_000 };

/**
 * The CPU six times slower until the tap is made (the browser has handled it when `click()`
 * returns), then at full speed again: what follows the tap only costs the suite time.
 */
async function slowPhone(page: Page): Promise<(rate?: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const throttle = async (rate = 6) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
  await throttle();
  return throttle;
}

/** True while React has not yet made the page its own (no root, or its first render not committed). */
function serverHtmlOnly(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'));
    if (!key) return true;
    const root = (document as unknown as Record<string, { stateNode: { current: { memoizedState: unknown } } }>)[key]!;
    return (root.stateNode.current.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated === true;
  });
}

test('staff tap a link and a form button far down the page before it hydrates: both are done', async ({ page }) => {
  // Five top-ups of a shopper of this test: the oldest card's button sits well below the fold.
  const { phone, token } = await newShopper(page, 'E2E early tap', { address: false });
  for (let i = 0; i < 5; i += 1) {
    const asked = await page.request.post('/api/wallet/topup', {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount: 1, image_url: await uploadReceipt(page, token) },
    });
    expect(asked.status(), await asked.text()).toBe(200);
  }
  await loginAs(page, DEMO_ADMIN);
  const throttle = await slowPhone(page);

  // The last category's sub-categories link: the tap scrolls it into view, then lands on it.
  await page.goto('/admin/reference', { waitUntil: 'commit' });
  const link = page.locator('[data-ref^="categories-"]').last().locator('a[href^="/admin/reference/categories/"]');
  await link.waitFor(SLOW);
  expect(await serverHtmlOnly(page), 'the tap is made before hydration').toBe(true);
  await link.click();
  await throttle(1);
  await expect(page).toHaveURL(/\/admin\/reference\/categories\/\d+$/, SLOW);

  // The top-up's approve: a plain form post without JavaScript, a fetcher post once hydrated.
  await throttle();
  await page.goto('/admin/payments', { waitUntil: 'commit' });
  const cards = page.locator(`[data-testid="topup-card"][data-phone="+855${phone.slice(1)}"]`);
  await expect(cards).toHaveCount(5, SLOW);
  expect(await serverHtmlOnly(page), 'the tap is made before hydration').toBe(true);
  await cards.last().getByRole('button', { name: 'អនុម័ត' }).click();
  await throttle(1);
  await expect(page.getByRole('status')).toBeVisible(SLOW);
  await expect(cards).toHaveCount(4, SLOW);
});

test('a shopper taps a footer link under the assistant before the page hydrates: it opens', async ({ page }) => {
  const throttle = await slowPhone(page);
  await page.goto('/chat', { waitUntil: 'commit' });
  const privacy = page.locator('footer a[href="/privacy-policy"]');
  await privacy.waitFor(SLOW);
  expect(await serverHtmlOnly(page), 'the tap is made before hydration').toBe(true);
  await privacy.click();
  await throttle(1);
  await expect(page).toHaveURL(/\/privacy-policy$/, SLOW);
});
