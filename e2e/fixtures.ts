import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_SHOPPER = { phone: '010000001', password: 'demo-shopper' };
export const DEMO_ADMIN = { phone: '010000002', password: 'demo-admin' };

/**
 * Waits until React has hydrated the element with this test id. Pages paint before their script
 * runs (decision 0016): a control with no behaviour without JavaScript (the help widget) does
 * nothing when tapped before that, so a journey that means "once the page is live" says so.
 */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    testId,
    { timeout: 30_000 },
  );
}

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

/** A tiny valid PNG for receipts. */
export const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJ0lEQVQ4jWOQq9CgCmIYNUhuNIzkRtNRxWgWqRgtRjRGS0iNgaxFACARq5Bbbn4ZAAAAAElFTkSuQmCC', 'base64');

/** Uploads a receipt as the shop's clients do (`POST /api/upload`) and answers the `image_url` to send back. */
export async function uploadReceipt(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { image_url: string }).image_url;
}

export const test = base;
export { expect };
