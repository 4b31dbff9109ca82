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

test.describe('accessibility in Khmer', () => {
  for (const route of ROUTES) {
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
