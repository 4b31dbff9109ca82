import type { Page } from '@playwright/test';
import { expect, hydrated, test, reviewShot } from '../fixtures';
import { adminPage, batchDays, NAV, paidOrder, taobaoSellerProducts } from './operations-helpers';

// Three orders walked by the API to parcels waiting in Phnom Penh, then two back-office screens.
test.setTimeout(360_000);

const DEMO_RIDER_PHONE = '+85510000003';

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A paid order's line taken by staff to a parcel waiting in Phnom Penh, its freight paid. */
async function waitingParcels(page: Page, staff: string, shopper: string, lineIds: number[]) {
  const out: { id: number; code: string }[] = [];
  for (const lineId of lineIds) {
    for (const to of ['bought', 'seller_shipped', 'received', 'ready'])
      await api(page, staff, 'POST', `/api/admin/order-lines/${lineId}/move`, {
        to,
        ...(to === 'seller_shipped' ? { tracking_no: `E2E-D${lineId}` } : {}),
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
    await api(page, shopper, 'POST', `/api/parcels/${packed.data.id}/pay`, { payment_type: 'anakut' });
    out.push(packed.data);
  }
  const batch = await api<{ data: { id: number } }>(page, staff, 'POST', '/api/admin/batches', {
    mode: 'land',
    vehicle_no: 'PP-3A-0054',
    ...batchDays('2026-12-31'),
  });
  await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/parcels`, { codes: out.map((p) => p.code) });
  for (const to of ['closed', 'departed', 'arrived'])
    await api(page, staff, 'POST', `/api/admin/batches/${batch.data.id}/move`, { to });
  for (const p of out) await api(page, staff, 'POST', `/api/admin/parcels/${p.id}/arrive`);
  return out;
}

/**
 * Decision 0054 at phone size in Khmer: staff tick two parcels on /admin/dispatch and give them to
 * the demo rider with one button; a page left open while a colleague took one of the ticked
 * parcels gives nothing and names that parcel in Khmer.
 */
test('dispatch: several ticked parcels to a rider in one go, all or nothing, in Khmer', async ({
  page,
  browser,
  shopper,
}) => {
  const { same, other } = await taobaoSellerProducts(page);
  const orders = [
    await paidOrder(page, shopper.token, same[0].id, 'taobao'),
    await paidOrder(page, shopper.token, other.id, 'taobao'),
    await paidOrder(page, shopper.token, same[1].id, 'taobao'),
  ];
  const { admin, token: staff } = await adminPage(browser);
  const [a, b, c] = await waitingParcels(
    page,
    staff,
    shopper.token,
    orders.map((o) => o.lineId),
  );
  const riders = await api<{ data: { id: number; phone: string }[] }>(page, staff, 'GET', '/api/admin/riders');
  const rider = riders.data.find((r) => r.phone === DEMO_RIDER_PHONE)!;
  const row = (code: string) => admin.getByTestId('dispatch-parcel').filter({ hasText: code });

  // 1. Two ticked, one button: both on the rider's list, the third still waiting.
  await admin.goto('/admin/dispatch');
  await expect(row(a!.code)).toBeVisible(NAV);
  await hydrated(admin, 'dispatch-rider');
  await row(a!.code).getByTestId('dispatch-pick').check();
  await row(b!.code).getByTestId('dispatch-pick').check();
  await admin.getByTestId('dispatch-rider').selectOption(String(rider.id));
  await admin.getByRole('button', { name: 'ចែកកញ្ចប់ដែលបានជ្រើសឱ្យអ្នកដឹក' }).click();
  await expect(admin.getByTestId('scan-done')).toHaveText('បានចែក 2 កញ្ចប់', NAV);
  await expect(row(a!.code)).toHaveCount(0);
  await expect(row(b!.code)).toHaveCount(0);
  await expect(row(c!.code)).toBeVisible();
  await reviewShot(admin, 'dispatch-several-kh.png');

  // 2. A fourth parcel arrives; the page still shows the third, which a colleague gives away first.
  const [d] = await waitingParcels(page, staff, shopper.token, [
    // Two units: the same buy-now as the first order's within 10 s would be its double tap.
    (await paidOrder(page, shopper.token, same[0].id, 'taobao', 2)).lineId,
  ]);
  await admin.reload();
  await hydrated(admin, 'dispatch-rider');
  await row(c!.code).getByTestId('dispatch-pick').check();
  await row(d!.code).getByTestId('dispatch-pick').check();
  await admin.getByTestId('dispatch-rider').selectOption(String(rider.id));
  await api(page, staff, 'POST', '/api/admin/dispatch/assign', { rider_id: rider.id, parcel_ids: [c!.id] });
  await admin.getByRole('button', { name: 'ចែកកញ្ចប់ដែលបានជ្រើសឱ្យអ្នកដឹក' }).click();
  await expect(admin.getByTestId('scan-error')).toHaveText(
    `កញ្ចប់ ${c!.code} មាននៅក្នុងបញ្ជីអ្នកដឹករួចហើយ៖ មិនបានចាត់តាំងកញ្ចប់ណាមួយទេ`,
    NAV,
  );
  // Nothing was given: the fourth parcel still waits for a rider, and the list, read again after the
  // refusal, no longer offers the parcel the colleague gave away.
  await expect(row(d!.code)).toBeVisible();
  await expect(row(c!.code)).toHaveCount(0);
  const queue = await api<{ data: { id: number }[] }>(page, staff, 'GET', '/api/admin/dispatch');
  expect(queue.data.map((p) => p.id)).toContain(d!.id);
  await reviewShot(admin, 'dispatch-refused-kh.png');
  await admin.context().close();
});

/** The parcels setting on /admin/settings in Khmer: a route ticked for freight cash at the door is saved. */
test('settings: freight cash at the door per country and mode, in Khmer', async ({ page, browser }) => {
  const { admin, token } = await adminPage(browser);
  type Parcels = { data: { parcels: { cod_freight: { country: string; mode: string }[] } | null } };
  const routes = async () =>
    ((await api<Parcels>(page, token, 'GET', '/api/admin/settings')).data.parcels?.cod_freight ?? []).map(
      (r) => `${r.country}/${r.mode}`,
    );
  const before = await routes();
  await admin.goto('/admin/settings');
  const form = admin.getByTestId('parcel-settings-form');
  await expect(form.getByRole('heading')).toHaveText('កញ្ចប់៖ ការរក្សាទុក និងការបង់ថ្លៃដឹកពេលទទួល', NAV);
  // Once the page is live (a tick made while it hydrates can be reset by the render).
  await hydrated(admin, 'parcel-settings-form');
  // A country the price list may not have, typed in, by air.
  await form.getByPlaceholder('បន្ថែមប្រទេស (កូដ ២ អក្សរ ដូចជា CN)').fill('sg');
  await form.getByRole('checkbox', { name: 'បន្ថែមប្រទេស (កូដ ២ អក្សរ ដូចជា CN) ផ្លូវអាកាស' }).check();
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'បានរក្សាទុក' })).toBeVisible(NAV);
  expect(await routes()).toEqual([...before, 'SG/air']);
  await admin.reload();
  const sgAir = form.getByRole('checkbox', { name: 'SG ផ្លូវអាកាស' });
  await expect(sgAir).toBeChecked(NAV);
  await reviewShot(admin, 'parcel-settings-kh.png');
  // Untick it again: the setting is as it was.
  await sgAir.uncheck();
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'បានរក្សាទុក' })).toBeVisible(NAV);
  expect(await routes()).toEqual(before);
  await admin.context().close();
});
