import { expect, freshShopper, test } from '../fixtures';

// Phone size; a route chunk loads on first use on a shared machine.
test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(90_000);
const NAV = { timeout: 30_000 };

const BANGKOK = '13.7563,100.5018';
const PHNOM_PENH = '11.5564,104.9282';
const ENGLISH = 'The pickup location must be in Cambodia';

/**
 * The API refuses the booking with `code: delivery.pickup_outside_cambodia` (its `message` stays
 * English for the shop's mobile client); the page shows the catalogue's text of that code in its
 * own language, in the banner and under the pickup map field (the answer's `field`).
 */
const CASES = [
  { name: 'Khmer', prefix: '', book: 'កក់ការដឹកជញ្ជូន', text: 'ទីតាំងយកកញ្ចប់ត្រូវតែនៅក្នុងប្រទេសកម្ពុជា' },
  { name: 'Chinese', prefix: '/zh', book: '预约配送', text: '取件地点必须在柬埔寨境内' },
];

for (const c of CASES) {
  test(`a booking with a pickup outside Cambodia is refused in ${c.name}, translated by the answer's code`, async ({
    page,
  }) => {
    await freshShopper(page, 'Error code E2E');
    await page.goto(`${c.prefix}/express`);
    await page.locator('#pickup_phone').fill('012 345 678');
    await page.locator('#pickup_location').fill('Bangkok');
    await page.locator('#receiver_phone').fill('010 888 168');
    await page.locator('#receiver_location').fill('ផ្សារធំថ្មី');
    await page.locator('#pickup_map').fill(BANGKOK);
    await page.locator('#receiver_map').fill(PHNOM_PENH);
    await page.getByRole('button', { name: c.book, exact: true }).click();

    await expect(page.getByTestId('express-error')).toHaveText(c.text, NAV);
    await expect(page.locator('#pickup_map-error')).toHaveText(c.text);
    await expect(page.locator('#pickup_map')).toHaveAttribute('aria-describedby', 'pickup_map-error');
    await expect(page.getByTestId('express-page')).not.toContainText(ENGLISH);
    // Nothing was booked: the page stayed, with what was typed.
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/express`));
    await expect(page.locator('#pickup_map')).toHaveValue(BANGKOK);
  });
}
