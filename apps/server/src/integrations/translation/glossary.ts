import { SEED_CATEGORIES } from '@fardin/db/seed/foundation-data';
import { COLOURS, DEMO_CATEGORIES } from '@fardin/db/seed/catalogue-items';

/** Translation languages: Khmer is `km` here (the API's code), never `kh`. */
export type Lang = 'en' | 'km' | 'zh';
export type Term = Record<Lang, string>;

const term = (en: string, km: string, zh: string): Term => ({ en, km, zh });

/** Commerce words the shop uses every day (sizes, materials, common product words). */
const COMMON: Term[] = [
  term('dress', 'រ៉ូប', '连衣裙'), term('shirt', 'អាវ', '衬衫'), term('t-shirt', 'អាវយឺត', 'T恤'), term('shoes', 'ស្បែកជើង', '鞋'),
  term('bag', 'កាបូប', '包'), term('phone', 'ទូរស័ព្ទ', '手机'), term('women', 'នារី', '女士'), term('men', 'បុរស', '男士'),
  term('kids', 'កុមារ', '儿童'), term('baby', 'ទារក', '婴儿'), term('toy', 'ប្រដាប់ក្មេងលេង', '玩具'), term('car', 'ឡាន', '汽车'),
  term('motorbike', 'ម៉ូតូ', '摩托车'), term('cotton', 'កប្បាស', '纯棉'), term('leather', 'ស្បែក', '真皮'), term('silk', 'សូត្រ', '真丝'),
  term('plastic', 'ប្លាស្ទិក', '塑料'), term('metal', 'លោហៈ', '金属'), term('wood', 'ឈើ', '木质'), term('wireless', 'ឥតខ្សែ', '无线'),
  term('new', 'ថ្មី', '新款'), term('size', 'ទំហំ', '尺码'), term('color', 'ពណ៌', '颜色'), term('colour', 'ពណ៌', '颜色'),
  term('small', 'តូច', '小号'), term('large', 'ធំ', '大号'), term('sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'), term('jeans', 'ខោខូវប៊យ', '牛仔裤'),
  term('watch', 'នាឡិកាដៃ', '手表'), term('charger', 'ឆ្នាំងសាក', '充电器'), term('earphones', 'កាស', '耳机'), term('laptop', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'),
  term('helmet', 'មួកសុវត្ថិភាព', '头盔'), term('tent', 'តង់', '帐篷'), term('lamp', 'ចង្កៀង', '台灯'), term('pan', 'ខ្ទះ', '锅'),
  term('quantity', 'ចំនួន', '数量'), term('price', 'តម្លៃ', '价格'), term('free shipping', 'ដឹកជញ្ជូនឥតគិតថ្លៃ', '包邮'),
];

function build(): Term[] {
  const terms: Term[] = [...COMMON];
  for (const c of COLOURS) terms.push(term(c.en.toLowerCase(), c.kh, c.zh));
  for (const c of SEED_CATEGORIES) {
    terms.push(term(c.search.toLowerCase(), c.title.kh, c.title.zh), term(c.title.en.toLowerCase(), c.title.kh, c.title.zh));
    for (const s of c.sub) terms.push(term(s.title.en.toLowerCase(), s.title.kh, s.title.zh));
  }
  for (const c of DEMO_CATEGORIES) for (const item of c.items) terms.push(term(item.en.toLowerCase(), item.kh, item.zh));
  return terms;
}

export const GLOSSARY: readonly Term[] = build();

/** Script of a text: Khmer, Chinese, or (by default) English/Latin. */
export function detectLang(text: string): Lang | 'ko' {
  if (/[\u1780-\u17ff]/.test(text)) return 'km';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  return 'en';
}

/**
 * Greedy longest-match translation through the glossary: whole phrases first, then the longest
 * known term at each position; unknown stretches are kept. Null when no term matched at all.
 */
export function glossaryTranslate(text: string, target: Lang): string | null {
  const source = detectLang(text);
  if (source === 'ko' || source === target) return source === target ? text : null;
  const entries = GLOSSARY.map((t) => ({ from: t[source].toLowerCase(), to: t[target] }))
    .filter((e) => e.from.length > 0)
    .sort((a, b) => b.from.length - a.from.length);
  const lower = text.toLowerCase();
  const spaced = target !== 'zh';
  const out: string[] = [];
  let matched = false;
  let pending = '';
  for (let i = 0; i < lower.length; ) {
    const hit = entries.find((e) => lower.startsWith(e.from, i) && (source !== 'en' || !/[a-z]/.test(lower[i + e.from.length] ?? '')) && (source !== 'en' || !/[a-z]/.test(lower[i - 1] ?? '')));
    if (hit) {
      if (pending.trim()) out.push(pending.trim());
      pending = '';
      out.push(hit.to);
      matched = true;
      i += hit.from.length;
    } else {
      pending += text[i];
      i += 1;
    }
  }
  if (pending.trim()) out.push(pending.trim());
  if (!matched) return null;
  return out.join(spaced ? ' ' : '').replace(/\s+/g, spaced ? ' ' : '').trim() || null;
}
