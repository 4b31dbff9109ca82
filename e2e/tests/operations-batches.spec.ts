import type { Page } from '@playwright/test';
import { expect, test, reviewShot } from '../fixtures';
import { adminPage, batchDays, NAV, paidOrder, taobaoSellerProducts } from './operations-helpers';

// Three orders walked to weighed parcels by the API, then five back-office screens: a slow machine.
test.setTimeout(360_000);

const DEMO_RIDER_PHONE = '+85510000003';

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A paid order's line taken by staff to a weighed parcel (the back office's forms post the same). */
async function weighedParcel(page: Page, staff: string, lineId: number) {
  for (const to of ['bought', 'seller_shipped', 'received', 'ready'])
    await api(page, staff, 'POST', `/api/admin/order-lines/${lineId}/move`, {
      to,
      ...(to === 'seller_shipped' ? { tracking_no: `E2E-B${lineId}` } : {}),
    });
  const packed = await api<{ data: { id: number; code: string } }>(page, staff, 'POST', '/api/admin/parcels', {
    line_ids: [lineId],
  });
  await api(page, staff, 'POST', `/api/admin/parcels/${packed.data.id}/weigh`, {
    weight_kg: 1.2,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
  });
  return packed.data;
}

/**
 * Issue 27, the back office after weighing (OPERATIONS.md sections 2 and 4), at phone size in
 * Khmer: staff open a batch, scan two paid parcels in (one scan each, typed by a USB scanner into
 * the focused field), see an unpaid one refused in Khmer, move the batch closed -> departed ->
 * arrived with a confirmation each, receive both in Phnom Penh by scan, give one to the demo
 * rider, and see the rider's day.
 */
test('batches, Phnom Penh receiving, dispatch and the rider day close in Khmer', async ({ page, browser, shopper }) => {
  const { same, other } = await taobaoSellerProducts(page);
  const orders = [
    await paidOrder(page, shopper.token, same[0].id, 'taobao'),
    await paidOrder(page, shopper.token, other.id, 'taobao'),
    await paidOrder(page, shopper.token, same[1].id, 'taobao'),
  ];
  const { admin, token: staff } = await adminPage(browser);
  const [first, second, unpaid] = [
    await weighedParcel(page, staff, orders[0]!.lineId),
    await weighedParcel(page, staff, orders[1]!.lineId),
    await weighedParcel(page, staff, orders[2]!.lineId),
  ];
  for (const p of [first!, second!])
    await api(page, shopper.token, 'POST', `/api/parcels/${p.id}/pay`, { payment_type: 'anakut' });

  // 1. A new batch: mode, vehicle, departure (today) and ETA; then its own page.
  await admin.goto('/admin/batches');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('ជំនាន់ដឹកទៅកម្ពុជា', NAV);
  await admin.getByTestId('batch-vehicle').fill('PP-3A-0047');
  await admin.getByTestId('batch-eta').fill(batchDays('2026-12-31').eta);
  await admin.getByRole('button', { name: 'បង្កើតជំនាន់ដឹក' }).click();
  await expect(admin).toHaveURL(/\/admin\/batches\/\d+$/, NAV);
  const batchId = Number(/\/admin\/batches\/(\d+)/.exec(admin.url())![1]);
  await expect(admin.getByTestId('batch-state').first()).toHaveText('កំពុងបើក');

  // 2. One scan per parcel: the scanner types the code and Enter into the focused field, no click.
  const input = admin.getByTestId('scan-input');
  let scans = 0;
  const scan = async (code: string) => {
    await expect(input).toBeFocused(NAV);
    await admin.keyboard.type(code);
    await admin.keyboard.press('Enter');
    scans += 1;
  };
  await scan(first!.code);
  await expect(admin.getByTestId('scan-done')).toHaveText(`បានបន្ថែម ${first!.code}`, NAV);
  await scan(second!.code);
  await expect(admin.getByTestId('scan-done')).toHaveText(`បានបន្ថែម ${second!.code}`, NAV);
  expect(scans).toBe(2);
  await expect(admin.getByTestId('batch-parcels').first()).toHaveText('2 កញ្ចប់');
  // A parcel whose freight is unpaid: the 409 in Khmer, and it stays out.
  await scan(unpaid!.code);
  await expect(admin.getByTestId('scan-error')).toHaveText(`ថ្លៃដឹកជញ្ជូននៃកញ្ចប់ ${unpaid!.code} មិនទាន់បានបង់ទេ`, NAV);
  await expect(admin.getByTestId('batch-parcel')).toHaveCount(2);
  await reviewShot(admin, 'batch-scan-kh.png');

  // 3. closed -> departed -> arrived, each asked then confirmed.
  for (const [button, state] of [
    ['បិទជំនាន់ដឹក', 'បានបិទ'],
    ['ចេញដំណើរ', 'បានចេញដំណើរ'],
    ['មកដល់ភ្នំពេញ', 'បានមកដល់'],
  ] as const) {
    await admin.getByTestId('batch-move').filter({ hasText: button }).click();
    await expect(admin.getByTestId('batch-confirm-text')).toContainText('កញ្ចប់ទាំង 2', NAV);
    await admin.getByRole('button', { name: 'បាទ/ចាស ប្ដូរ' }).click();
    await expect(admin.getByTestId('batch-moved')).toHaveText(`ជំនាន់ដឹកឥឡូវ «${state}»`, NAV);
    await expect(admin.getByTestId('batch-state').first()).toHaveText(state);
  }
  await expect(admin.getByTestId('batch-parcel-state')).toHaveText(['កំពុងដឹកមកកម្ពុជា', 'កំពុងដឹកមកកម្ពុជា']);

  // 4. Phnom Penh receiving: one scan per parcel, received vs expected kept up to date.
  await admin.goto(`/admin/pp-receiving?batch=${batchId}`);
  await expect(admin.getByTestId('ppr-count')).toHaveText('បានទទួល 0 / 2', NAV);
  await scan(first!.code);
  await expect(admin.getByTestId('ppr-count')).toHaveText('បានទទួល 1 / 2', NAV);
  await scan(second!.code);
  await expect(admin.getByTestId('ppr-count')).toHaveText('បានទទួល 2 / 2', NAV);
  expect(scans).toBe(5);
  await reviewShot(admin, 'pp-receiving-kh.png');

  // 5. Dispatch: the first parcel to the demo rider.
  const riders = await api<{ data: { id: number; phone: string }[] }>(page, staff, 'GET', '/api/admin/riders');
  const rider = riders.data.find((r) => r.phone === DEMO_RIDER_PHONE)!;
  await admin.goto('/admin/dispatch');
  const row = admin.getByTestId('dispatch-parcel').filter({ hasText: first!.code });
  await expect(row).toBeVisible(NAV);
  await expect(row.getByTestId('dispatch-amount')).toHaveText('បានបង់គ្រប់');
  await row.getByTestId('dispatch-pick').check();
  await admin.getByTestId('dispatch-rider').selectOption(String(rider.id));
  await admin.getByRole('button', { name: 'ចែកកញ្ចប់ដែលបានជ្រើសឱ្យអ្នកដឹក' }).click();
  await expect(admin.getByTestId('scan-done')).toHaveText('បានចែក 1 កញ្ចប់', NAV);
  await expect(admin.getByTestId('dispatch-parcel').filter({ hasText: first!.code })).toHaveCount(0);
  await expect(admin.getByTestId('dispatch-parcel').filter({ hasText: second!.code })).toBeVisible();
  await reviewShot(admin, 'dispatch-kh.png');

  // 6. The rider's day: the drop out for delivery, the figures of the day close.
  await admin.goto(`/admin/rider-day?rider=${rider.id}`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('បិទបញ្ជីប្រចាំថ្ងៃរបស់អ្នកដឹក', NAV);
  const drop = admin.getByTestId('rider-day-drop').filter({ hasText: first!.code });
  await expect(drop).toContainText('កំពុងដឹក');
  await expect(admin.getByTestId('rider-day-open')).not.toHaveText('0');
  await expect(admin.getByTestId('rider-day-still-out')).toContainText('កំពុងដឹក');
  await expect(admin.getByTestId('rider-day-cash-expected')).toHaveText(/^\$\d+\.\d\d$/);
  await reviewShot(admin, 'rider-day-close-kh.png');

  // 7. The label prints alone: no back-office nav or language bar around it.
  await admin.goto(`/admin/parcels/${first!.id}/label`);
  await expect(admin.getByTestId('parcel-label-page')).toContainText(first!.code, NAV);
  await expect(admin.getByTestId('admin-languages')).toHaveCount(0);
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('link', { name: 'វេចខ្ចប់ និងថ្លឹង' })).toBeHidden();
  await reviewShot(admin, 'label-print-kh.png');
  await admin.context().close();
});
