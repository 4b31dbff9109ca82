import type { IntentLang, ShoppingIntent } from '@fardin/core/assistant-intent';
import { formatUsd } from '@fardin/core/money';

const COLOUR: Record<string, Record<IntentLang, string>> = {
  black: { en: 'black', kh: 'ខ្មៅ', zh: '黑色' },
  white: { en: 'white', kh: 'ស', zh: '白色' },
  red: { en: 'red', kh: 'ក្រហម', zh: '红色' },
  blue: { en: 'blue', kh: 'ខៀវ', zh: '蓝色' },
  green: { en: 'green', kh: 'បៃតង', zh: '绿色' },
  pink: { en: 'pink', kh: 'ផ្កាឈូក', zh: '粉色' },
  yellow: { en: 'yellow', kh: 'លឿង', zh: '黄色' },
  grey: { en: 'grey', kh: 'ប្រផេះ', zh: '灰色' },
  brown: { en: 'brown', kh: 'ត្នោត', zh: '棕色' },
};

function priceText(intent: ShoppingIntent, lang: IntentLang): string {
  const { minPriceUsd: min, maxPriceUsd: max } = intent;
  if (min !== null && max !== null)
    return {
      en: ` between ${formatUsd(min)} and ${formatUsd(max)}`,
      kh: ` ចន្លោះ ${formatUsd(min)} ដល់ ${formatUsd(max)}`,
      zh: `，价格 ${formatUsd(min)}–${formatUsd(max)}`,
    }[lang];
  if (max !== null)
    return { en: ` under ${formatUsd(max)}`, kh: ` ក្រោម ${formatUsd(max)}`, zh: `，${formatUsd(max)} 以下` }[lang];
  if (min !== null)
    return { en: ` over ${formatUsd(min)}`, kh: ` លើស ${formatUsd(min)}`, zh: `，${formatUsd(min)} 以上` }[lang];
  return '';
}

/**
 * The assistant's words around the product cards; only facts from the search are stated. With no
 * exact match it says so, and the closest cards (over the price, or matching only some words) are
 * introduced as such, never as what was asked for.
 */
export function replyText(
  intent: ShoppingIntent,
  count: number,
  storeName: string | null,
  closest = 0,
  reason: 'price' | 'words' | null = null,
): string {
  const lang = intent.lang;
  const what = intent.keywords || { en: 'products', kh: 'ទំនិញ', zh: '商品' }[lang];
  const from = storeName ? { en: ` from ${storeName}`, kh: ` ពី ${storeName}`, zh: `（${storeName}）` }[lang] : '';
  const price = priceText(intent, lang);
  const colour = intent.colour ? COLOUR[intent.colour]?.[lang] : undefined;
  const colourNote = colour
    ? {
        en: ` Choose ${colour} on the product page.`,
        kh: ` សូមជ្រើសពណ៌${colour} នៅទំព័រទំនិញ។`,
        zh: ` 请在商品页面选择${colour}。`,
      }[lang]
    : '';
  if (count === 0 && closest > 0) {
    const none = {
      en: `I found no “${what}”${from}${price}.`,
      kh: `ខ្ញុំរកមិនឃើញ “${what}”${from}${price} ទេ។`,
      zh: `没有找到“${what}”${from}${price}。`,
    }[lang];
    const offer =
      reason === 'price'
        ? {
            en: ` The closest: “${what}” over your price.`,
            kh: ` ទំនិញជិតបំផុត៖ “${what}” តែលើសតម្លៃដែលអ្នកចង់បាន។`,
            zh: ` 最接近的是：超出您预算的“${what}”。`,
          }[lang]
        : {
            en: ' The closest products, which match only some of your words:',
            kh: ' ទំនិញជិតបំផុត ដែលត្រូវនឹងពាក្យខ្លះរបស់អ្នកតែប៉ុណ្ណោះ៖',
            zh: ' 以下是最接近的商品（只符合部分关键词）：',
          }[lang];
    return none + offer;
  }
  if (count === 0) {
    return {
      en: `I couldn't find “${what}”${from}${price}. Try other words or a wider price range.`,
      kh: `ខ្ញុំរកមិនឃើញ “${what}”${from}${price} ទេ។ សូមសាកពាក្យផ្សេង ឬតម្លៃទូលាយជាងនេះ។`,
      zh: `没有找到“${what}”${from}${price}。请换个关键词或放宽价格范围。`,
    }[lang];
  }
  return {
    en: `Here ${count === 1 ? 'is 1 product' : `are ${count} products`} for “${what}”${from}${price}.${colourNote}`,
    kh: `នេះជាទំនិញ ${count} មុខ សម្រាប់ “${what}”${from}${price}។${colourNote}`,
    zh: `为您找到 ${count} 件“${what}”${from}${price}。${colourNote}`,
  }[lang];
}

export function askWhatText(lang: IntentLang): string {
  return {
    en: 'Tell me what you are looking for, for example “red running shoes under $30 from taobao”.',
    kh: 'សូមប្រាប់ខ្ញុំថាអ្នកកំពុងរកអ្វី ឧទាហរណ៍ “ស្បែកជើងរត់ពណ៌ក្រហម ក្រោម $30 ពី taobao”។',
    zh: '请告诉我您想找什么，例如“淘宝上 30 美元以下的红色跑鞋”。',
  }[lang];
}

/**
 * A question the shop cannot answer ("what's the weather"): what the assistant can help with,
 * never products that merely share a word with it.
 */
export function offTopicText(lang: IntentLang): string {
  return {
    en: 'I can help you find products in the shops (for example “red running shoes under $30 from taobao”), tell you the delivery fee to your khan or province, and answer questions about ordering and paying.',
    kh: 'ខ្ញុំអាចជួយរកទំនិញក្នុងហាង (ឧទាហរណ៍ “ស្បែកជើងរត់ពណ៌ក្រហម ក្រោម $30 ពី taobao”) ប្រាប់ថ្លៃដឹកទៅខណ្ឌ ឬខេត្តរបស់អ្នក និងឆ្លើយសំណួរអំពីការបញ្ជាទិញ និងការទូទាត់។',
    zh: '我可以帮您在各商城找商品（例如“淘宝上 30 美元以下的红色跑鞋”）、告诉您送到您所在区或省的运费，并解答下单和付款的问题。',
  }[lang];
}
