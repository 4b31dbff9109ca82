import type { ErrorText } from './error-text';

/**
 * Express delivery, its tracking and the shipping calculators (decision 0017). `{km}` and `{max}`
 * are numbers; `{field}` is the API field name (e.g. `receiver_phone`, `weight`).
 */
export const DELIVERY_ERRORS = {
  'delivery.pickup_outside_cambodia': {
    en: 'The pickup location must be in Cambodia',
    kh: 'ទីតាំងយកកញ្ចប់ត្រូវតែនៅក្នុងប្រទេសកម្ពុជា',
    zh: '取件地点必须在柬埔寨境内',
  },
  'delivery.receiver_outside_cambodia': {
    en: 'The receiver location must be in Cambodia',
    kh: 'ទីតាំងអ្នកទទួលត្រូវតែនៅក្នុងប្រទេសកម្ពុជា',
    zh: '收件地点必须在柬埔寨境内',
  },
  'delivery.pickup_missing': { en: 'Please set the pickup location', kh: 'សូមកំណត់ទីតាំងយកកញ្ចប់', zh: '请设置取件地点' },
  'delivery.receiver_missing': { en: 'Please set the receiver location', kh: 'សូមកំណត់ទីតាំងអ្នកទទួល', zh: '请设置收件地点' },
  'delivery.coordinates_incomplete': {
    en: 'Latitude and longitude go together',
    kh: 'សូមបញ្ចូលទាំងរយៈទទឹង និងរយៈបណ្ដោយ',
    zh: '纬度和经度需要一起填写',
  },
  'delivery.zone_required': {
    en: 'Please choose the receiver zone',
    kh: 'សូមជ្រើសរើសតំបន់របស់អ្នកទទួល',
    zh: '请选择收件区域',
  },
  'delivery.district_required': {
    en: 'Please choose the receiver province and district',
    kh: 'សូមជ្រើសរើសខេត្ត និងស្រុករបស់អ្នកទទួល',
    zh: '请选择收件省份和区县',
  },
  'delivery.transport_required': {
    en: 'Please choose a transport',
    kh: 'សូមជ្រើសរើសមធ្យោបាយដឹកជញ្ជូន',
    zh: '请选择运输方式',
  },
  'delivery.weight_required': { en: 'Weight is required', kh: 'សូមបញ្ចូលទម្ងន់', zh: '请填写重量' },
  'delivery.too_far': {
    en: 'Fast Express covers up to {km} km; please book Province Express',
    kh: 'ដឹករហ័សដឹកបានចម្ងាយត្រឹម {km} គីឡូម៉ែត្រប៉ុណ្ណោះ។ សូមកក់សេវាដឹកឆ្លងខេត្ត',
    zh: '极速快递最远配送 {km} 公里，请预约跨省快递',
  },
  'delivery.too_heavy': {
    en: 'Weight must be at most {max} kg; book Cargo Express for heavier goods',
    kh: 'ទម្ងន់មិនអាចលើសពី {max} គីឡូក្រាមទេ។ សូមកក់សេវាដឹកទំនិញធ្ងន់សម្រាប់ទំនិញធ្ងន់ជាងនេះ',
    zh: '重量不能超过 {max} 公斤，较重的货物请预约大件货运',
  },
  'delivery.cargo_too_heavy': {
    en: 'Weight must be at most {max} kg',
    kh: 'ទម្ងន់មិនអាចលើសពី {max} គីឡូក្រាមទេ',
    zh: '重量不能超过 {max} 公斤',
  },
  'delivery.phone_invalid': {
    en: '{field} is not a valid Cambodian phone number',
    kh: '{field} មិនមែនជាលេខទូរស័ព្ទកម្ពុជាត្រឹមត្រូវទេ',
    zh: '{field}不是有效的柬埔寨电话号码',
  },
  'delivery.not_found': { en: 'Delivery not found', kh: 'រកមិនឃើញការដឹកជញ្ជូននេះទេ', zh: '未找到该配送单' },
  'delivery.unknown_tracking_code': {
    en: 'Unknown tracking code',
    kh: 'រកមិនឃើញលេខកូដតាមដាននេះទេ',
    zh: '未知的追踪编号',
  },
  'delivery.status_not_allowed': {
    en: 'A {from} delivery cannot become {to}',
    kh: 'ការដឹកជញ្ជូនដែលស្ថិតក្នុងស្ថានភាព {from} មិនអាចប្ដូរទៅ {to} បានទេ',
    zh: '状态为 {from} 的配送单不能改为 {to}',
  },
  'delivery.rating_not_completed': {
    en: 'A delivery can be rated once it is completed',
    kh: 'អាចវាយតម្លៃការដឹកជញ្ជូនបាន បន្ទាប់ពីវាបានបញ្ចប់',
    zh: '配送完成后才能评价',
  },
  'delivery.unknown_country': { en: 'Unknown country', kh: 'មិនស្គាល់ប្រទេសនេះទេ', zh: '未知的国家' },
  'delivery.mode_unavailable': {
    en: 'This delivery mode is not available from this country',
    kh: 'មធ្យោបាយដឹកជញ្ជូននេះមិនមានសម្រាប់ប្រទេសនេះទេ',
    zh: '该国家不提供此运输方式',
  },
  'delivery.invalid_price': { en: 'Invalid price', kh: 'តម្លៃមិនត្រឹមត្រូវ', zh: '价格无效' },
  /** The parcel of a shipping quote (`/price` calculator, checkout parcel): `{field}` is length, width, height or weight. */
  'parcel.not_a_number': { en: '{field} must be a number', kh: '{field} ត្រូវតែជាលេខ', zh: '{field}必须是数字' },
  'parcel.not_positive': { en: '{field} must be greater than 0', kh: '{field} ត្រូវតែធំជាង 0', zh: '{field}必须大于 0' },
  'parcel.too_big': {
    en: '{field} must be at most {max}',
    kh: '{field} មិនអាចលើសពី {max} ទេ',
    zh: '{field}不能超过 {max}',
  },
  'parcel.negative': { en: '{field} must not be negative', kh: '{field} មិនអាចតិចជាង 0 ទេ', zh: '{field}不能为负数' },
} as const satisfies Record<string, ErrorText>;
