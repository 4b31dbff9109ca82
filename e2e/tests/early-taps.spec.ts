import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, loginAs, newShopper, test, uploadReceipt } from '../fixtures';

/**
 * Decision 0065: a tap made while the page hydrates does what it does without JavaScript or once
 * the page is React's, never nothing. What lost such taps: an effect that scrolled the page as it
 * hydrated (the back office's nav, the assistant's conversation), so the finger lifted over
 * another element and the browser sent no click. On a cheap phone hydration takes seconds: here
 * the CPU is slowed six times (Chrome DevTools Protocol), and the page's entry script is held
 * until the finger is down, so the finger goes down on the server's HTML and lifts once the page
 * is React's and its effects have run, whatever the machine's speed.
 */
const SLOW = { timeout: 30_000 };

/** Where the page is React's: absent before `hydrateRoot`, dehydrated until its first commit. */
type RootState = 'none' | 'hydrating' | 'hydrated';

function rootState(page: Page): Promise<RootState> {
  return page.evaluate((): RootState => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'));
    if (!key) return 'none';
    const root = (document as unknown as Record<string, { stateNode: { current: { memoizedState: unknown } } }>)[key]!;
    const shown = root.stateNode.current.memoizedState as { isDehydrated?: boolean } | null;
    return shown?.isDehydrated ? 'hydrating' : 'hydrated';
  });
}

/** Opens the page on a CPU six times slower, its entry script held back until `tap` lets it go. */
async function openSlowly(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll();
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * A finger on the element (the page scrolled to it, as the shopper did while it loaded): down on the
 * server's HTML, the page's script let go, up at the same point once React has hydrated the page
 * and run its effects; then the CPU is at full speed again.
 */
async function tapAcrossHydration(page: Page, target: Locator, release: () => void): Promise<void> {
  await target.waitFor(SLOW);
  // In the middle of the screen, the page scrolled (as far as it goes) to bring it there.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect(await rootState(page), 'the finger goes down before hydration').toBe('none');
  await page.mouse.down();
  release();
  await expect.poll(() => rootState(page), SLOW).toBe('hydrated');
  // The commit's effects run in a task of their own after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  await page.mouse.up();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

test('staff tap a link and a form button far down the page as it hydrates: both are done', async ({ page }) => {
  // Two page loads on the slowed CPU and a new shopper: 15-30 s on the suite's loaded runner.
  test.setTimeout(90_000);
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

  // The last category's sub-categories link.
  let release = await openSlowly(page, '/admin/reference');
  const link = page.locator('[data-ref^="categories-"]').last().locator('a[href^="/admin/reference/categories/"]');
  const href = (await link.getAttribute('href', SLOW))!;
  await tapAcrossHydration(page, link, release);
  // That category's page, not another row's that moved under the finger.
  await expect(page).toHaveURL(new URL(href, page.url()).href, SLOW);

  // The top-up's approve: a plain form post without JavaScript, a fetcher post once hydrated.
  release = await openSlowly(page, '/admin/payments');
  const cards = page.locator(`[data-testid="topup-card"][data-phone="+855${phone.slice(1)}"]`);
  await expect(cards).toHaveCount(5, SLOW);
  const approve = cards.last().getByRole('button', { name: 'អនុម័ត' });
  await tapAcrossHydration(page, approve, release);
  // The approve's answer: saved, or a refusal that says why (a rare failure here showed neither
  // status nor count; the refusal's words tell a lost tap from a refused approve).
  const saved = page.getByRole('status');
  const refused = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(saved.or(refused).first()).toBeVisible(SLOW);
  await expect(refused, 'the approve was refused').toHaveCount(0);
  await expect(saved).toBeVisible();
  await expect(cards).toHaveCount(4, SLOW);
});

test('a shopper taps a footer link under the assistant as the page hydrates: it opens', async ({ page }) => {
  const release = await openSlowly(page, '/chat');
  const privacy = page.locator('footer a[href="/privacy-policy"]');
  await tapAcrossHydration(page, privacy, release);
  await expect(page).toHaveURL(/\/privacy-policy$/, SLOW);
});

test('a sort picked on the results before they hydrate sorts them once the page is live', async ({ page }) => {
  const release = await openSlowly(
    page,
    '/en/search/filter/amazon?text=&page=1&start_price=10&end_price=30&sort=default',
  );
  const sort = page.getByTestId('sort-select');
  await sort.waitFor(SLOW);
  expect(await rootState(page), 'picked before hydration').toBe('none');
  await sort.selectOption('price_asc');
  release();
  await expect(page).toHaveURL(/sort=price_asc/, SLOW);
  await expect(async () => {
    const prices = (await page.getByTestId('card-price').allTextContents()).map((p) => Number(p.replace(/[$,]/g, '')));
    expect(prices.length).toBeGreaterThan(2);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  }).toPass(SLOW);
});

test('words pasted in the search box as home hydrates and changes its store stay, focused, and Enter searches them', async ({
  page,
}) => {
  // The shopper's last page was an Amazon product: home hydrates with the server's store and then
  // selects Amazon, a change above the header's search box before its code is there.
  await page.addInitScript(() => window.sessionStorage.setItem('fardin.store', 'amazon'));
  const release = await openSlowly(page, '/');
  // The box's code is held too (after openSlowly, which clears the page's routes).
  let releaseBox: () => void = () => {};
  const boxHeld = new Promise<void>((resolve) => (releaseBox = resolve));
  await page.route(/\/assets\/search-box-[\w-]+\.js$/, async (route) => {
    await boxHeld;
    await route.continue();
  });
  const words = '【淘宝】https://item.taobao.com/item.htm?id=712345678901 「Nike 运动鞋男」点击链接直接打开';
  const box = page.getByRole('searchbox').first();
  await box.fill(words, SLOW);
  expect(await rootState(page), 'pasted before hydration').toBe('none');
  const boxRequested = page.waitForRequest(/\/assets\/search-box-[\w-]+\.js$/, SLOW);
  release();
  await boxRequested;
  await expect.poll(() => rootState(page), SLOW).toBe('hydrated');
  // The store changed above the box, so React cleared the server's box and shows the island's
  // fallback (the server's own nodes) while the box's code is held: the words and the focus stay.
  await expect(page.getByTestId('store-button')).toHaveAttribute('aria-label', /Amazon/, SLOW);
  await expect(box).toHaveValue(words);
  await expect(box).toBeFocused();
  await expect(page.locator('#header-search-box form'), 'the fallback, not the live box').toHaveAttribute(
    'action',
    '/search/filter/fardin',
  );
  releaseBox();
  // The box's own code renders it anew (it searches Amazon now), with the words and the focus.
  await expect(page.getByTestId('search-store')).toHaveText('Amazon', SLOW);
  await expect(box).toHaveValue(words);
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('missing-search')).toContainText('Nike 运动鞋男', SLOW);
});
