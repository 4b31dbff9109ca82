import type { Locale } from './locale';

/**
 * The notes the shop itself writes on order and line timelines (flows: approve-transfer,
 * raise-problem, answer-problem, weigh-parcel), stored as codes (`sys:problem.raised.lost`,
 * `sys:problem.alternative?variant=Black`) and shown in the page's language (issue 29 item 4). A
 * note a person typed is not a code and shows as written. Rows written before the codes (English
 * sentences, raw problem kinds and answers) are read through `LEGACY` and render the same way.
 */
type Text = { en: string; kh: string; zh: string };

export const SYSTEM_NOTE_TEXT = {
  'transfer.verified': {
    en: 'Bank transfer verified',
    kh: 'បានផ្ទៀងផ្ទាត់ការផ្ទេរប្រាក់តាមធនាគារ',
    zh: '银行转账已核实',
  },
  'line.cancelled_by_shopper': { en: 'Cancelled by the shopper', kh: 'បានបោះបង់ដោយអ្នកទិញ', zh: '买家已取消' },
  'line.cheaper_alternative': { en: 'Cheaper alternative', kh: 'ជម្រើសថោកជាង', zh: '更便宜的替代品' },
  'line.difference_paid': { en: 'Difference paid', kh: 'បានបង់ប្រាក់ខុសគ្នា', zh: '差价已支付' },
  'freight.paid_at_checkout': {
    en: 'Freight paid by the shipping of the checkout',
    kh: 'ថ្លៃដឹកបានបង់រួចដោយថ្លៃដឹកជញ្ជូនពេលទូទាត់',
    zh: '运费已由结账时支付的运费抵扣',
  },
  'line.ended': { en: 'Item ended', kh: 'ទំនិញនេះបានបញ្ចប់', zh: '该商品已结束' },
  'line.lower_price': { en: 'Lower price', kh: 'តម្លៃទាបជាង', zh: '价格更低' },
  'line.price_rise': { en: 'Price rise', kh: 'តម្លៃឡើង', zh: '价格上涨' },
  'line.return_to_seller': { en: 'Return to the seller', kh: 'ប្រគល់ត្រឡប់ទៅអ្នកលក់វិញ', zh: '退回卖家' },
  'problem.raised.price_changed': {
    en: "Problem: the seller's price went up",
    kh: 'បញ្ហា៖ ហាងបានឡើងថ្លៃ',
    zh: '问题：卖家涨价',
  },
  'problem.raised.out_of_stock': {
    en: 'Problem: sold out at the seller',
    kh: 'បញ្ហា៖ ហាងអស់ទំនិញនេះ',
    zh: '问题：卖家缺货',
  },
  'problem.raised.lost': {
    en: "Problem: the seller's parcel is lost",
    kh: 'បញ្ហា៖ កញ្ចប់ពីហាងបាត់',
    zh: '问题：卖家包裹丢失',
  },
  'problem.raised.qc_failed': {
    en: 'Problem: damaged or wrong item',
    kh: 'បញ្ហា៖ ទំនិញខូច ឬខុស',
    zh: '问题：商品破损或发错',
  },
  'problem.answer.accept': { en: 'The shopper accepts it anyway', kh: 'អ្នកទិញទទួលយកដដែល', zh: '买家仍然接受' },
  'problem.answer.exchange': { en: 'The shopper asked for an exchange', kh: 'អ្នកទិញសុំប្ដូរទំនិញ', zh: '买家要求换货' },
  'problem.alternative': {
    en: 'Alternative chosen: {variant}',
    kh: 'បានជ្រើសជម្រើសផ្សេង៖ {variant}',
    zh: '已选择替代品：{variant}',
  },
  'parcel.batch': { en: 'Batch {batch}', kh: 'ជំនាន់ដឹក {batch}', zh: '批次 {batch}' },
  'parcel.shelf': { en: 'Shelf {shelf}', kh: 'ធ្នើ {shelf}', zh: '货架 {shelf}' },
  'parcel.freight_paid': { en: 'Freight paid', kh: 'បានបង់ថ្លៃដឹក', zh: '运费已支付' },
  'storage.paid': { en: 'Storage fee paid', kh: 'បានបង់ថ្លៃរក្សាទុក', zh: '仓储费已支付' },
  'storage.day': { en: 'Storage day {day}', kh: 'ថ្ងៃរក្សាទុកទី {day}', zh: '仓储第 {day} 天' },
} as const satisfies Record<string, Text>;

export type SystemNoteCode = keyof typeof SYSTEM_NOTE_TEXT;

const PREFIX = 'sys:';

/** The stored form of a shop's own note: its code and the values its text names. */
export function systemNote(code: SystemNoteCode, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${PREFIX}${code}${query ? `?${query}` : ''}`;
}

/** Notes stored before the codes, by their text: the code they mean. */
const LEGACY: Readonly<Record<string, SystemNoteCode>> = {
  ...Object.fromEntries(Object.entries(SYSTEM_NOTE_TEXT).map(([code, text]) => [text.en, code as SystemNoteCode])),
  price_changed: 'problem.raised.price_changed',
  out_of_stock: 'problem.raised.out_of_stock',
  lost: 'problem.raised.lost',
  qc_failed: 'problem.raised.qc_failed',
  accept: 'problem.answer.accept',
  exchange: 'problem.answer.exchange',
};

const LEGACY_WITH_VALUE: readonly (readonly [RegExp, SystemNoteCode, string])[] = [
  [/^Alternative (.+)$/s, 'problem.alternative', 'variant'],
  [/^batch (\S+)$/, 'parcel.batch', 'batch'],
];

const isCode = (code: string): code is SystemNoteCode => Object.hasOwn(SYSTEM_NOTE_TEXT, code);

/** The code and values of a stored note, or null for a note a person typed. */
export function parseSystemNote(note: string): { code: SystemNoteCode; params: Record<string, string> } | null {
  if (note.startsWith(PREFIX)) {
    const [code = '', query = ''] = note.slice(PREFIX.length).split(/\?(.*)/s);
    return isCode(code) ? { code, params: Object.fromEntries(new URLSearchParams(query)) } : null;
  }
  if (Object.hasOwn(LEGACY, note)) return { code: LEGACY[note]!, params: {} };
  // Old rows that carried a value: the code and the value's name (not `code: '...'` literals, which
  // the error-code catalogue test reads as error codes).
  for (const [pattern, code, name] of LEGACY_WITH_VALUE) {
    const match = pattern.exec(note);
    if (match) return { code, params: { [name]: match[1]! } };
  }
  return null;
}

/** A timeline note in the locale: the shop's own notes by their code, anything else as written. */
export function systemNoteText(note: string, locale: Locale): string {
  const parsed = parseSystemNote(note);
  if (!parsed) return note;
  return SYSTEM_NOTE_TEXT[parsed.code][locale].replace(/\{(\w+)\}/g, (_, name: string) => parsed.params[name] ?? '');
}

/** Whether a note is the shop's own (translated) rather than a person's words (shown as written). */
export const isSystemNote = (note: string): boolean => parseSystemNote(note) !== null;
