import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const ROUTES = [
  '/',
  '/about-us',
  '/area',
  '/blog',
  '/chat',
  '/download',
  '/express',
  '/forgot',
  '/login',
  '/my-cart',
  '/price',
  '/price-list',
  '/privacy-policy',
  '/register',
  '/shop',
  '/tracking',
  '/verify',
  '/account',
  '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default',
  '/product/taobao/tst',
  '/no-such-page',
];

/**
 * Every run checks a representative set (one page of each layout: the home, search and product
 * pages, a form, the cart, the blog and the not-found page); the full sweep of ROUTES runs with
 * A11Y_ALL=1 (`npm run test:a11y`; the bench scores accessibility with Lighthouse), as axe costs seconds per page on CI's two cores
 * (issue 30 item 6).
 */
const REPRESENTATIVE = new Set([
  '/',
  '/login',
  '/my-cart',
  '/blog',
  '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default',
  '/product/taobao/tst',
  '/no-such-page',
]);
const CHECKED = process.env.A11Y_ALL ? ROUTES : ROUTES.filter((route) => REPRESENTATIVE.has(route));

test.describe('accessibility in Khmer', () => {
  for (const route of CHECKED) {
    test(`no serious or critical violations on ${route}`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
