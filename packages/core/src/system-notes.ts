import type { Locale } from './locale';

/**
 * The notes the shop itself writes on order and line timelines (flows: approve-transfer,
 * raise-problem, answer-problem), stored in English, shown in the page's language (issue 29 item
 * 4). A note a person typed is not here and shows as written.
 */
export const SYSTEM_NOTE_TEXT: Readonly<Record<string, { kh: string; zh: string }>> = {
  'Bank transfer verified': { kh: 'បានផ្ទៀងផ្ទាត់ការផ្ទេរប្រាក់តាមធនាគារ', zh: '银行转账已核实' },
  'Cancelled by the shopper': { kh: 'បានបោះបង់ដោយអ្នកទិញ', zh: '买家已取消' },
  'Cheaper alternative': { kh: 'ជម្រើសថោកជាង', zh: '更便宜的替代品' },
  'Difference paid': { kh: 'បានបង់ប្រាក់ខុសគ្នា', zh: '差价已支付' },
  'Freight paid by the shipping of the checkout': {
    kh: 'ថ្លៃដឹកបានបង់រួចដោយថ្លៃដឹកជញ្ជូនពេលទូទាត់',
    zh: '运费已由结账时支付的运费抵扣',
  },
  'Lower price': { kh: 'តម្លៃទាបជាង', zh: '价格更低' },
  'Price rise': { kh: 'តម្លៃឡើង', zh: '价格上涨' },
  'Return to the seller': { kh: 'ប្រគល់ត្រឡប់ទៅអ្នកលក់វិញ', zh: '退回卖家' },
};

/** A timeline note in the locale: the shop's own notes translated, anything else as written. */
export function systemNoteText(note: string, locale: Locale): string {
  if (locale === 'en' || !Object.hasOwn(SYSTEM_NOTE_TEXT, note)) return note;
  return SYSTEM_NOTE_TEXT[note]![locale];
}
