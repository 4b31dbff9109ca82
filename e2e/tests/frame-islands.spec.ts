import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../fixtures';

/**
 * Decision 0060: the header's search box is the server's HTML until it is used; its code loads on
 * the first focus, touch or key. What the shopper does in that moment is not lost: typed words stay
 * in the same field, a search submitted then runs as the box's own (a client navigation, its rules
 * apply), and a tap on one of its buttons is done once the code is there.
 */
const searchBox = (page: Page) => page.getByRole('searchbox').first();

async function openHome(page: Page) {
  await page.goto('/');
  await hydrated(page, 'site-header');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

test.describe('search box hydrated on use', () => {
  test('its code is not loaded with the page, only once the box is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await openHome(page);
    expect(scripts.filter((s) => /\/search-box-/.test(s))).toEqual([]);
    await searchBox(page).focus();
    await hydrated(page, 'qr-search-input');
    expect(scripts.filter((s) => /\/search-box-/.test(s))).toHaveLength(1);
  });

  test('words typed and submitted before its code ran search as the box would, in the same document', async ({
    page,
  }) => {
    await openHome(page);
    await searchBox(page).fill('bag');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/filter\/fardin\?text=bag/);
    await expect(page.getByTestId('search-heading')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('bag');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a tap on the store button before its code ran opens the store list', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('store-select-desktop').click();
    await expect(page.getByTestId('store-selector')).toBeVisible();
  });
});
