import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, loginAs, DEMO_ADMIN } from '../fixtures';

// Staff journeys through several pages on a shared 2-core machine: allow more time. No shopper
// takes part; staff sign in as the seeded demo admin (a staff account can only be made by an admin).
test.describe.configure({ timeout: 120_000 });

/** A real PNG (RGB gradient) built in memory: what a phone camera upload would be, only smaller. */
function png(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      rows.set([(x * 255) / width, (y * 255) / height, 120], y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function loaded(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test('staff edits a blog post and the public blog shows the new text', async ({ page }) => {
  await loginAs(page, DEMO_ADMIN);
  // A draft of our own, so the seeded posts the blog journeys read stay as they are.
  const slug = `e2e-edit-${Date.now()}`;
  const categories = (await (await page.request.get('/api/admin/blog/categories')).json()) as {
    data: { id: number }[];
  };
  const created = await page.request.post('/api/admin/blog/posts', {
    data: {
      slug,
      category_id: categories.data[0]!.id,
      image: '/blog/tips.svg',
      author: 'E2E',
      published: false,
      texts: [
        { locale: 'kh', title: 'សេចក្ដីព្រាងសាកល្បង', excerpt: '', body: '<p>ចាស់</p>' },
        { locale: 'en', title: 'Draft to edit', excerpt: 'Old', body: '<p>Old text</p>' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  expect((await page.goto(`/en/blog/detail/${id}`))?.status()).toBe(404);

  await page.goto(`/admin/blog?lang=en&q=${slug}`);
  const row = page.getByTestId(`blog-post-${id}`);
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit blog post #${id}` })).toBeVisible();
  const english = page.getByTestId('blog-text-en');
  await english.getByLabel('Title').fill('Edited in the back office');
  await english
    .getByLabel('Body (HTML, cleaned by the server)')
    .fill('<p>New text from staff</p><script>alert(1)</script>');
  await page.getByLabel('Published (shown on the blog)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await expect(page.getByRole('link', { name: 'View on the blog' })).toBeVisible();

  await page.goto(`/en/blog/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited in the back office');
  await expect(page.getByTestId('blog-detail')).toContainText('New text from staff');
  await expect(page.getByTestId('blog-detail').locator('script')).toHaveCount(0);
  await page.goto(`/blog/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('សេចក្ដីព្រាងសាកល្បង');

  await page.goto('/admin/audit?lang=en');
  await expect(page.getByText('blog.update').first()).toBeVisible();

  // Back to a draft: the blog's page count stays what the other journeys expect.
  await page.goto(`/admin/blog/posts/${id}`);
  await page.getByLabel('Published (shown on the blog)').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  expect((await page.goto(`/en/blog/detail/${id}`))?.status()).toBe(404);
});

test('staff manages a blog category and a sub-category', async ({ page }) => {
  await loginAs(page, DEMO_ADMIN);
  const stamp = Date.now();
  const slug = `e2e-cat-${stamp}`;
  await page.goto('/admin/blog/categories?lang=en');
  const createForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create' }) });
  await createForm.getByLabel('Address name (a-z, 0-9, -)').fill(slug);
  await createForm.getByLabel('Name (Khmer)').fill('ប្រភេទសាកល្បង');
  await createForm.getByLabel('Name (English)').fill(`E2E category ${stamp}`);
  await createForm.getByRole('button', { name: 'Create' }).click();
  const row = page.getByTestId(`blog-category-${slug}`);
  await expect(row).toContainText(`E2E category ${stamp}`);

  await row.getByText('Rename').click();
  await row.getByLabel('Name (English)').fill(`E2E renamed ${stamp}`);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText(`E2E renamed ${stamp}`);
  await page.goto('/en/blog');
  await expect(page.getByRole('link', { name: `E2E renamed ${stamp}` })).toBeVisible();

  await page.goto('/admin/blog/categories');
  await row.getByRole('button', { name: 'Up' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row).toContainText('Hidden');
  await page.goto('/en/blog');
  await expect(page.getByRole('link', { name: `E2E renamed ${stamp}` })).toHaveCount(0);

  // A category with posts offers no delete, and the API refuses it with a clear 409.
  await page.goto('/admin/blog/categories');
  const used = page.locator('[data-testid^="blog-category-"]').first();
  await expect(used).toContainText('hide it instead');
  await expect(used.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const categories = (await (await page.request.get('/api/admin/blog/categories')).json()) as {
    data: { id: number; posts: number }[];
  };
  const refused = await page.request.delete(
    `/api/admin/blog/categories/${categories.data.find((c) => c.posts > 0)!.id}`,
  );
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain('hide the category instead');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await expect(row).toHaveCount(0);

  // Sub-categories of the last top-level category (the shop's first rows stay as they are).
  await page.goto('/admin/reference?lang=en');
  await page.locator('[data-ref^="categories-"]').last().getByRole('link', { name: 'Sub-categories' }).click();
  await expect(page).toHaveURL(/\/admin\/reference\/categories\/\d+$/);
  const parentId = Number(/categories\/(\d+)$/.exec(page.url())![1]);
  const subForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create' }) });
  await subForm.getByLabel('Name (Khmer)').fill('ប្រភេទរងសាកល្បង');
  await subForm.getByLabel('Name (English)').fill(`E2E sub ${stamp}`);
  await subForm.getByLabel('Search keywords').fill('e2e lamp, test lamp');
  await subForm.getByRole('button', { name: 'Create' }).click();
  const sub = page.locator('[data-testid^="sub-category-"]').filter({ hasText: `E2E sub ${stamp}` });
  await expect(sub).toContainText('e2e lamp, test lamp');

  await sub.getByText('Rename').click();
  await sub.getByLabel('Name (English)').fill(`E2E sub renamed ${stamp}`);
  await sub.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator('[data-testid^="sub-category-"]').filter({ hasText: `E2E sub renamed ${stamp}` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Up' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  const titles = page.locator('[data-testid^="sub-category-"] strong');
  await expect(titles.nth((await titles.count()) - 2)).toHaveText(`E2E sub renamed ${stamp}`);

  // The shop's menu follows within its 10 s cache.
  const menu = async () => {
    const answer = (await (await page.request.get('/api/setting')).json()) as {
      data: { id: number; sub: { title: { en: string } }[] }[];
    };
    return answer.data.find((c) => c.id === parentId)?.sub.map((s) => s.title.en) ?? [];
  };
  await expect.poll(menu, { timeout: 20_000, intervals: [1000] }).toContain(`E2E sub renamed ${stamp}`);
  await renamed.getByRole('button', { name: 'Hide' }).click();
  await expect(renamed).toContainText('Hidden');
  await expect.poll(menu, { timeout: 20_000, intervals: [1000] }).not.toContain(`E2E sub renamed ${stamp}`);
});

test('staff uploads a real image on the product form; the admin list and the product page show it', async ({
  page,
}) => {
  await loginAs(page, DEMO_ADMIN);
  const title = `Uploaded photo lamp ${Date.now()}`;
  await page.goto('/admin/products/new?lang=en');
  // The upload reacts once the form's script runs (after load, decision 0027).
  await hydrated(page, 'product-image-upload');
  await page.getByLabel('Title (Khmer)').fill('ចង្កៀងរូបថតផ្ទុកឡើង');
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Price (USD)').first().fill('3.5');
  await page.getByLabel('Stock').first().fill('5');
  await page
    .getByTestId('product-image-upload')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: png(64, 48) });
  const images = page.getByLabel('Image URLs (one a line)');
  await expect(images).toHaveValue(/^\/uploads\/\S+$/);
  const url = await images.inputValue();
  const file = url.split('/').pop()!;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?saved=1$/);
  const productId = Number(/products\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByLabel('Image URLs (one a line)')).toHaveValue(url);

  await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
  await loaded(page, `img[src="${url}"]`);

  const product = (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as {
    data: { source_id: string };
  };
  await page.goto(`/en/product/fardin/${product.data.source_id}?country=KH`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await loaded(page, `img[src*="${file}"]`);
});
