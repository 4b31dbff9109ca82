import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_SHOPPER = { phone: '010000001', password: 'demo-shopper' };
export const DEMO_ADMIN = { phone: '010000002', password: 'demo-admin' };

/**
 * Logs in through the API (POST /api/login) and stores the token in the web's httpOnly cookie,
 * as the login page would. Use the login page itself only in the tests of the login page.
 */
export async function loginAs(page: Page, who: { phone: string; password: string } = DEMO_SHOPPER): Promise<string> {
  const res = await page.request.post('/api/login?vendor_code=anakut_buy', { data: { phone: who.phone, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const url = new URL(page.context().pages()[0]?.url() || 'http://127.0.0.1');
  const baseURL = test.info().project.use.baseURL ?? url.origin;
  await page.context().addCookies([{ name: 'auth._token.local', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

export const test = base;
export { expect };
