import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';

/**
 * Issue 13 item 4: `redirect` of the login page only ever leads to a page of this shop. Chromium
 * drops tabs and newlines from a Location, so `/\t/evil.example` used to reach evil.example; a
 * newline used to be a 500.
 */
const OFF_SITE = [
  '/%09/evil.example',
  '%0A/evil.example',
  '/%0D%0A/evil.example',
  '//evil.example',
  '/%5Cevil.example',
  'https://evil.example/',
];

function sameShop(page: Page, url: string): void {
  expect(new URL(url).origin).toBe(new URL(page.url() || test.info().project.use.baseURL!).origin);
}

test('the login page answers for odd redirect targets and never links off-site', async ({ page }) => {
  for (const target of OFF_SITE) {
    const res = await page.request.get(`/en/login?redirect=${target}`, { maxRedirects: 0 });
    expect(res.status(), target).toBe(200);
    await page.goto(`/en/login?redirect=${target}`);
    await expect(page.getByTestId('login-form').locator('input[name="redirect"]')).toHaveValue('/en/account');
  }
});

test('a signed-in shopper sent to /login with an odd target lands on their account page', async ({
  page,
  shopper: _signedIn,
}) => {
  for (const target of OFF_SITE) {
    const res = await page.request.get(`/en/login?redirect=${target}`, { maxRedirects: 0 });
    expect(res.status(), target).toBeGreaterThanOrEqual(300);
    expect(res.status(), target).toBeLessThan(400);
    expect(res.headers().location, target).toBe('/en/account');
  }
  await page.goto('/en/login?redirect=/%09/evil.example');
  await expect(page).toHaveURL(/\/en\/account$/);
  sameShop(page, page.url());
});

test('logging in through the form with /\\t/evil.example or a newline stays in the shop', async ({ page, shopper }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  for (const target of ['/%09/evil.example', '%0D%0A//evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/en/login?redirect=${target}`);
    await page.getByLabel('Phone number').fill(shopper.phone);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/account$/);
    sameShop(page, page.url());
  }
  expect(
    requested.filter((url) => url.includes('evil.example') && !new URL(url).pathname.startsWith('/en/login')),
  ).toEqual([]);
  // A page of the shop is still where the shopper comes back to.
  await page.context().clearCookies();
  await page.goto('/en/login?redirect=%2Fen%2Fprice');
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/price$/);
});

test('the login action refuses a posted newline target without a 500', async ({ page, shopper }) => {
  await page.context().clearCookies();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/en/login', {
    headers: { Origin: origin },
    form: { phone: shopper.phone, password: shopper.password, redirect: '\r\n//evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBeGreaterThanOrEqual(300);
  expect(res.status()).toBeLessThan(400);
  expect(res.headers().location).toBe('/en/account');
});
