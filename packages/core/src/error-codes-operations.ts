import type { ErrorText } from './error-text';

/** The purchase journey, problems, purchases and per-line refunds (decision 0033). */
export const OPERATIONS_ERRORS = {
  'line.move_not_allowed': {
    en: 'This item cannot move from {from} to {to}',
    kh: 'ទំនិញនេះមិនអាចប្ដូរពី {from} ទៅ {to} បានទេ',
    zh: '该商品不能从 {from} 变为 {to}',
  },
  'line.tracking_required': {
    en: "Please give the seller's tracking number",
    kh: 'សូមបញ្ចូលលេខតាមដានរបស់អ្នកលក់',
    zh: '请填写卖家的快递单号',
  },
  'problem.not_found': { en: 'Problem not found', kh: 'រកមិនឃើញបញ្ហានេះទេ', zh: '未找到该问题' },
  'problem.not_open': {
    en: 'This problem is already answered',
    kh: 'បញ្ហានេះត្រូវបានឆ្លើយរួចហើយ',
    zh: '该问题已处理',
  },
  'problem.choice_not_allowed': {
    en: 'This answer is not one of the choices',
    kh: 'ចម្លើយនេះមិនមែនជាជម្រើសដែលមានទេ',
    zh: '该答复不在可选项中',
  },
  'problem.still_open': {
    en: 'This item has a problem waiting for the shopper: wait for the answer, or cancel the item',
    kh: 'ទំនិញនេះមានបញ្ហាកំពុងរង់ចាំចម្លើយពីអ្នកទិញ៖ សូមរង់ចាំចម្លើយ ឬបោះបង់ទំនិញនេះ',
    zh: '该商品有待买家答复的问题：请等待答复，或取消该商品',
  },
  'problem.raise_not_allowed': {
    en: 'This problem cannot be raised on an item in state {state}',
    kh: 'មិនអាចដាក់បញ្ហានេះលើទំនិញដែលស្ថិតក្នុង {state} បានទេ',
    zh: '处于 {state} 的商品不能登记该问题',
  },
  'problem.price_required': {
    en: 'Please give the new unit price',
    kh: 'សូមបញ្ចូលតម្លៃឯកតាថ្មី',
    zh: '请填写新的单价',
  },
  'problem.price_unchanged': {
    en: 'The new price is the price paid',
    kh: 'តម្លៃថ្មីដូចតម្លៃដែលបានបង់',
    zh: '新价格与已付价格相同',
  },
  'problem.alternatives_required': {
    en: 'Please offer at least one alternative',
    kh: 'សូមផ្ដល់ជម្រើសផ្សេងយ៉ាងហោចណាស់មួយ',
    zh: '请至少提供一个替代选项',
  },
  'problem.alternative_unknown': {
    en: 'Please pick one of the alternatives offered',
    kh: 'សូមជ្រើសរើសជម្រើសមួយដែលបានផ្ដល់ជូន',
    zh: '请选择提供的替代选项之一',
  },
  'problem.payment_type_required': {
    en: 'Please choose how to pay',
    kh: 'សូមជ្រើសរើសវិធីបង់ប្រាក់',
    zh: '请选择支付方式',
  },
  'problem.receipt_required': {
    en: 'Please upload the transfer receipt',
    kh: 'សូមផ្ទុកបង្កាន់ដៃផ្ទេរប្រាក់',
    zh: '请上传转账凭证',
  },
  'problem.no_transfer_to_verify': {
    en: 'This problem has no transfer to verify',
    kh: 'បញ្ហានេះមិនមានការផ្ទេរប្រាក់ដែលត្រូវផ្ទៀងផ្ទាត់ទេ',
    zh: '该问题没有待核实的转账',
  },
  'purchase.line_not_to_buy': {
    en: 'Item {line} is not waiting to be bought',
    kh: 'ទំនិញ {line} មិនមែនកំពុងរង់ចាំទិញទេ',
    zh: '商品 {line} 不在待采购状态',
  },
  'purchase.price_missing': {
    en: 'Please give the price paid for item {line}',
    kh: 'សូមបញ្ចូលតម្លៃដែលបានទិញសម្រាប់ទំនិញ {line}',
    zh: '请填写商品 {line} 的采购价',
  },
  'refund.exceeds_paid': {
    en: 'At most {left} can still be refunded for this item',
    kh: 'អាចសងប្រាក់វិញសម្រាប់ទំនិញនេះបានត្រឹម {left} ប៉ុណ្ណោះ',
    zh: '该商品最多还能退款 {left}',
  },
  'refund.not_found': { en: 'Refund not found', kh: 'រកមិនឃើញការសងប្រាក់នេះទេ', zh: '未找到该退款' },
  'refund.already_done': {
    en: 'This refund is already done',
    kh: 'ការសងប្រាក់នេះបានធ្វើរួចហើយ',
    zh: '该退款已完成',
  },
} as const satisfies Record<string, ErrorText>;
