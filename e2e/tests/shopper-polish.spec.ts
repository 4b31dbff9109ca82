import type { Page } from '@playwright/test';
import { formatDayTime } from '@fardin/core/date-text';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import { test, expect, hydrated, ownPhoneAddress, placeCodOrder, plainProduct } from '../fixtures';

// A new shopper's audit at 390x844 in Khmer: forms that name every mistake at once in Khmer, Phnom
// Penh dates, nothing clipped, no price or label that says the wrong thing.
test.setTimeout(90_000);
const NAV = { timeout: 30_000 };

/** Console errors and uncaught page errors (React's hydration mismatch #418 is one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test('register names every mistake at once, keeps the typed passwords and tells the whole password rule', async ({
  page,
}) => {
  await ownPhoneAddress(page);
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await hydrated(page, 'register-form');
  const password = page.getByLabel('ពាក្យសម្ងាត់', { exact: true });
  const confirmation = page.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់');

  const submit = () => form.getByRole('button', { name: 'ចុះឈ្មោះ', exact: true }).click();
  await submit();
  await expect(page.locator('#f-name-msg')).toHaveText('សូមបំពេញ ឈ្មោះ');
  await expect(page.locator('#f-phone-msg')).toHaveText('សូមបំពេញ លេខទូរស័ព្ទ');
  await expect(page.locator('#f-password-msg')).toHaveText('សូមបំពេញ ពាក្យសម្ងាត់');
  await expect(page.locator('#f-password_confirmation-msg')).toHaveText('សូមបំពេញ បញ្ជាក់ពាក្យសម្ងាត់');

  await page.getByLabel('ឈ្មោះ').fill('សុខា ថ្មី');
  await page.getByLabel('លេខទូរស័ព្ទ').fill('12');
  await password.fill('abc');
  await confirmation.fill('abd');
  await submit();
  await expect(page.locator('#f-phone-msg')).toHaveText(ERROR_TEXT['account.phone_invalid'].kh);
  await expect(page.locator('#f-password-msg')).toHaveText(ERROR_TEXT['password.too_short'].kh);
  await expect(page.locator('#f-password_confirmation-msg')).toHaveText('ពាក្យសម្ងាត់មិនដូចគ្នាទេ');
  await expect(page.locator('#f-name-msg')).toHaveCount(0);
  // The page's script sent the form: what was typed stays to be corrected, not typed again.
  await expect(password).toHaveValue('abc');
  await expect(confirmation).toHaveValue('abd');
  await expect(page.getByLabel('ឈ្មោះ')).toHaveValue('សុខា ថ្មី');

  // The server's HTML never carries a password back (the same refusal without the page's script).
  const html = await (
    await page.request.post('/register', {
      form: { name: 'Dara', phone: '12', password: 'zq-secret-7', password_confirmation: 'zq-secret-8' },
      headers: { Origin: new URL(page.url()).origin },
    })
  ).text();
  expect(html).toContain(ERROR_TEXT['account.phone_invalid'].kh);
  expect(html).not.toContain('zq-secret');

  // The hint says more than the length: a password of 8 characters can still be refused.
  await page.goto('/register');
  await expect(page.locator('#f-password-msg')).toContainText('យ៉ាងតិច ៨ តួអក្សរ');
  await expect(page.locator('#f-password-msg')).toContainText('ពិបាកទាយ');

  // Then a good number and a strong password register (sent by the page's script, the code's page
  // loads as a document with the new session).
  await hydrated(page, 'register-form');
  await page.getByLabel('ឈ្មោះ').fill('សុខា ថ្មី');
  const local = `097${String(Date.now()).slice(-7)}`;
  await page.getByLabel('លេខទូរស័ព្ទ').fill(local);
  await password.fill('kep-crab-market-9');
  await confirmation.fill('kep-crab-market-9');
  await submit();
  await expect(page).toHaveURL(/\/verify\?phone=/, NAV);
  await expect(page.getByTestId('verify-form')).toBeVisible();
});

test.describe('the express booking', () => {
  const expectFieldErrors = async (page: Page) => {
    const receiverPhone = page.locator('#receiver_phone-error');
    await expect(receiverPhone).toHaveText('សូមបំពេញ លេខទូរស័ព្ទអ្នកទទួល', NAV);
    await expect(page.locator('#receiver_location-error')).toHaveText('សូមបំពេញ ទីតាំងអ្នកទទួល');
    await expect(page.locator('#receiver_map-error')).toHaveText(ERROR_TEXT['delivery.receiver_missing'].kh);
    // The sender's fields came from the account (phone, saved address): nothing to say there.
    await expect(page.locator('#pickup_phone-error')).toHaveCount(0);
    await expect(page.locator('#pickup_map-error')).toHaveCount(0);
    await expect(page.getByTestId('express-error')).toHaveText('សូមបំពេញ លេខទូរស័ព្ទអ្នកទទួល');
  };

  test('with empty fields shows the page’s own Khmer field errors, not the browser’s popup', async ({
    page,
    shopper,
  }) => {
    void shopper;
    await page.goto('/express');
    await hydrated(page, 'express-page');
    await page.getByRole('button', { name: 'កក់ការដឹកជញ្ជូន' }).click();
    await expectFieldErrors(page);
    await expect(page).toHaveURL(/\/express$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the same Khmer field errors come with the page', async ({ page, shopper }) => {
      void shopper;
      await page.goto('/express');
      await page.getByRole('button', { name: 'កក់ការដឹកជញ្ជូន' }).click();
      await expectFieldErrors(page);
    });
  });
});

test.describe('in a browser of another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('notifications show Phnom Penh dates in Khmer months, 24 h, and hydrate without an error', async ({
    page,
    shopper,
  }) => {
    await placeCodOrder(page, shopper.token);
    const bell = async () =>
      (
        (await (
          await page.request.get('/api/notifications/bell?lang=kh', {
            headers: { Authorization: `Bearer ${shopper.token}` },
          })
        ).json()) as { data: { date: string }[] }
      ).data;
    await expect.poll(async () => (await bell()).length, NAV).toBeGreaterThan(0);
    const first = (await bell())[0]!;

    const errors = collectErrors(page);
    await page.goto('/account/notifications');
    await hydrated(page, 'notifications-page');
    const date = page.getByTestId('notification-date').first();
    await expect(date).toHaveText(formatDayTime(first.date, 'kh'));
    await expect(date).not.toContainText(/AM|PM/);
    await page.goto('/en/account/notifications');
    await expect(page.getByTestId('notification-date').first()).toHaveText(formatDayTime(first.date, 'en'));
    await page.goto('/zh/account/notifications');
    await hydrated(page, 'notifications-page');
    await expect(page.getByTestId('notification-date').first()).toHaveText(formatDayTime(first.date, 'zh'));
    expect(errors).toEqual([]);
  });
});

test('at 390 px the header search box shows its whole 300M+ claim in Khmer and Chinese', async ({ page }) => {
  for (const [path, claim] of [
    ['/', '300M+'],
    ['/zh', '3 亿+'],
  ] as const) {
    await page.goto(path);
    await expectPlaceholderFits(page, claim);
  }
});

/** The search box's placeholder holds the claim and, in the placeholder's own font, fits the box. */
async function expectPlaceholderFits(page: Page, claim: string) {
  const box = page.getByRole('searchbox').first();
  const placeholder = (await box.getAttribute('placeholder')) ?? '';
  expect(placeholder).toContain(claim);
  await page.evaluate(() => document.fonts.ready);
  // The placeholder's text typed in the placeholder's own font size does not overflow the box.
  const fit = await box.evaluate((input, text) => {
    const field = input as HTMLInputElement;
    const size = getComputedStyle(field, '::placeholder').fontSize;
    const [value, fontSize] = [field.value, field.style.fontSize];
    field.style.fontSize = size;
    field.value = text;
    const result = { inner: field.clientWidth, width: field.scrollWidth };
    field.value = value;
    field.style.fontSize = fontSize;
    return result;
  }, placeholder);
  expect(fit.width, `"${placeholder}" in ${fit.inner} px`).toBeLessThanOrEqual(fit.inner);
}

test('at 390 px the nav strip opens at the current page’s tab, the page itself unmoved', async ({ page }) => {
  await page.goto('/tracking');
  const strip = page.getByRole('navigation', { name: 'ម៉ឺនុយមេ' });
  const current = strip.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/tracking');
  const [stripBox, tabBox] = [await strip.boundingBox(), await current.boundingBox()];
  expect(tabBox!.x).toBeGreaterThanOrEqual(stripBox!.x);
  expect(tabBox!.x + tabBox!.width, 'the current tab is not cut at the right edge').toBeLessThanOrEqual(
    stripBox!.x + stripBox!.width + 0.5,
  );
  // Only the strip moved, never the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an own-catalogue product shows its dollar price once; a Taobao one keeps its yuan price', async ({ page }) => {
  await page.goto(`/product/fardin/${await plainProduct(page.request)}`);
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d/);
  await expect(page.getByTestId('source-price')).toHaveCount(0);
  await page.goto('/product/taobao/600000000009');
  await expect(page.getByTestId('source-price')).toContainText(/¥/);
});

test('a booked express delivery labels its distance "ចម្ងាយ"', async ({ page, shopper }) => {
  const booked = await page.request.post('/api/delivery/add', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      delivery_type: 'express',
      pickup_phone: '012 345 678',
      pickup_location: 'ផ្សារធំថ្មី',
      pickup_lat: 11.5695,
      pickup_long: 104.9211,
      receiver_phone: '010 888 168',
      receiver_location: 'ទួលគោក',
      receiver_lat: 11.5816,
      receiver_long: 104.9033,
      payment_note: 'COD',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await page.goto('/account/my-delivery');
  const distance = page.getByTestId('delivery-distance').first();
  await expect(distance.locator('xpath=preceding-sibling::dt[1]')).toHaveText('ចម្ងាយ');
  await expect(distance).toHaveText(/^\d+(\.\d+)? គ\.ម$/);
});
