import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('/api/docs renders the OpenAPI document under the CSP, with no outside request', async ({ page, baseURL }) => {
    // The first call builds the document, then Swagger UI resolves ~130 operations: slow on a busy machine.
    test.setTimeout(150_000);
    const problems: string[] = [];
    const outside: string[] = [];
    const ownHost = new URL(baseURL!).host;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== ownHost) outside.push(request.url());
    });
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Fardin API', { timeout: 120_000 });
    // Every area is listed (the last one too), and an area opens on a tap.
    for (const tag of ['Accounts', 'Catalogue', 'Checkout', 'Delivery', 'Back office', 'Documentation']) {
      await expect(page.locator('.opblock-tag', { hasText: tag }).first()).toBeVisible();
    }
    await page.locator('.opblock-tag', { hasText: 'Reference' }).first().click();
    await expect(page.locator('.opblock-summary-path', { hasText: /^\/stores$/ }).first()).toBeVisible();
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
