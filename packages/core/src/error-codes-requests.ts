import type { ErrorText } from './error-text';

/** "Buy it for me" requests (issue 29 item 2): a link the shop could not read, answered by staff. */
export const BUY_REQUEST_ERRORS = {
  'buy_request.not_found': {
    en: 'This request could not be found',
    kh: 'រកមិនឃើញសំណើនេះទេ',
    zh: '找不到此请求',
  },
  'buy_request.too_many_open': {
    en: 'You already have {max} requests waiting for an answer. Please wait for our answer before sending another',
    kh: 'អ្នកមានសំណើ {max} កំពុងរង់ចាំចម្លើយរួចហើយ។ សូមរង់ចាំចម្លើយរបស់យើងមុននឹងផ្ញើសំណើថ្មី',
    zh: '您已有 {max} 个请求在等待答复，请在我们答复后再发送新的请求',
  },
  'buy_request.already_answered': {
    en: 'This request has already been answered',
    kh: 'សំណើនេះត្រូវបានឆ្លើយរួចហើយ',
    zh: '此请求已答复',
  },
  'buy_request.link_invalid': {
    en: 'Please paste a product link starting with http:// or https://',
    kh: 'សូមបិទភ្ជាប់តំណផលិតផលដែលចាប់ផ្ដើមដោយ http:// ឬ https://',
    zh: '请粘贴以 http:// 或 https:// 开头的商品链接',
  },
} as const satisfies Record<`buy_request.${string}`, ErrorText>;
