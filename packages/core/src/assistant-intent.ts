import { z } from 'zod';
import { CNY_TO_USD } from './exchange-rates';

/**
 * What a shopper asks the assistant, in Khmer, English or Chinese: "red running shoes under $30
 * from taobao", "ស្បែកជើងពណ៌ក្រហម ក្រោម 30 ដុល្លារ ពី taobao", "淘宝上30美元以下的红色跑鞋".
 * Pure: the server searches the catalogue with the result; nothing here invents a product.
 */

export type IntentLang = 'kh' | 'en' | 'zh';
type Colour = 'black' | 'white' | 'red' | 'blue' | 'green' | 'pink' | 'yellow' | 'grey' | 'brown';

export interface ShoppingIntent {
  lang: IntentLang;
  store: string | null;
  colour: Colour | null;
  minPriceUsd: number | null;
  maxPriceUsd: number | null;
  /** What to search for, with the store, colour, price and filler words taken out. */
  keywords: string;
}

const STORE_NAMES: [string, RegExp][] = [
  ['taobao', /taobao|淘宝|តៅបាវ/i],
  ['1688', /1688/],
  ['aliexpress', /ali\s?express|速卖通/i],
  ['alibaba', /alibaba|阿里巴巴/i],
  ['amazon', /amazon|亚马逊|អាម៉ាហ្សូន/i],
  ['coupang', /coupang|酷澎/i],
  ['ebay', /e-?bay|易贝/i],
  ['lazada', /lazada|来赞达|ឡាហ្សាដា/i],
  ['shopee', /shopee|虾皮|ស្សូភី/i],
  ['fardin', /fardin/i],
];

/** Khmer words come before shorter ones they contain (ស is white but also starts many words: matched alone only). */
const COLOUR_WORDS: [Colour, RegExp][] = [
  ['black', /\bblack\b|黑色?|ពណ៌ខ្មៅ|ខ្មៅ/i],
  ['white', /\bwhite\b|白色?|ពណ៌ស(?![\u1780-\u17ff])/i],
  ['red', /\bred\b|红色?|ពណ៌ក្រហម|ក្រហម/i],
  ['blue', /\bblue\b|蓝色?|ពណ៌ខៀវ|ខៀវ/i],
  ['green', /\bgreen\b|绿色?|ពណ៌បៃតង|បៃតង/i],
  ['pink', /\bpink\b|粉色|粉红|ពណ៌ផ្កាឈូក|ផ្កាឈូក/i],
  ['yellow', /\byellow\b|黄色|ពណ៌លឿង|លឿង/i],
  ['grey', /\bgr[ae]y\b|灰色|ពណ៌ប្រផេះ|ប្រផេះ/i],
  ['brown', /\bbrown\b|棕色|咖啡色|ពណ៌ត្នោត|ត្នោត/i],
];

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const USD = String.raw`(?:\$|usd|dollars?|bucks|ដុល្លារ|美元|美金|刀)`;
const CNY = String.raw`(?:元|块|人民币|yuan|rmb|¥|យន់)`;
const CUR = String.raw`(?:${USD}|${CNY})`;

interface PriceRule {
  re: RegExp;
  /** Which captured numbers are the min and the max (1-based group indexes). */
  min?: number;
  max?: number;
}
const PRICE_RULES: PriceRule[] = [
  {
    re: new RegExp(
      String.raw`(?:between|from|ចន្លោះ(?:ពី)?)\s*\$?\s*${NUM}\s*${CUR}?\s*(?:and|to|-|–|ដល់|ទៅ)\s*\$?\s*${NUM}\s*${CUR}?`,
      'i',
    ),
    min: 1,
    max: 2,
  },
  { re: new RegExp(String.raw`\$\s*${NUM}\s*(?:-|–|to)\s*\$?\s*${NUM}`, 'i'), min: 1, max: 2 },
  { re: new RegExp(String.raw`${NUM}\s*(?:到|至|-|–)\s*${NUM}\s*${CUR}`, 'i'), min: 1, max: 2 },
  {
    re: new RegExp(
      String.raw`(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most|<|ក្រោម|តិចជាង|មិនលើស|低于|少于|不超过|不到)\s*\$?\s*${NUM}\s*${CUR}?`,
      'i',
    ),
    max: 1,
  },
  { re: new RegExp(String.raw`\$?\s*${NUM}\s*${CUR}?\s*(?:以下|以内|之内)`, 'i'), max: 1 },
  {
    re: new RegExp(
      String.raw`(?:over|above|more than|at least|min(?:imum)?|>|លើស|ច្រើនជាង|高于|超过|不低于)\s*\$?\s*${NUM}\s*${CUR}?`,
      'i',
    ),
    min: 1,
  },
  { re: new RegExp(String.raw`\$?\s*${NUM}\s*${CUR}?\s*以上`, 'i'), min: 1 },
];

const FILLER = [
  /\b(?:i want|i need|i'm looking for|looking for|find me|find|show me|show|search for|search|please|some|cheap|buy|get me|from|on|in|at|with|for|a|an|the|colou?r|price|priced)\b/gi,
  /ខ្ញុំចង់បាន|ខ្ញុំចង់ទិញ|ខ្ញុំត្រូវការ|ចង់បាន|ស្វែងរក|សូម|រក|ជួយ|ពណ៌|តម្លៃ|ពី|នៅ|លើ|ដែល|មួយ|ខ្លះ|ផង|បាទ|ចាស/g,
  /我想要|我想买|我要|帮我找|帮我|请|找|搜索|一些|便宜的?|价格|颜色|上的|里的|的|在|从|买/g,
  /(?:^|\s)[上里](?=\s|$)/g,
];

const KHMER_DIGITS = /[០-៩]/g;
const CJK_DIGITS = /[０-９]/g;

function detectIntentLang(text: string): IntentLang {
  if (/[\u1780-\u17ff]/.test(text)) return 'kh';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  return 'en';
}

function toAsciiDigits(text: string): string {
  return text
    .replace(KHMER_DIGITS, (d) => String(d.charCodeAt(0) - 0x17e0))
    .replace(CJK_DIGITS, (d) => String(d.charCodeAt(0) - 0xff10));
}

function amount(match: RegExpMatchArray, group: number | undefined): number | null {
  if (!group) return null;
  const raw = match[group];
  if (!raw) return null;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return null;
  const yuan = new RegExp(CNY, 'i').test(match[0]) && !new RegExp(USD, 'i').test(match[0]);
  return Math.round((yuan ? value * CNY_TO_USD : value) * 100) / 100;
}

export function parseShoppingIntent(input: string): ShoppingIntent {
  let text = toAsciiDigits(input.normalize('NFC')).slice(0, 500);
  const lang = detectIntentLang(text);
  let store: string | null = null;
  for (const [code, re] of STORE_NAMES) {
    if (re.test(text)) {
      store = code;
      text = text.replace(re, ' ');
      break;
    }
  }
  let minPriceUsd: number | null = null;
  let maxPriceUsd: number | null = null;
  for (const rule of PRICE_RULES) {
    const match = text.match(rule.re);
    if (!match) continue;
    minPriceUsd ??= amount(match, rule.min);
    maxPriceUsd ??= amount(match, rule.max);
    text = text.replace(match[0], ' ');
  }
  if (minPriceUsd !== null && maxPriceUsd !== null && minPriceUsd > maxPriceUsd)
    [minPriceUsd, maxPriceUsd] = [maxPriceUsd, minPriceUsd];
  let colour: Colour | null = null;
  for (const [code, re] of COLOUR_WORDS) {
    if (re.test(text)) {
      colour = code;
      text = text.replace(re, ' ');
      break;
    }
  }
  for (const re of FILLER) text = text.replace(re, ' ');
  const keywords = text
    .replace(new RegExp(CUR, 'gi'), ' ')
    .replace(/[?!.,;:()"'“”។៖？！，。、]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { lang, store, colour, minPriceUsd, maxPriceUsd, keywords };
}

/** POST /chat input. Markup is refused, never stored or echoed. */
export const chatInputSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(500, 'Messages are at most 500 characters')
    .refine((m) => !/<\s*\/?\s*[a-z!][^>]*>/i.test(m), {
      message: 'Please write your request without HTML tags',
      params: { code: 'chat.markup' },
    }),
  store: z.string().max(20).optional(),
  /** The page's language: product titles and the reply in it (absent: the message's language). */
  lang: z.enum(['kh', 'en', 'zh']).optional(),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(2000) }))
    .max(20)
    .optional(),
});
export type ChatInput = z.infer<typeof chatInputSchema>;

const chatProductSchema = z.object({
  store: z.string(),
  id: z.string(),
  title: z.string(),
  /** The title as the source gives it, when `title` is a translation (decision 0021). */
  title_original: z.string().optional(),
  image: z.string(),
  price_usd: z.number().nullable(),
  price: z.number(),
  currency: z.string(),
  link: z.string(),
  /**
   * `exact`: every word asked for is in the product and it is within the price; `closest`: shown
   * only because nothing matched, labelled so (`closest_reason`: over the price, or not every word).
   */
  match: z.enum(['exact', 'closest']).default('exact'),
  closest_reason: z.enum(['price', 'words']).optional(),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

export const chatAnswerSchema = z.object({
  message: z.literal('success'),
  reply: z.string(),
  products: z.array(chatProductSchema),
  intent: z.object({
    store: z.string().nullable(),
    colour: z.string().nullable(),
    min_price: z.number().nullable(),
    max_price: z.number().nullable(),
    keywords: z.string(),
  }),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;
