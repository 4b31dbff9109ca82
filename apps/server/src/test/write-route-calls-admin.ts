import { shopDay } from '@fardin/core/shop-day';
import { blogPost, phone, pick, type WriteCall, type WriteFixture } from './write-route-fixture';

const dir = (i: number) => (i % 2 ? 'up' : 'down');

/** The back office's write routes, called as the demo admin (see write-route-calls.ts). */
export function adminWriteCalls(): Record<string, (f: WriteFixture, i: number) => WriteCall> {
  const a = (method: string, path: string, body?: unknown) => (f: WriteFixture) => ({
    method,
    path,
    token: f.admin,
    body,
  });
  return {
    'POST /admin/users/{id}/status': (f, i) => a('POST', `/api/admin/users/${i + 3}/status`, { status: 'active' })(f),
    'POST /admin/users/{id}/role': (f, i) => a('POST', `/api/admin/users/${i + 3}/role`, { role: 'shopper' })(f),
    'POST /admin/staff': (f, i) =>
      a('POST', '/api/admin/staff', { phone: phone(i, 10_000_090), name: 'Race Staff' })(f),
    'POST /admin/orders/{id}/stage': (f, i) =>
      a('POST', `/api/admin/orders/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i + 1)}/stage`, {
        stage: 'paid',
      })(f),
    'POST /admin/orders/{id}/cancel': (f, i) =>
      a('POST', `/api/admin/orders/${pick([f.paidOrder, ...f.orders], i)}/cancel`, { reason: 'race' })(f),
    'POST /admin/orders/{id}/references': (f, i) =>
      a('POST', `/api/admin/orders/${pick(f.orders, i)}/references`, { tracking_no: `TR${i}` })(f),
    'POST /admin/orders/{id}/messages': (f, i) =>
      a('POST', `/api/admin/orders/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i)}/messages`, {
        text: `race answer ${i}`,
      })(f),
    'POST /admin/orders/{id}/messages/close': (f, i) =>
      a('POST', `/api/admin/orders/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i + 1)}/messages/close`)(f),
    'POST /admin/requests/{id}/answer': (f, i) =>
      a('POST', `/api/admin/requests/${(i % 3) + 1}/answer`, {
        product: 'https://www.ebay.com/itm/300000000001',
        quote_usd: 9.5,
      })(f),
    'POST /admin/orders/{id}/refund': (f) => a('POST', `/api/admin/orders/${f.paidOrder}/refund`)(f),
    'POST /admin/orders/{id}/lines/{lineId}/check': (f) =>
      a('POST', `/api/admin/orders/${f.placedOrder.id}/lines/${f.placedOrder.lineId}/check`, {
        photos: [],
        weight_kg: 1,
        length_cm: 10,
        width_cm: 10,
        height_cm: 10,
      })(f),
    'POST /admin/payments/transfers/{id}/verify': (f, i) =>
      a('POST', `/api/admin/payments/transfers/${pick(f.orders, i)}/verify`)(f),
    'POST /admin/payments/transfers/{id}/reject': (f, i) =>
      a('POST', `/api/admin/payments/transfers/${pick(f.orders, i + 1)}/reject`, { reason: 'race' })(f),
    // The purchase journey (decision 0033) on the placed order's line: most calls are refused (409,
    // 404), and none may answer 500 or deadlock while the rest of the shop writes.
    'POST /admin/operations/sweep': (f) => a('POST', '/api/admin/operations/sweep')(f),
    'POST /admin/order-lines/{id}/move': (f, i) =>
      a('POST', `/api/admin/order-lines/${f.placedOrder.lineId}/move`, { to: i % 2 ? 'bought' : 'seller_shipped' })(f),
    'POST /admin/order-lines/{id}/problems': (f, i) =>
      a('POST', `/api/admin/order-lines/${f.placedOrder.lineId}/problems`, {
        kind: i % 2 ? 'lost' : 'price_changed',
        new_unit_price: 99,
      })(f),
    'POST /admin/order-lines/{id}/refunds': (f, i) =>
      a('POST', `/api/admin/order-lines/${f.placedOrder.lineId}/refunds`, {
        amount: 1,
        to: i % 2 ? 'wallet' : 'original',
      })(f),
    'POST /admin/problems/{id}/verify-transfer': (f, i) => a('POST', `/api/admin/problems/${i + 1}/verify-transfer`)(f),
    'POST /admin/problems/{id}/reject-transfer': (f, i) =>
      a('POST', `/api/admin/problems/${i + 1}/reject-transfer`, { reason: 'Race: wrong receipt' })(f),
    'POST /admin/purchases': (f, i) =>
      a('POST', '/api/admin/purchases', {
        line_ids: [f.placedOrder.lineId],
        seller: 'Race seller',
        marketplace_order_no: `RACE-${i}`,
        unit_prices: { [f.placedOrder.lineId]: { amount: 1, currency: 'USD' } },
      })(f),
    'POST /admin/refunds/{id}/done': (f, i) =>
      a('POST', `/api/admin/refunds/${i + 1}/done`, { receipt_url: f.receipt })(f),
    'POST /admin/withdrawals/{id}/paid': (f, i) => a('POST', `/api/admin/withdrawals/${i + 1}/paid`, {})(f),
    'POST /admin/payments/topups/{id}': (f, i) =>
      a('POST', `/api/admin/payments/topups/${pick(f.topups, i)}`, { approve: i % 2 === 0 })(f),
    'POST /admin/deliveries/{id}/driver': (f, i) =>
      a('POST', `/api/admin/deliveries/${pick(f.deliveries, i)}/driver`, {
        driver_name: 'Dara',
        driver_phone: '012 888 999',
      })(f),
    'POST /admin/deliveries/{id}/move': (f, i) =>
      a('POST', `/api/admin/deliveries/${pick(f.deliveries, i)}/move`, { status: 'pickup' })(f),
    'POST /admin/products': (f, i) =>
      a('POST', '/api/admin/products', { title_en: `Race ${i}`, title_kh: 'ប្រណាំង', price: 5, stock: 3, images: [] })(f),
    'PUT /admin/products/{id}': (f) =>
      a('PUT', '/api/admin/products/1', { title_en: 'Race', title_kh: 'ប្រណាំង', price: 5, stock: 3, images: [] })(f),
    'POST /admin/products/{id}/visibility': (f, i) =>
      a('POST', '/api/admin/products/1/visibility', { active: i % 2 === 0 })(f),
    'PUT /admin/settings/{key}': (f) =>
      a('PUT', '/api/admin/settings/commerce', {
        anakut_discount_percent: 10,
        bank_accounts: [
          {
            code: 'phone',
            bank_name: 'Wing Bank',
            account_name: 'Fardin',
            account_number: '010 888 168',
            qr_image: null,
          },
        ],
      })(f),
    'POST /admin/blog/posts': (f, i) =>
      a('POST', '/api/admin/blog/posts', blogPost(pick(f.blogCategories, i), `race-${i}-${Date.now()}`))(f),
    'PUT /admin/blog/posts/{id}': (f, i) =>
      a('PUT', `/api/admin/blog/posts/${f.blogPost}`, {
        ...blogPost(pick(f.blogCategories, i), 'write-race'),
        published: i % 2 === 0,
      })(f),
    'POST /admin/blog/categories': (f, i) =>
      a('POST', '/api/admin/blog/categories', { slug: `race-${i}-${Date.now()}`, name: { kh: 'ព', en: 'Race' } })(f),
    'PUT /admin/blog/categories/{id}': (f, i) =>
      a('PUT', `/api/admin/blog/categories/${pick(f.blogCategories, i)}`, { name: { kh: 'ព', en: `Race ${i}` } })(f),
    'DELETE /admin/blog/categories/{id}': (f, i) =>
      a('DELETE', `/api/admin/blog/categories/${pick(f.blogCategories, i + 1)}`)(f),
    'POST /admin/blog/categories/{id}/move': (f, i) =>
      a('POST', `/api/admin/blog/categories/${pick(f.blogCategories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/blog/categories/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/blog/categories/${pick(f.blogCategories, i)}/visibility`, { visible: i % 2 === 0 })(f),
    'POST /admin/reference/{kind}/{id}/move': (f, i) =>
      a('POST', `/api/admin/reference/categories/${pick(f.categories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/reference/{kind}/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/reference/categories/${pick(f.categories, i)}/visibility`, { visible: true })(f),
    'PUT /admin/shipping/rates/{country}/{transport}': (f, i) =>
      a('PUT', '/api/admin/shipping/rates/CN/land', {
        kilo_price: 1.5 + i,
        vol_price: 250,
        service_fee: 1,
        days_min: 7,
        days_max: 14,
      })(f),
    'PUT /admin/shipping/zones/{id}': (f, i) =>
      a('PUT', `/api/admin/shipping/zones/${f.zoneId}`, { service_fee: 1 + i })(f),
    'PUT /admin/shipping/districts/{id}': (f, i) =>
      a('PUT', `/api/admin/shipping/districts/${f.districtId}`, { service_fee: 2 + i })(f),
    'POST /admin/categories/{id}/sub-categories': (f, i) =>
      a('POST', `/api/admin/categories/${pick(f.categories, i)}/sub-categories`, {
        title: { kh: 'ក', en: `Race ${i}` },
        keywords: ['race'],
      })(f),
    'PUT /admin/sub-categories/{id}': (f, i) =>
      a('PUT', `/api/admin/sub-categories/${pick(f.subCategories, i)}`, {
        title: { kh: 'ក', en: `Race ${i}` },
        keywords: ['race'],
      })(f),
    'POST /admin/sub-categories/{id}/move': (f, i) =>
      a('POST', `/api/admin/sub-categories/${pick(f.subCategories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/sub-categories/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/sub-categories/${pick(f.subCategories, i)}/visibility`, { visible: i % 2 === 0 })(f),
    'POST /admin/payments/khqr-sandbox/{id}/pay': (f) =>
      a('POST', `/api/admin/payments/khqr-sandbox/${f.khqr.id}/pay`)(f),
    // Parcels, batches, riders and the warehouse (decisions 0042, 0043): most calls are refused
    // (the placed order's line is not ready, no parcel 1 yet); none may answer 500 or deadlock.
    'POST /admin/parcels': (f) => a('POST', '/api/admin/parcels', { line_ids: [f.placedOrder.lineId] })(f),
    'POST /admin/parcels/storage-sweep': (f) => a('POST', '/api/admin/parcels/storage-sweep')(f),
    'POST /admin/parcels/{id}/weigh': (f, i) =>
      a('POST', `/api/admin/parcels/${i + 1}/weigh`, { weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 })(f),
    'POST /admin/parcels/{id}/reweigh': (f, i) =>
      a('POST', `/api/admin/parcels/${i + 1}/reweigh`, { weight_kg: 2, length_cm: 10, width_cm: 10, height_cm: 10 })(f),
    'POST /admin/parcels/{id}/verify-transfer': (f, i) => a('POST', `/api/admin/parcels/${i + 1}/verify-transfer`)(f),
    'POST /admin/orders/{id}/storage/verify-transfer': (f) =>
      a('POST', `/api/admin/orders/${f.placedOrder.id}/storage/verify-transfer`)(f),
    'POST /admin/parcels/{id}/reject-transfer': (f, i) =>
      a('POST', `/api/admin/parcels/${i + 1}/reject-transfer`, { reason: 'Race: wrong receipt' })(f),
    'POST /admin/orders/{id}/storage/reject-transfer': (f) =>
      a('POST', `/api/admin/orders/${f.placedOrder.id}/storage/reject-transfer`, { reason: 'Race: wrong receipt' })(f),
    'POST /admin/parcels/{id}/arrive': (f, i) => a('POST', `/api/admin/parcels/${i + 1}/arrive`)(f),
    'POST /admin/parcels/{id}/pickup': (f, i) => a('POST', `/api/admin/parcels/${i + 1}/pickup`)(f),
    'POST /admin/parcels/{id}/assign': (f, i) => a('POST', `/api/admin/parcels/${i + 1}/assign`, { rider_id: 3 })(f),
    'POST /admin/dispatch/assign': (f, i) =>
      a('POST', '/api/admin/dispatch/assign', { rider_id: 3, parcel_ids: [i + 1, i + 2] })(f),
    'POST /admin/batches': (f, i) =>
      a('POST', '/api/admin/batches', {
        mode: 'land',
        vehicle_no: `RACE-${i}`,
        // Today in Phnom Penh: a departure before it is refused (422 batch.departs_in_past).
        departs_on: shopDay(new Date()),
        eta: '2099-12-08',
      })(f),
    'POST /admin/batches/{id}/parcels': (f, i) =>
      a('POST', `/api/admin/batches/${i + 1}/parcels`, { codes: ['FP00000000'] })(f),
    'POST /admin/batches/{id}/move': (f, i) => a('POST', `/api/admin/batches/${i + 1}/move`, { to: 'closed' })(f),
    'POST /admin/riders/{id}/day/confirm': (f) =>
      a('POST', '/api/admin/riders/3/day/confirm', { date: '2026-11-26', cash_handed: 0 })(f),
    'POST /admin/riders/{id}/day/resolve': (f) =>
      a('POST', '/api/admin/riders/3/day/resolve', { date: '2026-11-26', how: 'written_off', note: 'lost' })(f),
    'POST /admin/warehouse/receive': (f, i) =>
      a('POST', '/api/admin/warehouse/receive', { tracking_no: `RACE-TRACK-${i % 2}`, shelf: 'A1' })(f),
    'POST /admin/warehouse/unclaimed/{id}/match': (f, i) =>
      a('POST', `/api/admin/warehouse/unclaimed/${i + 1}/match`, { line_ids: [f.placedOrder.lineId] })(f),
    'POST /admin/telegram-outbox/press': (f, i) =>
      a('POST', '/api/admin/telegram-outbox/press', { message_id: i + 1, data: 'qc_approve' })(f),
    'POST /admin/telegram-outbox/start': (f, i) =>
      a('POST', '/api/admin/telegram-outbox/start', { link: `https://t.me/fardin_bot?start=race${i}` })(f),
  };
}
