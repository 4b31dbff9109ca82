import { expect, test, type Locator, type Page } from '@playwright/test';

/** Every product picture is a WebP variant of the resizing proxy at one of its allowed widths. */
async function expectProxied(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/api\/img\?url=[^&]+&w=\d+$/);
  const srcset = (await image.getAttribute('srcset')) ?? '';
  const entries = srcset.split(', ');
  expect(entries.length, srcset).toBeGreaterThanOrEqual(2);
  for (const entry of entries) expect(entry).toMatch(/^\/api\/img\?url=[^&\s]+&w=(160|320|480|640|960|1200) \d+w$/);
  await expect(image).toHaveAttribute('sizes', /.+/);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
}

/** The `loading` of each card picture, in page order. */
const loadingOf = (page: Page) =>
  page.getByTestId('card-image').evaluateAll((images) => images.map((img) => img.getAttribute('loading')));

test.describe('product images', () => {
  test('home rows load card pictures from /api/img with a srcset, lazily, as long-cached WebP', async ({ page }) => {
    const firstImage = page.waitForResponse(
      (res) => res.url().includes('/api/img?') && res.request().resourceType() === 'image',
    );
    await page.goto('/');
    const cards = page.getByTestId('category-row').first().getByTestId('card-image');
    await expect(cards.first()).toBeAttached();
    await expectProxied(cards.first());
    // The rows start below the banner, stores and categories: every card picture waits until needed.
    expect(new Set(await loadingOf(page))).toEqual(new Set(['lazy']));
    await expect(cards.first()).toHaveAttribute('decoding', 'async');
    await expect(cards.first()).toHaveAttribute('alt', '');
    // No image repeats the text beside it: the first banner's title is the link text.
    await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('alt', '');

    await cards.first().scrollIntoViewIfNeeded();
    const res = await firstImage;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect
      .poll(() => cards.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The browser picked a variant from the srcset for this 390 px wide phone (not the 1200 px one).
    const current = await cards.first().evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(Number(new URL(current).searchParams.get('w'))).toBeLessThanOrEqual(640);
  });

  test('search results: the first cards load eagerly with high priority, the rest lazily', async ({ page }) => {
    // A category name: all 8 products of the category, so the grid has cards below the first 4.
    await page.goto('/search/filter/fardin?text=electric');
    const images = page.getByTestId('product-grid').getByTestId('card-image');
    await expect(images.nth(5)).toBeAttached();
    await expectProxied(images.first());
    const loading = await loadingOf(page);
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const answer = await page.request.get((await images.first().getAttribute('src'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toMatch(/max-age=31536000/);
    expect((await answer.body()).subarray(8, 12).toString()).toBe('WEBP');
  });

  test('product page: the first gallery picture is the eager, high-priority LCP image up to 1200 px', async ({
    page,
  }) => {
    await page.goto('/product/taobao/tst');
    const main = page.getByTestId('gallery-main');
    await expectProxied(main);
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('srcset', /&w=1200 1200w$/);
    await expect(main).not.toHaveAttribute('alt', '');
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the proxy refuses foreign hosts and widths it does not make', async ({ request }) => {
    expect((await request.get(`/api/img?url=${encodeURIComponent('https://example.com/a.png')}&w=320`)).status()).toBe(
      403,
    );
    expect(
      (await request.get(`/api/img?url=${encodeURIComponent('/api/demo-image/women-0-1.svg')}&w=5000`)).status(),
    ).toBe(422);
  });
});
