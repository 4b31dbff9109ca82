import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, hydrated, loginAs } from '../fixtures';

/**
 * Decision 0060: the browser learns the route table lazily (React Router's `routeDiscovery: lazy`,
 * the `/__manifest` endpoint): a page ships only its own routes, and a client navigation to a page
 * it has not seen asks the server first. With the optional `:lang?` segment and the catch-all `*`,
 * a partial table can already "match" a deep path with the not-found route (decision 0025's
 * fault): these journeys navigate from a page's first load, in the browser, to deep pages of every
 * kind and language and expect that page, not the not-found page, and no new document.
 */

/** A client-side navigation through the app's own router (what a `<Link>` or `navigate()` does). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}

async function expectPage(page: Page, path: string, testId: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  // Still the first document: the router rendered the page, no full load stepped in.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

const journeys: { from: string; to: string; testId: string }[] = [
  { from: '/', to: '/search/filter/fardin?text=bag', testId: 'search-heading' },
  { from: '/', to: '/search/filter/taobao/shoes', testId: 'search-heading' },
  { from: '/', to: '/product/fardin/FD00001?country=KH', testId: 'product-page' },
  { from: '/', to: '/blog/detail/1', testId: 'blog-detail' },
  { from: '/', to: '/en/search/filter/fardin?text=bag', testId: 'search-heading' },
  { from: '/', to: '/zh/product/fardin/FD00002?country=KH', testId: 'product-page' },
  { from: '/en', to: '/en/blog/detail/2', testId: 'blog-detail' },
  { from: '/zh', to: '/zh/search/filter/fardin?text=bag', testId: 'search-heading' },
  { from: '/product/fardin/FD00003?country=KH', to: '/blog/detail/3', testId: 'blog-detail' },
];

test.describe('lazy route discovery', () => {
  for (const { from, to, testId } of journeys) {
    test(`from ${from} a client navigation to ${to} renders that page`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(from);
      await hydrated(page, 'site-header');
      await navigateInApp(page, to);
      await expectPage(page, to, testId);
      // The table came from the server in parts, not as the whole-site file.
      expect(asked).toContain('/__manifest');
      expect(asked.filter((path) => /^\/assets\/manifest-/.test(path))).toEqual([]);
    });
  }

  test('a path no page claims is still the not-found page after discovery', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'site-header');
    await navigateInApp(page, '/search/nothing/here');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('staff: from home a client navigation to a back-office page renders it', async ({ page }) => {
    await loginAs(page, DEMO_ADMIN);
    await page.goto('/');
    await hydrated(page, 'site-header');
    await navigateInApp(page, '/admin/orders');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByTestId('admin-languages')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });
});
