import { test, expect } from '../fixtures';

/** Decision 0013: the password rule answers with a code, and the page shows it in the shopper's language. */
test('a new shopper tries weak passwords on register, reads why in Khmer, then registers with a strong one', async ({
  page,
}) => {
  const local = `097${String(Date.now()).slice(-7)}`;
  await page.goto('/register');
  await page.getByLabel('ឈ្មោះ').fill('Dara E2E');
  await page.getByLabel('លេខទូរស័ព្ទ').fill(local);

  const tryPassword = async (password: string) => {
    await page.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill(password);
    await page.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់').fill(password);
    await page.getByRole('button', { name: 'ចុះឈ្មោះ', exact: true }).click();
  };

  await tryPassword('password');
  await expect(page.locator('#f-password-msg')).toHaveText('ពាក្យសម្ងាត់នេះងាយទាយពេក។ សូមជ្រើសរើសពាក្យសម្ងាត់ដែលរឹងមាំជាងនេះ');
  await expect(page.getByLabel('ពាក្យសម្ងាត់', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await tryPassword(local);
  await expect(page.locator('#f-password-msg')).toHaveText('ពាក្យសម្ងាត់មិនអាចដូចលេខទូរស័ព្ទរបស់អ្នកបានទេ');

  await tryPassword('kep-crab-market-9');
  await expect(page).toHaveURL(/\/verify\?phone=/);
});
