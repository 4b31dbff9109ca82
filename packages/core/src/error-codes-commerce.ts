import type { ErrorText } from './error-text';
import { SPEC_TEXT, requiredText } from './messages';
import { CART_CHANGED_TEXT, CHECKOUT_CODE } from './checkout-text';
import { UPLOAD_CODE, UPLOAD_TEXT } from './upload-text';

/**
 * Cart, wishlist, checkout, orders, payments, receipts and the wallet (decision 0017). Amounts in
 * params are already formatted (`$12.50`); `{title}` is a product title as the shop shows it.
 */
export const COMMERCE_ERRORS = {
  'cart.line_not_found': { en: 'Cart item not found', kh: 'រកមិនឃើញទំនិញនេះក្នុងកន្ត្រករបស់អ្នកទេ', zh: '购物车中没有该商品' },
  'cart.out_of_stock': { en: 'This product is out of stock', kh: 'ទំនិញនេះអស់ពីស្តុកហើយ', zh: '该商品已售罄' },
  'cart.low_stock': { en: 'Only {left} left in stock', kh: 'នៅសល់តែ {left} ក្នុងស្តុកប៉ុណ្ណោះ', zh: '库存仅剩 {left} 件' },
  'cart.no_usd_price': {
    en: 'This product has no price that can be paid in USD',
    kh: 'ទំនិញនេះមិនមានតម្លៃដែលអាចបង់ជាដុល្លារទេ',
    zh: '该商品没有可用美元支付的价格',
  },
  'wishlist.item_not_found': {
    en: 'Wishlist item not found',
    kh: 'រកមិនឃើញទំនិញនេះក្នុងបញ្ជីចំណូលចិត្តទេ',
    zh: '收藏夹中没有该商品',
  },
  'checkout.form_invalid': { en: SPEC_TEXT.checkoutFormInvalid, kh: 'ព័ត៌មានបញ្ជាទិញមិនត្រឹមត្រូវ', zh: '结账信息无效' },
  /** A missing checkout field (SPEC section 5: '{field} is required'); `{field}` is the API field name. */
  'checkout.field_required': { en: requiredText('{field}'), kh: 'សូមបំពេញ {field}', zh: '请填写{field}' },
  'checkout.bank_type_required': {
    en: SPEC_TEXT.bankTypeRequired,
    kh: 'សូមជ្រើសរើសប្រភេទការផ្ទេរប្រាក់តាមធនាគារ',
    zh: '请选择银行转账方式',
  },
  'checkout.receipt_required': { en: SPEC_TEXT.receiptRequired, kh: 'សូមបង្ហោះរូបភាពបង្កាន់ដៃ', zh: '请上传收据图片' },
  'checkout.invalid_quantity': {
    en: 'quantity must be a whole number from 1 to 999',
    kh: 'ចំនួនត្រូវតែជាចំនួនគត់ពី 1 ដល់ 999',
    zh: '数量必须是 1 到 999 之间的整数',
  },
  'checkout.invalid_payment_type': {
    en: 'payment_type must be cod, khqr, bankTransfer or anakut',
    kh: 'សូមជ្រើសរើសវិធីបង់ប្រាក់៖ ប្រាក់សុទ្ធពេលទទួលទំនិញ KHQR ផ្ទេរតាមធនាគារ ឬ Anakut Cash',
    zh: '请选择付款方式：货到付款、KHQR、银行转账或 Anakut Cash',
  },
  'checkout.invalid_items': {
    en: 'items must be a list of cart item ids',
    kh: 'បញ្ជីទំនិញក្នុងកន្ត្រកមិនត្រឹមត្រូវ',
    zh: '购物车商品列表无效',
  },
  'checkout.invalid_transport': {
    en: 'transport must be Land, Sea or Air',
    kh: 'សូមជ្រើសរើសការដឹកតាមផ្លូវគោក ផ្លូវទឹក ឬផ្លូវអាកាស',
    zh: '请选择陆运、海运或空运',
  },
  'checkout.invalid_delivery': {
    en: 'delivery must be direct or warehouse',
    kh: 'សូមជ្រើសរើសដឹកផ្ទាល់ ឬមកយកនៅឃ្លាំង',
    zh: '请选择直接配送或仓库自提',
  },
  'checkout.invalid_parcel': {
    en: 'parcel height, width, length and weight must be numbers of at least 0',
    kh: 'កម្ពស់ ទទឹង បណ្ដោយ និងទម្ងន់កញ្ចប់ ត្រូវតែជាលេខចាប់ពី 0 ឡើងទៅ',
    zh: '包裹的高、宽、长和重量必须是不小于 0 的数字',
  },
  'checkout.invalid_grand_total': { en: 'grand_total must be an amount', kh: 'ចំនួនទឹកប្រាក់សរុបមិនត្រឹមត្រូវ', zh: '总金额无效' },
  [CHECKOUT_CODE.cartChanged]: {
    en: CART_CHANGED_TEXT,
    kh: 'កន្ត្រករបស់អ្នកបានផ្លាស់ប្ដូរ ពេលអ្នកកំពុងបញ្ជាទិញ៖ ទំនិញទាំងនេះប្រហែលជានៅក្នុងការបញ្ជាទិញផ្សេងរួចហើយ។ សូមពិនិត្យកន្ត្រក និងការបញ្ជាទិញរបស់អ្នកឡើងវិញ',
    zh: '您结账时购物车发生了变化：这些商品可能已在另一个订单中。请检查您的购物车和订单。',
  },
  /** `{left}` is 0 when none is left (the English message then reads '"{title}" is out of stock'). */
  [CHECKOUT_CODE.outOfStock]: {
    en: 'Not enough stock of "{title}": {left} left',
    kh: 'ស្តុក "{title}" មិនគ្រប់គ្រាន់ទេ៖ នៅសល់ {left}',
    zh: '"{title}" 库存不足：仅剩 {left} 件',
  },
  'checkout.mixed_stores': {
    en: 'Every item must come from the {store} store: check out one store group at a time',
    kh: 'ទំនិញទាំងអស់ត្រូវតែមកពីហាង {store}៖ សូមបញ្ជាទិញម្ដងមួយក្រុមហាង',
    zh: '所有商品必须来自 {store} 店铺：请每次结算一个店铺的商品',
  },
  'checkout.product_unavailable': {
    en: '"{title}" is no longer available: remove it from your cart',
    kh: '"{title}" លែងមានលក់ហើយ៖ សូមដកវាចេញពីកន្ត្រករបស់អ្នក',
    zh: '"{title}" 已下架：请将其从购物车中移除',
  },
  'checkout.prices_changed': {
    en: 'Prices changed since you added them: {changes}. Please review your cart.',
    kh: 'តម្លៃបានផ្លាស់ប្ដូរតាំងពីអ្នកបានដាក់ចូលកន្ត្រក៖ {changes}។ សូមពិនិត្យកន្ត្រករបស់អ្នកឡើងវិញ',
    zh: '自您加入购物车后价格已变化：{changes}。请检查您的购物车。',
  },
  'checkout.total_changed': {
    en: 'The total you saw ({seen}) does not match the order total ({total}). Please review your order and try again.',
    kh: 'ចំនួនសរុបដែលអ្នកបានឃើញ ({seen}) មិនត្រូវនឹងចំនួនសរុបនៃការបញ្ជាទិញ ({total}) ទេ។ សូមពិនិត្យការបញ្ជាទិញ រួចព្យាយាមម្ដងទៀត',
    zh: '您看到的总额（{seen}）与订单总额（{total}）不一致。请检查订单后重试。',
  },
  'checkout.no_shipping_rate': {
    en: 'No {transport} shipping from {country}',
    kh: 'មិនមានការដឹកជញ្ជូនតាម {transport} ពី {country} ទេ',
    zh: '{country} 不提供 {transport} 运输',
  },
  'checkout.idempotency_key_reused': {
    en: 'This Idempotency-Key was already used for a different checkout',
    kh: 'Idempotency-Key នេះត្រូវបានប្រើសម្រាប់ការបញ្ជាទិញផ្សេងរួចហើយ',
    zh: '该 Idempotency-Key 已用于另一次结账',
  },
  'checkout.idempotency_key_invalid': {
    en: 'Idempotency-Key must be 1 to 200 characters',
    kh: 'Idempotency-Key ត្រូវមានពី 1 ដល់ 200 តួអក្សរ',
    zh: 'Idempotency-Key 必须为 1 到 200 个字符',
  },
  'checkout.khqr_not_received': {
    en: 'The KHQR payment has not been received yet',
    kh: 'មិនទាន់ទទួលបានការបង់ប្រាក់ KHQR នៅឡើយទេ',
    zh: '尚未收到 KHQR 付款',
  },
  'checkout.khqr_amount_mismatch': {
    en: 'The KHQR payment amount does not match the order total',
    kh: 'ចំនួនទឹកប្រាក់ដែលបានបង់តាម KHQR មិនត្រូវនឹងចំនួនសរុបនៃការបញ្ជាទិញទេ',
    zh: 'KHQR 付款金额与订单总额不一致',
  },
  // Honest checkout (issue 15 items 3 and 7, decision 0023).
  'checkout.address_required': {
    en: 'Home delivery needs a saved address with its place on the map; add one or pick up at the warehouse',
    kh: 'ការដឹកដល់ផ្ទះត្រូវការអាសយដ្ឋានដែលបានរក្សាទុក និងមានទីតាំងលើផែនទី។ សូមបន្ថែមអាសយដ្ឋាន ឬមកយកនៅឃ្លាំង',
    zh: '送货上门需要一个已保存且在地图上标出位置的地址；请添加地址或到仓库自提',
  },
  'checkout.mode_unavailable': {
    en: 'This shipping mode is not available for these products; choose one of the modes shown',
    kh: 'ទំនិញទាំងនេះមិនអាចដឹកតាមមធ្យោបាយនេះបានទេ។ សូមជ្រើសរើសមធ្យោបាយដែលបានបង្ហាញ',
    zh: '这些商品不支持此运输方式；请选择页面上显示的方式',
  },
  'order.not_found': { en: 'Order not found', kh: 'រកមិនឃើញការបញ្ជាទិញនេះទេ', zh: '未找到该订单' },
  'order.line_not_found': { en: 'Order line not found', kh: 'រកមិនឃើញទំនិញនេះក្នុងការបញ្ជាទិញទេ', zh: '未找到该订单商品' },
  'order.stage_not_allowed': {
    en: 'An order that is {from} cannot become {to}',
    kh: 'ការបញ្ជាទិញដែលស្ថិតក្នុងដំណាក់កាល {from} មិនអាចប្ដូរទៅ {to} បានទេ',
    zh: '处于 {from} 状态的订单不能改为 {to}',
  },
  'order.return_requested': {
    en: 'A shopper asked for a return or exchange: settle it before shipping',
    kh: 'អតិថិជនបានស្នើសុំប្ដូរ ឬប្រគល់ទំនិញវិញ៖ សូមដោះស្រាយវាមុនពេលដឹកជញ្ជូន',
    zh: '顾客已申请退换货：请在发货前处理',
  },
  'order.cancel_not_allowed': {
    en: 'Only an unpaid order can be cancelled',
    kh: 'អាចលុបចោលបានតែការបញ្ជាទិញដែលមិនទាន់បង់ប្រាក់ប៉ុណ្ណោះ',
    zh: '只有未付款的订单才能取消',
  },
  'order.already_refunded': {
    en: 'This order has already been refunded',
    kh: 'ការបញ្ជាទិញនេះត្រូវបានសងប្រាក់វិញរួចហើយ',
    zh: '该订单已退款',
  },
  'order.not_paid': {
    en: 'Only a paid order can be refunded',
    kh: 'អាចសងប្រាក់វិញបានតែការបញ្ជាទិញដែលបានបង់ប្រាក់ហើយប៉ុណ្ណោះ',
    zh: '只有已付款的订单才能退款',
  },
  'order.no_receipt_to_verify': {
    en: 'This order has no receipt waiting for verification',
    kh: 'ការបញ្ជាទិញនេះមិនមានបង្កាន់ដៃដែលរង់ចាំការផ្ទៀងផ្ទាត់ទេ',
    zh: '该订单没有待核实的收据',
  },
  'quality_check.not_at_warehouse': {
    en: 'The quality check is only open while the order is at the overseas warehouse',
    kh: 'ការត្រួតពិនិត្យគុណភាពអាចធ្វើបានតែពេលទំនិញនៅឃ្លាំងក្រៅប្រទេសប៉ុណ្ណោះ',
    zh: '只有订单在海外仓库时才能进行质检',
  },
  'quality_check.reason_required': { en: 'Please give a reason', kh: 'សូមបញ្ជាក់មូលហេតុ', zh: '请说明原因' },
  'quality_check.not_found': {
    en: 'This item has no quality check yet',
    kh: 'ទំនិញនេះមិនទាន់មានការត្រួតពិនិត្យគុណភាពនៅឡើយទេ',
    zh: '该商品尚未质检',
  },
  'wallet.insufficient_balance': {
    en: 'Insufficient Anakut Cash balance: you have {balance}, this order needs {needed}',
    kh: 'សមតុល្យ Anakut Cash មិនគ្រប់គ្រាន់ទេ៖ អ្នកមាន {balance} ការបញ្ជាទិញនេះត្រូវការ {needed}',
    zh: 'Anakut Cash 余额不足：您有 {balance}，此订单需要 {needed}',
  },
  'wallet.withdraw_insufficient': {
    en: 'Insufficient Anakut Cash balance: you have {balance}, the withdrawal is {amount}',
    kh: 'សមតុល្យ Anakut Cash មិនគ្រប់គ្រាន់ទេ៖ អ្នកមាន {balance} ចំនួនដកគឺ {amount}',
    zh: 'Anakut Cash 余额不足：您有 {balance}，提现金额为 {amount}',
  },
  'wallet.withdrawal_not_found': {
    en: 'Withdrawal not found',
    kh: 'រកមិនឃើញការដកប្រាក់នេះទេ',
    zh: '未找到该提现',
  },
  'wallet.withdrawal_paid': {
    en: 'This withdrawal is already marked as paid out',
    kh: 'ការដកប្រាក់នេះត្រូវបានកត់ថាបានបើកជូនរួចហើយ',
    zh: '该提现已标记为已付款',
  },
  'wallet.topup_not_found': {
    en: 'No pending top-up with this id',
    kh: 'រកមិនឃើញការបញ្ចូលទឹកប្រាក់ដែលកំពុងរង់ចាំនេះទេ',
    zh: '没有该编号的待处理充值',
  },
  'payment.too_many_checks': {
    en: 'The payment status is checked too often. Please wait a moment',
    kh: 'ពិនិត្យស្ថានភាពការបង់ប្រាក់ញឹកញាប់ពេក សូមរង់ចាំបន្តិច',
    zh: '查询付款状态过于频繁，请稍候',
  },
  'payment.not_found': { en: 'Payment not found', kh: 'រកមិនឃើញការបង់ប្រាក់នេះទេ', zh: '未找到该付款' },
  'payment.type_not_supported': { en: 'type must be khqr', kh: 'អាចបង់បានតែតាម KHQR ប៉ុណ្ណោះ', zh: '仅支持 KHQR 付款' },
  'payment.invalid_reference': { en: 'reference is not valid', kh: 'លេខយោងការបង់ប្រាក់មិនត្រឹមត្រូវ', zh: '付款参考号无效' },
  'payment.not_sandbox': {
    en: 'KHQR payments are checked with Bakong (PAYMENT_GATEWAY=bakong): the sandbox bank is off',
    kh: 'ការបង់ប្រាក់ KHQR ត្រូវបានផ្ទៀងផ្ទាត់ជាមួយ Bakong៖ ធនាគារសាកល្បងត្រូវបានបិទ',
    zh: 'KHQR 付款由 Bakong 核实：沙盒银行已关闭',
  },
  'payment.not_pending': {
    en: 'This KHQR payment is no longer pending',
    kh: 'ការបង់ប្រាក់ KHQR នេះលែងស្ថិតក្នុងការរង់ចាំហើយ',
    zh: '该 KHQR 付款已不再处于待付款状态',
  },
  'payment.expired': { en: 'This KHQR has expired', kh: 'KHQR នេះផុតកំណត់ហើយ', zh: '该 KHQR 已过期' },
  'payment.already_paid': {
    en: 'This KHQR payment is already paid in the sandbox bank',
    kh: 'ការបង់ប្រាក់ KHQR នេះត្រូវបានបង់រួចហើយនៅក្នុងធនាគារសាកល្បង',
    zh: '该 KHQR 付款已在沙盒银行中支付',
  },
  'receipt.not_stored': {
    en: 'This receipt is not an upload of the shopper kept by the shop: reject it so the shopper uploads it again',
    kh: 'បង្កាន់ដៃនេះមិនមែនជារូបភាពដែលអតិថិជនបានបង្ហោះ ហើយហាងរក្សាទុកទេ៖ សូមបដិសេធ ដើម្បីឱ្យអតិថិជនបង្ហោះម្ដងទៀត',
    zh: '该收据不是本店保存的顾客上传文件：请拒绝，让顾客重新上传',
  },
  'receipt.already_used': {
    en: 'This receipt already backs another payment: upload the receipt of this transfer',
    kh: 'បង្កាន់ដៃនេះត្រូវបានប្រើសម្រាប់ការបង់ប្រាក់ផ្សេងរួចហើយ៖ សូមបង្ហោះបង្កាន់ដៃនៃការផ្ទេរប្រាក់នេះ',
    zh: '该收据已用于另一笔付款：请上传本次转账的收据',
  },
  [UPLOAD_CODE.receipt]: {
    en: UPLOAD_TEXT.notYourUpload('{field}'),
    kh: '{field} ត្រូវតែជារូបភាពដែលអ្នកបានបង្ហោះទៅហាងនេះ',
    zh: '{field}必须是您上传到本店的图片',
  },
} as const satisfies Record<string, ErrorText>;
