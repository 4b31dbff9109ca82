import type { Locale } from './locale';

/**
 * The words of the API's field names in Khmer and Chinese, for "please fill in {field}" (issue 29
 * item 4): «សូមបំពេញ ឈ្មោះ», not «សូមបំពេញ name». English keeps the field's API name (SPEC section 5:
 * "{field} is required"). A field not listed here keeps its name.
 */
export const FIELD_TEXT: Readonly<Record<string, { kh: string; zh: string }>> = {
  name: { kh: 'ឈ្មោះ', zh: '名称' },
  phone: { kh: 'លេខទូរស័ព្ទ', zh: '手机号' },
  password: { kh: 'ពាក្យសម្ងាត់', zh: '密码' },
  old_password: { kh: 'ពាក្យសម្ងាត់បច្ចុប្បន្ន', zh: '当前密码' },
  new_password: { kh: 'ពាក្យសម្ងាត់ថ្មី', zh: '新密码' },
  password_confirmation: { kh: 'បញ្ជាក់ពាក្យសម្ងាត់', zh: '确认密码' },
  otp: { kh: 'លេខកូដ', zh: '验证码' },
  address: { kh: 'អាសយដ្ឋាន', zh: '地址' },
  description: { kh: 'ការពិពណ៌នា', zh: '描述' },
  location: { kh: 'ទីតាំង', zh: '位置' },
  lat: { kh: 'រយៈទទឹង', zh: '纬度' },
  long: { kh: 'រយៈបណ្ដោយ', zh: '经度' },
  note: { kh: 'កំណត់ចំណាំ', zh: '备注' },
  email: { kh: 'អ៊ីមែល', zh: '邮箱' },
  amount: { kh: 'ចំនួនទឹកប្រាក់', zh: '金额' },
  quantity: { kh: 'ចំនួន', zh: '数量' },
  receipt: { kh: 'បង្កាន់ដៃ', zh: '收据' },
  image: { kh: 'រូបភាព', zh: '图片' },
  image_url: { kh: 'រូបភាព', zh: '图片' },
  link: { kh: 'តំណ', zh: '链接' },
  message: { kh: 'សារ', zh: '消息' },
  title: { kh: 'ចំណងជើង', zh: '标题' },
  receiver_name: { kh: 'ឈ្មោះអ្នកទទួល', zh: '收件人姓名' },
  receiver_phone: { kh: 'លេខទូរស័ព្ទអ្នកទទួល', zh: '收件人电话' },
  sender_name: { kh: 'ឈ្មោះអ្នកផ្ញើ', zh: '寄件人姓名' },
  sender_phone: { kh: 'លេខទូរស័ព្ទអ្នកផ្ញើ', zh: '寄件人电话' },
  // The express booking's (contract-delivery.ts deliveryAddInputSchema).
  pickup_phone: { kh: 'លេខទូរស័ព្ទអ្នកផ្ញើ', zh: '寄件人电话' },
  pickup_location: { kh: 'ទីតាំងអ្នកផ្ញើ', zh: '寄件地址' },
  receiver_location: { kh: 'ទីតាំងអ្នកទទួល', zh: '收件地址' },
  payment_type: { kh: 'វិធីបង់ប្រាក់', zh: '付款方式' },
  weight: { kh: 'ទម្ងន់', zh: '重量' },
  // The back office's forms (the audit read «សូមបំពេញ tracking_no»).
  weight_kg: { kh: 'ទម្ងន់', zh: '重量' },
  length_cm: { kh: 'បណ្ដោយ', zh: '长度' },
  width_cm: { kh: 'ទទឹង', zh: '宽度' },
  height_cm: { kh: 'កម្ពស់', zh: '高度' },
  tracking_no: { kh: 'លេខតាមដាន', zh: '快递单号' },
  carrier: { kh: 'ក្រុមហ៊ុនដឹកជញ្ជូន', zh: '快递公司' },
  seller: { kh: 'អ្នកលក់', zh: '卖家' },
  marketplace_order_no: { kh: 'លេខបញ្ជាទិញនៅហាង', zh: '平台订单号' },
  line_ids: { kh: 'ទំនិញ', zh: '商品' },
  codes: { kh: 'លេខកូដកញ្ចប់', zh: '包裹编号' },
  vehicle_no: { kh: 'លេខយានជំនិះ', zh: '车牌号' },
  departs_on: { kh: 'ថ្ងៃចេញដំណើរ', zh: '出发日期' },
  eta: { kh: 'ថ្ងៃរំពឹងថាមកដល់', zh: '预计到达' },
  cash_handed: { kh: 'សាច់ប្រាក់បានប្រគល់', zh: '已交现金' },
  cash_collected: { kh: 'សាច់ប្រាក់បានប្រមូល', zh: '已收现金' },
  photo: { kh: 'រូបថត', zh: '照片' },
  photos: { kh: 'រូបថត', zh: '照片' },
  reason: { kh: 'មូលហេតុ', zh: '原因' },
  new_unit_price: { kh: 'តម្លៃថ្មីក្នុងមួយឯកតា', zh: '新单价' },
};

/** A field's word in the locale (its last path segment: `location.lat` -> latitude), else the name itself. */
export function fieldText(field: string, locale: Locale): string {
  if (locale === 'en') return field;
  const last = field.split('.').pop() ?? field;
  const known = Object.hasOwn(FIELD_TEXT, last) ? FIELD_TEXT[last] : undefined;
  return known ? known[locale] : field;
}
