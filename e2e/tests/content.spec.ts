import { expect, hydrated, test } from '../fixtures';

test.describe('blog', () => {
  test('pages 12 posts at a time and filters by category', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(12);
    await expect(page.getByTestId('blog-page-of')).toHaveText('ទំព័រ 1 / 2');
    await page.getByRole('link', { name: 'បន្ទាប់' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByTestId('blog-card')).not.toHaveCount(0);
    await page.getByRole('link', { name: 'ការទូទាត់', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ការទូទាត់');
    await expect(page.getByTestId('blog-card').filter({ hasText: 'KHQR' })).toHaveCount(1);
  });

  for (const [prefix, title, back] of [
    ['', 'របៀបបញ្ជាទិញពី Taobao ជាភាសាខ្មែរ', 'ត្រឡប់ទៅប្លុក'],
    ['/en', 'How to order from Taobao in your own language', 'Back to the blog'],
    ['/zh', '如何用母语在淘宝下单', '返回博客'],
  ] as const) {
    test(`shows a post in ${prefix || '/kh'} with its cover and sanitised body`, async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      await page.getByTestId('blog-card').filter({ hasText: title }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog/detail/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('blog-detail').locator('img').first()).toHaveAttribute('src', '/blog/order.svg');
      await expect(page.getByTestId('blog-detail').locator('h2')).toHaveCount(4);
      await expect(page.getByTestId('blog-detail').locator('script')).toHaveCount(0);
      await expect(page.getByRole('link', { name: back })).toBeVisible();
    });
  }

  test('falls back to Khmer for a post without a Chinese text', async ({ page }) => {
    await page.goto('/zh/blog?page=1');
    const card = page.getByTestId('blog-card').filter({ hasText: 'ជ្រើសទំហំខោអាវពីចិន' });
    await card.click();
    await expect(page.getByText('本文仅提供高棉语版本。')).toBeVisible();
  });
});

test.describe('assistant', () => {
  test('greets in the spec words and answers an English request with real product cards', async ({ page }) => {
    await page.goto('/en/chat');
    await expect(page.getByTestId('chat-greeting')).toHaveText("Hi!! I'm here to help you find the perfect product.");
    // No answer showed once in a full run (decision 0062; the call log shows a navigation to /en/chat):
    // sent before the page's script runs, the form posts the whole page. The shopper types once the
    // chat is live.
    await hydrated(page, 'chat-page');
    await page.getByRole('textbox').last().fill('red running shoes under $40 from taobao');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('chat-assistant').last();
    await expect(answer).toContainText('Taobao');
    const cards = answer.getByTestId('chat-product');
    await expect(cards.first()).toBeVisible();
    const href = await cards.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/en\/product\/taobao\/[^/?]+\?country=CN$/);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/product\/taobao\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('answers a Khmer request in Khmer and keeps the conversation for the session', async ({ page }) => {
    await page.goto('/chat');
    await hydrated(page, 'chat-page');
    await page.getByRole('textbox').last().fill('កាបូបស្ពាយ ក្រោម 30 ដុល្លារ');
    await page.getByRole('button', { name: 'ផ្ញើ' }).click();
    await expect(page.getByTestId('chat-assistant').last()).toContainText('នេះជាទំនិញ');
    await expect(page.getByTestId('chat-assistant').last().getByTestId('chat-product').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('chat-user')).toHaveCount(1);
    await page.getByRole('textbox').last().fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'ផ្ញើ' }).click();
    // Refused by its code (chat.markup), in the page's language.
    await expect(page.getByTestId('chat-assistant').last()).toContainText('ដោយគ្មានស្លាក HTML');
  });
});

test.describe('web app', () => {
  // The config blocks service workers for speed; installing the web app is this journey's subject.
  test.use({ serviceWorkers: 'allow' });

  test('download page offers installing; a visited page reloads offline', async ({ page, context }) => {
    await page.goto('/download');
    await expect(page.getByTestId('web-install')).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/about-us');
    await expect(page.getByTestId('about-page')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('about-page')).toBeVisible();
    await context.setOffline(false);
  });

  test('privacy policy says what is collected, why, how long and the rights', async ({ page }) => {
    await page.goto('/en/privacy-policy');
    for (const heading of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });
});
