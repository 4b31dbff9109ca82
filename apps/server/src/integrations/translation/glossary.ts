import { BUILT_IN_CATEGORIES } from '@fardin/core/built-in-categories';
import { COLOURS, DEMO_CATEGORIES } from '@fardin/core/demo-catalogue';

/** Translation languages: Khmer is `km` here (the API's code), never `kh`. */
export type Lang = 'en' | 'km' | 'zh';
/** A term in every target language; Korean (coupang titles) is read as a source only. */
type Term = Record<Lang, string> & { ko?: string };

const term = (en: string, km: string, zh: string, ko?: string): Term => (ko ? { en, km, zh, ko } : { en, km, zh });

/** Commerce words the shop uses every day (sizes, materials, common product words). */
const COMMON: Term[] = [
  term('dress', 'រ៉ូប', '连衣裙'),
  term('shirt', 'អាវ', '衬衫'),
  term('t-shirt', 'អាវយឺត', 'T恤'),
  term('shoes', 'ស្បែកជើង', '鞋'),
  term('bag', 'កាបូប', '包'),
  term('phone', 'ទូរស័ព្ទ', '手机'),
  term('women', 'នារី', '女士'),
  term('men', 'បុរស', '男士'),
  term('kids', 'កុមារ', '儿童'),
  term('baby', 'ទារក', '婴儿'),
  term('toy', 'ប្រដាប់ក្មេងលេង', '玩具'),
  term('car', 'ឡាន', '汽车'),
  term('motorbike', 'ម៉ូតូ', '摩托车'),
  term('cotton', 'កប្បាស', '纯棉'),
  term('leather', 'ស្បែក', '真皮'),
  term('silk', 'សូត្រ', '真丝'),
  term('plastic', 'ប្លាស្ទិក', '塑料'),
  term('metal', 'លោហៈ', '金属'),
  term('wood', 'ឈើ', '木质'),
  term('wireless', 'ឥតខ្សែ', '无线'),
  term('new', 'ថ្មី', '新款'),
  term('size', 'ទំហំ', '尺码'),
  term('color', 'ពណ៌', '颜色'),
  term('colour', 'ពណ៌', '颜色'),
  term('small', 'តូច', '小号'),
  term('large', 'ធំ', '大号'),
  term('sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'),
  term('jeans', 'ខោខូវប៊យ', '牛仔裤'),
  term('watch', 'នាឡិកាដៃ', '手表'),
  term('charger', 'ឆ្នាំងសាក', '充电器'),
  term('earphones', 'កាស', '耳机'),
  term('headphones', 'កាស', '耳机'),
  term('headset', 'កាស', '耳机'),
  term('earbuds', 'កាស', '耳机'),
  term('clock', 'នាឡិកា', '钟'),
  term('bags', 'កាបូប', '包'),
  term('laptop', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'),
  term('helmet', 'មួកសុវត្ថិភាព', '头盔'),
  term('tent', 'តង់', '帐篷'),
  term('lamp', 'ចង្កៀង', '台灯'),
  term('pan', 'ខ្ទះ', '锅'),
  term('quantity', 'ចំនួន', '数量'),
  term('price', 'តម្លៃ', '价格'),
  term('free shipping', 'ដឹកជញ្ជូនឥតគិតថ្លៃ', '包邮'),
];

/**
 * The demo catalogue's words: title prefixes (catalogue-data.ts PREFIX), option names and the
 * words shoppers (and the assistant) combine ("running shoes", "sandals", "shorts").
 */
const CATALOGUE: Term[] = [
  term('Premium', 'គុណភាពខ្ពស់', '高品质', '프리미엄'),
  term('New', 'ម៉ូដថ្មី', '2025新款', '신상'),
  term('Classic', 'បុរាណ', '经典', '클래식'),
  term('Test product', 'ទំនិញសាកល្បង', '测试商品'),
  term('Color', 'ពណ៌', '颜色', '색상'),
  term('Size', 'ទំហំ', '尺码', '사이즈'),
  term('Option', 'ជម្រើស', '选项'),
  term('Style', 'ម៉ូដ', '款式'),
  term('running', 'រត់', '跑步', '러닝'),
  term('sandals', 'ស្បែកជើងផ្ទាត់', '凉鞋', '샌들'),
  term('shorts', 'ខោខ្លី', '短裤', '반바지'),
  term('backpack', 'កាបូបស្ពាយ', '双肩包', '백팩'),
  term('handbag', 'កាបូបដៃ', '手提包', '핸드백'),
  term('wallet', 'កាបូបលុយ', '钱包', '지갑'),
  term('slippers', 'ស្បែកជើងពាក់ក្នុងផ្ទះ', '拖鞋', '슬리퍼'),
  term('jacket', 'អាវក្រៅ', '夹克', '재킷'),
  term('skirt', 'សំពត់', '裙', '스커트'),
  term('trousers', 'ខោ', '裤', '팬츠'),
  term('sports', 'កីឡា', '运动', '스포츠'),
  term('bottle', 'ដប', '瓶', '병'),
  term('mouse', 'កណ្ដុរ', '鼠标', '마우스'),
  term('keyboard', 'ក្ដារចុច', '键盘', '키보드'),
  term('fan', 'កង្ហារ', '风扇', '선풍기'),
  term('camera', 'កាមេរ៉ា', '相机'),
  term('light', 'ភ្លើង', '灯', '라이트'),
];

function build(): Term[] {
  const terms: Term[] = [...CATALOGUE, ...COMMON];
  for (const c of COLOURS) terms.push(term(c.en, c.kh, c.zh, c.ko));
  for (const c of BUILT_IN_CATEGORIES) {
    terms.push(
      term(c.search.toLowerCase(), c.title.kh, c.title.zh),
      term(c.title.en.toLowerCase(), c.title.kh, c.title.zh),
    );
    for (const s of c.sub) terms.push(term(s.title.en.toLowerCase(), s.title.kh, s.title.zh));
  }
  for (const c of DEMO_CATEGORIES) for (const item of c.items) terms.push(term(item.en, item.kh, item.zh, item.ko));
  return terms;
}

const GLOSSARY: readonly Term[] = build();

/** Script of a text: Khmer, Chinese, or (by default) English/Latin. */
export function detectLang(text: string): Lang | 'ko' {
  if (/[\u1780-\u17ff]/.test(text)) return 'km';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  return 'en';
}

type Source = Lang | 'ko';
const ENTRIES = new Map<string, { from: string; to: string }[]>();

/** The glossary as `from -> to` pairs of one direction, longest first (kept per direction). */
function entriesOf(source: Source, target: Lang): { from: string; to: string }[] {
  const key = `${source}>${target}`;
  let entries = ENTRIES.get(key);
  if (!entries) {
    entries = GLOSSARY.map((t) => ({ from: (t[source] ?? '').toLowerCase(), to: t[target] }))
      // One Khmer letter (ស, white) would match inside every word that starts with it.
      .filter((e) => e.from.length > (source === 'km' ? 1 : 0))
      .sort((a, b) => b.from.length - a.from.length);
    ENTRIES.set(key, entries);
  }
  return entries;
}

/**
 * Greedy longest-match translation through the glossary: whole phrases first, then the longest
 * known term at each position; unknown stretches (brand names, model numbers, words the glossary
 * does not know) are kept as they are. Null when no term matched at all.
 */
export function glossaryTranslate(text: string, target: Lang): string | null {
  const source = detectLang(text);
  if (source === target) return text;
  const entries = entriesOf(source, target);
  const lower = text.toLowerCase();
  const spaced = target !== 'zh';
  const wordy = source === 'en' || source === 'ko';
  const out: string[] = [];
  let matched = false;
  let pending = '';
  for (let i = 0; i < lower.length;) {
    const hit = entries.find(
      (e) =>
        lower.startsWith(e.from, i) &&
        (!wordy ||
          (!/[\p{L}\p{N}]/u.test(lower[i + e.from.length] ?? '') && !/[\p{L}\p{N}]/u.test(lower[i - 1] ?? ''))),
    );
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
  const joined = out
    .join(spaced ? ' ' : '')
    .replace(/\s+/g, spaced ? ' ' : '')
    .trim();
  // English reads with a capital first letter ("Premium Running sneakers").
  return (target === 'en' ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined) || null;
}

/**
 * The glossary's concepts in a text, each as its forms in every language (longest match first),
 * plus the unknown words as themselves: "red running shoes" -> [[running, រត់, 跑步], [shoes,
 * ស្បែកជើង, 鞋]]. The assistant checks a product against these (a product matches when each
 * concept has one of its forms in the product's titles).
 */
export function glossaryConcepts(text: string): string[][] {
  const source = detectLang(text);
  const entries = GLOSSARY.map((t) => ({ from: (t[source] ?? '').toLowerCase(), term: t }))
    .filter((e) => e.from.length > (source === 'km' ? 1 : 0))
    .sort((a, b) => b.from.length - a.from.length);
  const lower = text.toLowerCase().trim();
  const wordy = source === 'en' || source === 'ko';
  const concepts: string[][] = [];
  let pending = '';
  const flush = () => {
    for (const word of pending.split(/[^\p{L}\p{M}\p{N}]+/u)) if (word.length >= (wordy ? 2 : 1)) concepts.push([word]);
    pending = '';
  };
  for (let i = 0; i < lower.length;) {
    const hit = entries.find(
      (e) =>
        lower.startsWith(e.from, i) &&
        (!wordy ||
          (!/[\p{L}\p{N}]/u.test(lower[i + e.from.length] ?? '') && !/[\p{L}\p{N}]/u.test(lower[i - 1] ?? ''))),
    );
    if (hit) {
      flush();
      // Every term written this way counts (ពណ៌ is both color and colour; កាស earphones and headphones).
      const forms = new Set(
        entries
          .filter((e) => e.from === hit.from)
          .flatMap((e) => [e.from, e.term.en.toLowerCase(), e.term.km, e.term.zh, ...(e.term.ko ? [e.term.ko] : [])]),
      );
      concepts.push([...forms].filter(Boolean));
      i += hit.from.length;
    } else {
      pending += lower[i];
      i += 1;
    }
  }
  flush();
  return concepts;
}
