import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, newShopper, test } from '../fixtures';
import { offlineMessages } from '../../apps/web/app/i18n/offline';
import { paidOrder, product } from './operations-helpers';

/**
 * Issue 29 item 6 (decision 0053): offline, a page the phone has not kept answers the offline page
 * in the shopper's language (not the browser's error, not home's content under another address);
 * the shopper's own visited order reads offline; after logout and another login it is gone.
 */
const KH = offlineMessages.kh;

// A journey about the web app itself: main's E2E config blocks service workers elsewhere (decision 0052).
test.use({ serviceWorkers: 'allow' });

/** Offline for the page and its service worker (whose own fetches `setOffline` may not cover). */
const fromWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', fromWorker);
}
async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', fromWorker);
  await context.setOffline(false);
}

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('offline: the Khmer offline page for a page not kept; the own order reads offline; not after logout and another login', async ({
  page,
  context,
}) => {
  test.slow();
  const first = await newShopper(page, 'Offline shopper');
  const order = await paidOrder(page, first.token, await product(page, 15));
  await controlled(page);

  await page.goto(`/account/my-order/${order.id}`);
  await expect(page.getByTestId('order-line').first()).toBeVisible();

  await goOffline(context);
  try {
    // Never opened: the offline page in Khmer, at the address asked for.
    await page.goto('/about-us');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KH['offline.heading']);
    await expect(page.getByRole('link', { name: KH['offline.retry'] })).toHaveAttribute('href', '/about-us');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByTestId('about-page')).toHaveCount(0);

    // The shopper's own order, opened before: readable offline.
    await page.goto(`/account/my-order/${order.id}`);
    await expect(page.getByTestId('order-line').first()).toBeVisible();
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
  } finally {
    await goOnline(context);
  }

  // Log out on the account page, then another shopper signs in on this phone.
  await page.goto('/account');
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await newShopper(page, 'Next shopper');
  await page.goto('/account/my-order');
  await expect(page.getByTestId('offline-page')).toHaveCount(0);

  await goOffline(context);
  try {
    await page.goto(`/account/my-order/${order.id}`);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(0);
  } finally {
    await goOnline(context);
  }
});
