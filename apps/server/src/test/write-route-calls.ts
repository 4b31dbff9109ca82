import { phone, pick, type WriteCall, type WriteFixture } from './write-route-fixture';

/** The shop's own write routes (the back office's: write-route-calls-admin.ts). */
/** `METHOD /openapi/path` -> the i-th concurrent call of that route. */
export const WRITE_CALLS: Record<string, (f: WriteFixture, i: number) => WriteCall> = {
  'POST /register': (_, i) => ({
    method: 'POST',
    path: '/api/register?vendor_code=anakut_buy',
    body: { name: 'Race', phone: phone(i, 96_1000_100), password: 'tonle-bati-77' },
  }),
  'POST /verify': (_, i) => ({
    method: 'POST',
    path: '/api/verify?vendor_code=anakut_buy',
    body: { phone: phone(i, 96_1000_100), otp: '0000' },
  }),
  'POST /login': () => ({
    method: 'POST',
    path: '/api/login?vendor_code=anakut_buy',
    body: { phone: '010999001', password: 'wrong-one-1' },
  }),
  'POST /logout': (f) => ({ method: 'POST', path: '/api/logout', token: f.staff }),
  'POST /auth/resend': () => ({
    method: 'POST',
    path: '/api/auth/resend',
    body: { phone: '010999001', type: 'forgot' },
  }),
  'POST /auth/forgot/otp': () => ({
    method: 'POST',
    path: '/api/auth/forgot/otp',
    body: { reference: 'x', otp: '0000' },
  }),
  'POST /auth/forgot/password': () => ({
    method: 'POST',
    path: '/api/auth/forgot/password',
    body: { reference: 'x', password: 'tonle-bati-77', password_confirmation: 'tonle-bati-77' },
  }),
  'PUT /auth/change': (f) => ({
    method: 'PUT',
    path: '/api/auth/change',
    token: f.shopper,
    body: { current_password: 'not-it-at-all', password: 'tonle-bati-77', password_confirmation: 'tonle-bati-77' },
  }),
  'DELETE /auth/delete': (f) => ({ method: 'DELETE', path: '/api/auth/delete', token: f.staff }),
  'PUT /profile/update': (f, i) => ({
    method: 'PUT',
    path: '/api/profile/update',
    token: f.shopper,
    body: { name: `Race ${i}` },
  }),
  'POST /profile/image': (f) => ({ method: 'POST', path: '/api/profile/image', token: f.shopper, file: true }),
  'POST /upload': (f) => ({ method: 'POST', path: '/api/upload', token: f.shopper, file: true }),
  'POST /profile/location/add': (f, i) => ({
    method: 'POST',
    path: '/api/profile/location/add',
    token: f.shopper,
    body: { name: `Extra ${i}`, description: '', lat: 11.5, long: 104.9 },
  }),
  'POST /profile/location/{id}': (f, i) => ({
    method: 'POST',
    path: `/api/profile/location/${pick(f.addressIds, i)}`,
    token: f.shopper,
  }),
  'DELETE /profile/location/delete/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/profile/location/delete/${pick(f.addressIds, i + 1)}`,
    token: f.shopper,
  }),
  'POST /query_google_map': () => ({ method: 'POST', path: '/api/query_google_map', body: { url: '11.5,104.9' } }),
  'POST /cart/add': (f, i) => ({
    method: 'POST',
    path: '/api/cart/add',
    token: f.shopper,
    body: { product_id: pick(['tb-100', 'fd-1', 'wr-1'], i), type: i % 3 ? 'fardin' : 'taobao', quantity: 1 },
  }),
  'PUT /cart/update/{id}': (f, i) => ({
    method: 'PUT',
    path: `/api/cart/update/${pick(f.cartLines, i)}`,
    token: f.shopper,
    body: { quantity: 2 + i },
  }),
  'DELETE /cart/remove/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/cart/remove/${pick(f.cartLines, i + 1)}`,
    token: f.shopper,
  }),
  'POST /wishlist/add': (f, i) => ({
    method: 'POST',
    path: '/api/wishlist/add',
    token: f.shopper,
    body: { product_id: pick(['tb-100', 'tb-200'], i), type: 'taobao' },
  }),
  'DELETE /wishlist/remove/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/wishlist/remove/${i + 1}`,
    token: f.shopper,
  }),
  'POST /wallet/topup': (f) => ({
    method: 'POST',
    path: '/api/wallet/topup',
    token: f.shopper,
    body: { amount: 5, image_url: f.receipt },
  }),
  'POST /wallet/withdraw': (f) => ({
    method: 'POST',
    path: '/api/wallet/withdraw',
    token: f.shopper,
    body: { amount: 1 },
  }),
  'POST /payment/generate_khqr': (f) => ({
    method: 'POST',
    path: '/api/payment/generate_khqr',
    token: f.shopper,
    body: { payment_method: 'wing', amount: 3, type: 'khqr' },
  }),
  'POST /payment/check_payment_status': (f) => ({
    method: 'POST',
    path: '/api/payment/check_payment_status',
    token: f.shopper,
    body: { reference: f.khqr.reference },
  }),
  'POST /payment/sandbox/pay': (f) => ({
    method: 'POST',
    path: '/api/payment/sandbox/pay',
    token: f.shopper,
    body: { reference: f.khqr.reference },
  }),
  'POST /checkout/history/detail/{id}/lines/{lineId}/decision': (f) => ({
    method: 'POST',
    path: `/api/checkout/history/detail/${f.placedOrder.id}/lines/${f.placedOrder.lineId}/decision`,
    token: f.shopper,
    body: { decision: 'approved' },
  }),
  'POST /order-problems/{id}/answer': (f, i) => ({
    method: 'POST',
    path: `/api/order-problems/${i + 1}/answer`,
    token: f.shopper,
    body: { choice: i % 2 ? 'cancel' : 'pay', payment_type: 'anakut' },
  }),
  'POST /orders/{id}/messages': (f, i) => ({
    method: 'POST',
    path: `/api/orders/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i)}/messages`,
    token: f.shopper,
    body: { text: `race ${i}`, photos: i % 2 ? [f.receipt] : [] },
  }),
  'POST /requests': (f, i) => ({
    method: 'POST',
    path: '/api/requests',
    token: f.shopper,
    body: { link: `https://www.aliexpress.com/item/100500612345678${i % 10}.html`, note: `race ${i}` },
  }),
  'POST /checkout/history/{id}/cancel': (f, i) => ({
    method: 'POST',
    path: `/api/checkout/history/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i)}/cancel`,
    token: f.shopper,
  }),
  'POST /checkout': (f, i) => ({
    method: 'POST',
    path: '/api/checkout?address=Home',
    token: f.shopper,
    body:
      i % 2
        ? { checkout_type: 'buy_now', type: 'fardin', product_id: 'wr-1', quantity: 1, payment_type: 'anakut' }
        : { type: 'fardin', items: f.cartLines, payment_type: 'anakut' },
  }),
  'POST /checkout/quote': (f) => ({
    method: 'POST',
    path: '/api/checkout/quote',
    token: f.shopper,
    body: { type: 'fardin', items: f.cartLines, payment_type: 'anakut' },
  }),
  'POST /image_search/upload': () => ({ method: 'POST', path: '/api/image_search/upload', file: true }),
  'POST /delivery/calculate_price': (f) => ({
    method: 'POST',
    path: '/api/delivery/calculate_price',
    token: f.shopper,
    body: { delivery_type: 'province', district_id: f.districtId },
  }),
  'POST /delivery/add': (f) => ({
    method: 'POST',
    path: '/api/delivery/add',
    token: f.shopper,
    body: {
      pickup_phone: '012 345 678',
      pickup_location: 'Central Market',
      receiver_phone: '+85510888168',
      receiver_location: 'Toul Kork, st 289',
      delivery_type: 'province',
      district_id: f.districtId,
      delivery_fee: 1,
    },
  }),
  'POST /delivery/rating/{id}': (f, i) => ({
    method: 'POST',
    path: `/api/delivery/rating/${pick(f.deliveries, i)}`,
    token: f.shopper,
    body: { customer_rating: 5 },
  }),
  'POST /price/calculate': () => ({
    method: 'POST',
    path: '/api/price/calculate',
    body: { country: 'CN', delivery_mode: 'land', length: 50, width: 40, height: 30, weight: 2 },
  }),
  'POST /chat': () => ({ method: 'POST', path: '/api/chat', body: { message: 'red dress under $20' } }),
  // Notifications, Telegram, parcels and the rider's drops (decisions 0039-0043).
  'POST /notifications/read-all': (f) => ({ method: 'POST', path: '/api/notifications/read-all', token: f.shopper }),
  'POST /notifications/{id}/read': (f, i) => ({
    method: 'POST',
    path: `/api/notifications/${i + 1}/read`,
    token: f.shopper,
  }),
  'PUT /notifications/settings': (f, i) => ({
    method: 'PUT',
    path: '/api/notifications/settings',
    token: f.shopper,
    body: { lang: i % 2 ? 'kh' : 'en' },
  }),
  'POST /notifications/push-subscription': (f, i) => ({
    method: 'POST',
    path: '/api/notifications/push-subscription',
    token: f.shopper,
    body: { endpoint: `https://push.example.com/race/${i}`, keys: { p256dh: 'race', auth: 'race' } },
  }),
  'DELETE /notifications/push-subscription': (f, i) => ({
    method: 'DELETE',
    path: '/api/notifications/push-subscription',
    token: f.shopper,
    body: { endpoint: `https://push.example.com/race/${i}` },
  }),
  'POST /telegram/link': (f) => ({ method: 'POST', path: '/api/telegram/link', token: f.shopper, body: {} }),
  'DELETE /telegram/link': (f) => ({ method: 'DELETE', path: '/api/telegram/link', token: f.shopper }),
  'POST /telegram/webhook': (_f, i) => ({
    method: 'POST',
    path: '/api/telegram/webhook',
    body: {
      update_id: i + 1,
      message: { message_id: i + 1, date: 0, chat: { id: 1, type: 'private' }, text: '/start' },
    },
  }),
  'POST /parcels/{id}/pay': (f, i) => ({
    method: 'POST',
    path: `/api/parcels/${i + 1}/pay`,
    token: f.shopper,
    body: { payment_type: 'anakut' },
  }),
  'POST /orders/{id}/storage/pay': (f, i) => ({
    method: 'POST',
    path: `/api/orders/${pick(f.orders, i)}/storage/pay`,
    token: f.shopper,
    body: { payment_type: 'anakut' },
  }),
  'PUT /orders/{id}/shipping-preference': (f, i) => ({
    method: 'PUT',
    path: `/api/orders/${pick(f.orders, i)}/shipping-preference`,
    token: f.shopper,
    body: { preference: i % 2 ? 'asap' : 'combine' },
  }),
  'POST /rider/drops/{id}/deliver': (f, i) => ({
    method: 'POST',
    path: `/api/rider/drops/${i + 1}/deliver`,
    token: f.staff,
    body: { cash_collected: 0, photo: f.receipt },
  }),
  'POST /rider/drops/{id}/fail': (f, i) => ({
    method: 'POST',
    path: `/api/rider/drops/${i + 1}/fail`,
    token: f.staff,
    body: { reason: 'race' },
  }),
  'POST /rider/drops/{id}/khqr': (f, i) => ({ method: 'POST', path: `/api/rider/drops/${i + 1}/khqr`, token: f.staff }),
};
