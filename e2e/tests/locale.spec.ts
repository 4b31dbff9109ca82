import { expect, test } from '@playwright/test';
import { hydrated } from '../fixtures';

test.describe('language', () => {
  test('switching keeps the page and the query, in all three languages @desktop', async ({ page }) => {
    await page.goto('/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default');
    const switcher = page.getByTestId('language-switcher');
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/search\/filter\/taobao\?text=shoe&page=1&start_price=default&sort=default$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-header')).toContainText('Tracking');
    await switcher.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/search\/filter\/taobao\?text=shoe/);
    await expect(page.getByTestId('site-header')).toContainText('包裹追踪');
    await switcher.getByRole('link', { name: 'ខ្មែរ' }).click();
    await expect(page).toHaveURL(/\/search\/filter\/taobao\?text=shoe/);
    await expect(page).not.toHaveURL(/\/(en|zh)\//);
    await expect(page.getByTestId('site-header')).toContainText('តាមដានកញ្ចប់');
  });

  test('the choice is remembered in the i18n_redirected cookie', async ({ page, context }) => {
    await page.goto('/about-us');
    // The switcher writes the cookie from the page's script, which starts after load (decision 0027).
    await hydrated(page, 'language-switcher');
    await page.getByTestId('language-switcher').getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/about-us$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('zh');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
  });
});

test.describe('root language detection', () => {
  test('uses the cookie first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
    await context.close();
  });
  test('then Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
  test('then Khmer, without a redirect', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(res?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await context.close();
  });
});
