import type { ErrorText } from './error-text';

/** Parcels, weighing, freight and storage (decision 0042). */
export const PARCEL_ERRORS = {
  'parcel.not_found': { en: 'Parcel not found', kh: 'រកមិនឃើញកញ្ចប់នេះទេ', zh: '未找到该包裹' },
  'parcel.move_not_allowed': {
    en: 'This parcel cannot move from {from} to {to}',
    kh: 'កញ្ចប់នេះមិនអាចប្ដូរពី {from} ទៅ {to} បានទេ',
    zh: '该包裹不能从 {from} 变为 {to}',
  },
  'parcel.lines_required': {
    en: 'Please choose the items to pack',
    kh: 'សូមជ្រើសរើសទំនិញដែលត្រូវវេចខ្ចប់',
    zh: '请选择要打包的商品',
  },
  'parcel.line_not_ready': {
    en: 'Only items that are ready can be packed',
    kh: 'អាចវេចខ្ចប់បានតែទំនិញដែលរួចរាល់ប៉ុណ្ណោះ',
    zh: '只有已就绪的商品才能打包',
  },
  'parcel.line_already_packed': {
    en: 'An item is already in another parcel',
    kh: 'ទំនិញមួយស្ថិតនៅក្នុងកញ្ចប់ផ្សេងរួចហើយ',
    zh: '有商品已在其他包裹中',
  },
  'parcel.mixed_lines': {
    en: 'A parcel holds items of one shopper, one destination, one mode and one source country',
    kh: 'កញ្ចប់មួយមានទំនិញរបស់អតិថិជនម្នាក់ គោលដៅមួយ មធ្យោបាយដឹកមួយ និងប្រទេសប្រភពមួយ',
    zh: '一个包裹只能装同一买家、同一目的地、同一运输方式和同一来源国家的商品',
  },
  'parcel.reweigh_not_allowed': {
    en: 'This parcel can be weighed again only while its freight is due and no payment of it has started',
    kh: 'អាចថ្លឹងកញ្ចប់នេះម្តងទៀតបាន តែពេលថ្លៃដឹកជញ្ជូនត្រូវបង់ ហើយមិនទាន់មានការបង់ប្រាក់ណាមួយចាប់ផ្តើម',
    zh: '只有在运费待付且尚未开始付款时，才能重新称重该包裹',
  },
  'parcel.no_rate': {
    en: 'There is no shipping rate for {country} by {mode}',
    kh: 'មិនមានតម្លៃដឹកជញ្ជូនសម្រាប់ {country} តាម {mode} ទេ',
    zh: '没有 {country} 经 {mode} 的运费价格',
  },
  'parcel.not_payable': {
    en: 'The freight of this parcel is not due',
    kh: 'ថ្លៃដឹកជញ្ជូននៃកញ្ចប់នេះមិនទាន់ត្រូវបង់ទេ',
    zh: '该包裹的运费无需支付',
  },
  'parcel.cod_not_allowed': {
    en: 'Cash at the door is not offered for this parcel',
    kh: 'មិនអាចបង់ប្រាក់សុទ្ធពេលទទួលសម្រាប់កញ្ចប់នេះទេ',
    zh: '该包裹不支持货到付款',
  },
  'parcel.receipt_required': {
    en: 'Please upload the transfer receipt',
    kh: 'សូមផ្ទុកបង្កាន់ដៃផ្ទេរប្រាក់',
    zh: '请上传转账凭证',
  },
  'storage.nothing_due': {
    en: 'There is no storage fee to pay',
    kh: 'មិនមានថ្លៃទុកក្នុងឃ្លាំងត្រូវបង់ទេ',
    zh: '没有需要支付的仓储费',
  },
  'storage.no_transfer_to_verify': {
    en: 'There is no transfer of this storage fee to verify',
    kh: 'មិនមានការផ្ទេរប្រាក់ថ្លៃទុកក្នុងឃ្លាំងដែលត្រូវផ្ទៀងផ្ទាត់ទេ',
    zh: '没有待核实的仓储费转账',
  },
  'parcel.no_transfer_to_verify': {
    en: 'There is no transfer of this freight to verify',
    kh: 'មិនមានការផ្ទេរប្រាក់ថ្លៃដឹកជញ្ជូនដែលត្រូវផ្ទៀងផ្ទាត់ទេ',
    zh: '没有待核实的运费转账',
  },
  'parcel.freight_unpaid': {
    en: 'The freight of parcel {code} is not paid yet',
    kh: 'ថ្លៃដឹកជញ្ជូននៃកញ្ចប់ {code} មិនទាន់បានបង់ទេ',
    zh: '包裹 {code} 的运费尚未支付',
  },
} satisfies Record<string, ErrorText>;
