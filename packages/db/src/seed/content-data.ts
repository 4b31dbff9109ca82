import type { LocalizedText } from '@fardin/core/i18n-text';
import { SEED_GUIDE_POSTS } from './content-guides';
import type { SeedPost } from './content-post';

/** Blog categories and posts of the demo shop. Bodies are HTML, sanitised again when seeded. */

export const SEED_BLOG_CATEGORIES: { slug: string; name: LocalizedText }[] = [
  { slug: 'guide', name: { kh: 'ណែនាំការទិញ', en: 'Shopping guides', zh: '购物指南' } },
  { slug: 'shipping', name: { kh: 'ដឹកឆ្លងប្រទេស', en: 'International shipping', zh: '国际运输' } },
  { slug: 'payment', name: { kh: 'ការទូទាត់', en: 'Payments', zh: '支付' } },
  { slug: 'delivery', name: { kh: 'ដឹកក្នុងស្រុក', en: 'Local delivery', zh: '本地配送' } },
  { slug: 'tips', name: { kh: 'គន្លឹះ', en: 'Tips', zh: '小贴士' } },
];

const short = (
  slug: string,
  category: string,
  image: string,
  date: string,
  kh: [string, string],
  en: [string, string],
  zh?: [string, string],
): SeedPost => ({
  slug,
  category,
  image,
  date,
  author: 'Fardin',
  kh: { title: kh[0], excerpt: kh[1], body: `<p>${kh[1]}</p>` },
  en: { title: en[0], excerpt: en[1], body: `<p>${en[1]}</p>` },
  ...(zh ? { zh: { title: zh[0], excerpt: zh[1], body: `<p>${zh[1]}</p>` } } : {}),
});

export const SEED_POSTS: SeedPost[] = [
  ...SEED_GUIDE_POSTS,
  short(
    'volumetric-weight',
    'shipping',
    '/blog/shipping.svg',
    '2026-09-02',
    [
      'ទម្ងន់មាឌ គឺជាអ្វី?',
      'កញ្ចប់ធំតែស្រាល ត្រូវគិតតាមមាឌ៖ បណ្ដោយ × ទទឹង × កម្ពស់ ÷ 6000។ យើងគិតតម្លៃតាមទម្ងន់ពិត ឬមាឌ មួយណាខ្ពស់ជាង។ សាកល្បងគណនានៅទំព័រតម្លៃអន្តរជាតិ។',
    ],
    [
      'What is volumetric weight?',
      'A big but light parcel is charged by its size: length × width × height ÷ 6000. We charge by actual weight or volume, whichever is higher. Try it on the international price page.',
    ],
    [
      '什么是体积重？',
      '体积大但重量轻的包裹按体积计费：长 × 宽 × 高 ÷ 6000。实际重量和体积取较高者计费。可在国际运费页面试算。',
    ],
  ),
  short(
    'express-phnom-penh',
    'delivery',
    '/blog/express.svg',
    '2026-09-05',
    [
      'ដឹករហ័សក្នុងភ្នំពេញ ក្នុងរយៈពេលប៉ុន្មានម៉ោង',
      'ដឹករហ័សគិតថ្លៃតាមចម្ងាយ ចាប់ពី $1.50 សម្រាប់ 3 គីឡូម៉ែត្រដំបូង។ អ្នកបើកបរមកយកដល់ទីតាំង ហើយអ្នកទទួលអាចបង់ប្រាក់ពេលទទួល (COD)។',
    ],
    [
      'Fast Express in Phnom Penh: how many hours?',
      'Fast Express is priced by distance, from $1.50 for the first 3 km. A driver picks up at your place, and the receiver can pay cash on delivery.',
    ],
    ['金边极速快递需要几个小时？', '极速快递按距离计费，前 3 公里 1.50 美元起。司机上门取件，收件人可货到付款。'],
  ),
  short(
    'province-delivery',
    'delivery',
    '/blog/express.svg',
    '2026-09-09',
    [
      'ផ្ញើទំនិញទៅខេត្ត តាមស្រុកនីមួយៗ',
      'ដឹកឆ្លងខេត្តគិតថ្លៃតាមស្រុករបស់អ្នកទទួល ពី $2 ទៅ $4.50 ហើយដល់ក្នុង 1 ទៅ 4 ថ្ងៃ។ មើលតារាងពេញលេញនៅទំព័រតំបន់ដឹកជញ្ជូន។',
    ],
    [
      'Sending parcels to the provinces, district by district',
      "Province Express is priced by the receiver's district, from $2 to $4.50, and arrives in 1 to 4 days. See the full table on the delivery areas page.",
    ],
    ['按区县寄送包裹到各省', '跨省快递按收件人所在区县计费，2 至 4.50 美元，1 至 4 天送达。完整价目见配送区域页面。'],
  ),
  short(
    'order-from-1688',
    'guide',
    '/blog/order.svg',
    '2026-09-12',
    [
      'ទិញដុំពី 1688 សម្រាប់អាជីវកម្មតូច',
      '1688 លក់ដុំក្នុងតម្លៃរោងចក្រ ប៉ុន្តែអ្នកលក់ជាច្រើនកំណត់ចំនួនទិញអប្បបរមា។ បិទភ្ជាប់តំណផលិតផលក្នុងប្រអប់ស្វែងរក យើងបកប្រែ និងគណនាតម្លៃជាដុល្លារឱ្យ។',
    ],
    [
      'Buying wholesale on 1688 for a small business',
      'Sellers on 1688 sell at factory prices, but many set a minimum order. Paste a product link into the search box and we translate it and show the price in dollars.',
    ],
    [
      '小生意如何在 1688 批发进货',
      '1688 卖家以出厂价批发，但很多设有起订量。把商品链接粘贴到搜索框，我们会翻译并换算成美元价格。',
    ],
  ),
  short(
    'amazon-us',
    'guide',
    '/blog/order.svg',
    '2026-09-15',
    [
      'ទិញពី Amazon អាមេរិក ដឹកតាមយន្តហោះ',
      'ទំនិញពី Amazon ផ្ញើទៅឃ្លាំងយើងនៅទីក្រុងផតឡែន (គ្មានពន្ធលក់) ហើយដឹកតាមយន្តហោះមកភ្នំពេញក្នុង 7 ទៅ 12 ថ្ងៃ។',
    ],
    [
      'Shopping on Amazon US with air shipping',
      'Amazon orders go to our Portland warehouse (no sales tax) and fly to Phnom Penh in 7 to 12 days.',
    ],
    ['在美国亚马逊购物并空运回国', '亚马逊订单寄到我们位于波特兰的仓库（免销售税），空运到金边需 7 至 12 天。'],
  ),
  short(
    'cash-on-delivery',
    'payment',
    '/blog/khqr.svg',
    '2026-09-18',
    [
      'គន្លឹះពេលប្រើសេវាបង់ប្រាក់ពេលទទួល',
      'ពេលកក់ដឹកជញ្ជូន សូមបញ្ជាក់ចំនួនប្រាក់ដែលអ្នកបើកបរត្រូវប្រមូល ជាដុល្លារ ឬរៀល។ អ្នកបើកបរនឹងផ្ទេរប្រាក់នោះមកអ្នកនៅថ្ងៃដដែល។',
    ],
    [
      'Tips for cash on delivery',
      'When you book a delivery, enter the amount the driver should collect, in dollars or riel. The driver transfers it to you the same day.',
    ],
    ['货到付款小贴士', '预约配送时，填写司机需代收的金额（美元或瑞尔）。司机会在当天把款项转给您。'],
  ),
  short(
    'avoid-fakes',
    'tips',
    '/blog/tips.svg',
    '2026-09-22',
    ['របៀបជៀសវាងទំនិញក្លែងក្លាយ', 'មើលចំនួនលក់ ការវាយតម្លៃ និងរូបភាពពិតពីអ្នកទិញ។ តម្លៃថោកខុសធម្មតាសម្រាប់ម៉ាកល្បី ជាសញ្ញាគ្រោះថ្នាក់។'],
    [
      'How to avoid fake products',
      'Check the sales count, the ratings and real photos from buyers. A famous brand at an unusually low price is a warning sign.',
    ],
    ['如何避免买到假货', '查看销量、评分和买家实拍图。知名品牌价格低得离谱，就要提高警惕。'],
  ),
  short(
    'china-size-chart',
    'tips',
    '/blog/tips.svg',
    '2026-09-25',
    ['ជ្រើសទំហំខោអាវពីចិន ឱ្យត្រូវខ្លួន', 'ទំហំខោអាវចិនតូចជាងទំហំអឺរ៉ុប ប្រហែលមួយលេខ។ សូមវាស់ខ្លួន ហើយប្រៀបធៀបជាមួយតារាងទំហំរបស់អ្នកលក់ ជាសង់ទីម៉ែត្រ។'],
    [
      'Choosing the right size for clothes from China',
      "Chinese sizes run about one size smaller than European ones. Measure yourself and compare with the seller's size chart in centimetres.",
    ],
  ),
  short(
    'packing-fragile',
    'tips',
    '/blog/tips.svg',
    '2026-09-28',
    [
      'វេចខ្ចប់ទំនិញងាយបែក ឱ្យមានសុវត្ថិភាព',
      'ប្រើប្រអប់រឹង ពពុះការពារ និងសរសេរ “ងាយបែក” នៅលើកញ្ចប់។ សម្រាប់ទំនិញធ្ងន់ជាង 30 គីឡូក្រាម សូមកក់សេវាដឹកទំនិញធ្ងន់។',
    ],
    [
      'Packing fragile goods safely',
      'Use a sturdy box and bubble wrap, and write "fragile" on the parcel. For goods heavier than 30 kg, book Cargo Express.',
    ],
    ['如何安全包装易碎品', '使用结实的纸箱和气泡膜，并在包裹上注明“易碎”。超过 30 公斤的货物请预约大件货运。'],
  ),
  short(
    'khmer-new-year',
    'delivery',
    '/blog/express.svg',
    '2026-10-01',
    ['កាលវិភាគដឹកជញ្ជូនពេលបុណ្យចូលឆ្នាំខ្មែរ', 'ក្នុងអំឡុងបុណ្យចូលឆ្នាំ ការដឹកឆ្លងខេត្តអាចយឺត 1 ទៅ 2 ថ្ងៃ។ សូមកក់មុន ដើម្បីឱ្យកាដូដល់ដៃទាន់ពេល។'],
    [
      'Delivery schedule over Khmer New Year',
      'Over Khmer New Year, province deliveries may take 1 to 2 extra days. Book early so gifts arrive in time.',
    ],
    ['柬埔寨新年期间的配送安排', '柬埔寨新年期间，跨省配送可能延迟 1 至 2 天。请提前预约，确保礼物准时送达。'],
  ),
];
