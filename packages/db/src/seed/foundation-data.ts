import type { LocalizedText } from '@fardin/core/i18n-text';
import type { Contact } from '@fardin/core/contract-foundation';

export interface SeedStore {
  code: string;
  name: string;
  country: string;
  store: string;
}

/** SPEC section 3: the entry whose country is fardin comes first and is selected by default. */
export const SEED_STORES: SeedStore[] = [
  { code: 'fardin', name: 'Fardin', country: 'fardin', store: 'fardin' },
  { code: '1688', name: '1688', country: 'CN', store: '1688' },
  { code: 'alibaba', name: 'Alibaba', country: 'CN', store: 'alibaba' },
  { code: 'aliexpress', name: 'AliExpress', country: 'CN', store: 'aliexpress' },
  { code: 'amazon', name: 'Amazon', country: 'US', store: 'amazon' },
  { code: 'coupang', name: 'Coupang', country: 'KR', store: 'coupang' },
  { code: 'ebay', name: 'eBay', country: 'US', store: 'ebay' },
  { code: 'lazada', name: 'Lazada', country: 'TH', store: 'lazada' },
  { code: 'shopee', name: 'Shopee', country: 'TH', store: 'shopee' },
  { code: 'taobao', name: 'Taobao', country: 'CN', store: 'taobao' },
];

export interface SeedCategory {
  slug: string;
  title: LocalizedText;
  search: string;
  sub: { slug: string; title: LocalizedText; keywords: string[] }[];
}

const t = (en: string, kh: string, zh: string): LocalizedText => ({ en, kh, zh });

/** SPEC section 3: the 8 built-in top-level categories. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'women',
    search: "women's clothing",
    title: t("Women's clothing", 'សម្លៀកបំពាក់នារី', '女装'),
    sub: [
      { slug: 'dress', title: t('Dresses', 'រ៉ូប', '连衣裙'), keywords: ['dress', 'maxi dress', 'party dress'] },
      { slug: 'tops', title: t('Tops & blouses', 'អាវនារី', '上衣'), keywords: ['blouse', 't-shirt', 'shirt'] },
      { slug: 'skirt', title: t('Skirts & pants', 'សំពត់ និងខោ', '裙子裤子'), keywords: ['skirt', 'jeans', 'leggings'] },
    ],
  },
  {
    slug: 'shoes-bags',
    search: 'shoes & bags',
    title: t('Shoes & bags', 'ស្បែកជើង និងកាបូប', '鞋包'),
    sub: [
      { slug: 'sneakers', title: t('Sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'), keywords: ['sneakers', 'running shoes'] },
      { slug: 'sandals', title: t('Sandals', 'ស្បែកជើងផ្ទាត់', '凉鞋'), keywords: ['sandals', 'slippers'] },
      { slug: 'handbags', title: t('Handbags', 'កាបូបដៃ', '手提包'), keywords: ['handbag', 'backpack', 'wallet'] },
    ],
  },
  {
    slug: 'men',
    search: "men's clothing",
    title: t("Men's clothing", 'សម្លៀកបំពាក់បុរស', '男装'),
    sub: [
      { slug: 'shirts', title: t('Shirts', 'អាវបុរស', '衬衫'), keywords: ['shirt', 'polo', 't-shirt'] },
      { slug: 'pants', title: t('Pants & jeans', 'ខោបុរស', '裤子'), keywords: ['jeans', 'shorts', 'trousers'] },
      { slug: 'jackets', title: t('Jackets', 'អាវក្រៅ', '夹克'), keywords: ['jacket', 'hoodie'] },
    ],
  },
  {
    slug: 'electric',
    search: 'electric',
    title: t('Electronics', 'គ្រឿងអេឡិចត្រូនិក', '电子产品'),
    sub: [
      {
        slug: 'phones',
        title: t('Phones & accessories', 'ទូរស័ព្ទ និងគ្រឿងបន្លាស់', '手机配件'),
        keywords: ['phone case', 'charger', 'earphones'],
      },
      { slug: 'computers', title: t('Computers', 'កុំព្យូទ័រ', '电脑'), keywords: ['keyboard', 'mouse', 'laptop stand'] },
      {
        slug: 'appliances',
        title: t('Small appliances', 'ឧបករណ៍អគ្គិសនី', '小家电'),
        keywords: ['fan', 'rice cooker', 'kettle'],
      },
    ],
  },
  {
    slug: 'automotive',
    search: 'Automotive',
    title: t('Automotive', 'គ្រឿងបន្លាស់យានយន្ត', '汽车用品'),
    sub: [
      {
        slug: 'car-accessories',
        title: t('Car accessories', 'គ្រឿងតុបតែងឡាន', '汽车配件'),
        keywords: ['car holder', 'seat cover'],
      },
      {
        slug: 'motorbike',
        title: t('Motorbike parts', 'គ្រឿងម៉ូតូ', '摩托车配件'),
        keywords: ['helmet', 'motorbike mirror'],
      },
    ],
  },
  {
    slug: 'kids',
    search: 'Toys/Kids/Baby',
    title: t('Toys, kids & baby', 'ប្រដាប់ក្មេងលេង កុមារ និងទារក', '玩具/儿童/婴儿'),
    sub: [
      { slug: 'toys', title: t('Toys', 'ប្រដាប់ក្មេងលេង', '玩具'), keywords: ['toy car', 'doll', 'building blocks'] },
      { slug: 'baby', title: t('Baby care', 'ថែទាំទារក', '婴儿用品'), keywords: ['baby bottle', 'diaper bag'] },
    ],
  },
  {
    slug: 'sports',
    search: 'Sports/Outdoor',
    title: t('Sports & outdoor', 'កីឡា និងក្រៅផ្ទះ', '运动/户外'),
    sub: [
      { slug: 'fitness', title: t('Fitness', 'ហាត់ប្រាណ', '健身'), keywords: ['yoga mat', 'dumbbell'] },
      { slug: 'camping', title: t('Camping', 'បោះជំរុំ', '露营'), keywords: ['tent', 'sleeping bag'] },
    ],
  },
  {
    slug: 'home',
    search: 'Home/Garden/Pet',
    title: t('Home, garden & pet', 'ផ្ទះ សួនច្បារ និងសត្វចិញ្ចឹម', '家居/园艺/宠物'),
    sub: [
      { slug: 'kitchen', title: t('Kitchen', 'ផ្ទះបាយ', '厨房'), keywords: ['pan', 'knife set', 'storage box'] },
      { slug: 'garden', title: t('Garden', 'សួនច្បារ', '园艺'), keywords: ['plant pot', 'garden hose'] },
      { slug: 'pet', title: t('Pet supplies', 'សម្ភារៈសត្វចិញ្ចឹម', '宠物用品'), keywords: ['cat toy', 'dog bed'] },
    ],
  },
];

export const SEED_BANNERS: { image: string; link: string; title: LocalizedText }[] = [
  {
    image: '/banners/taobao.svg',
    link: '/search/filter/taobao',
    title: t(
      'Shop Taobao in Khmer, delivered to your door',
      'ទិញពី Taobao ជាភាសាខ្មែរ ដឹកដល់ផ្ទះ',
      '用高棉语逛淘宝，送货上门',
    ),
  },
  {
    image: '/banners/express.svg',
    link: '/express',
    title: t('Express delivery across Phnom Penh', 'ដឹករហ័សទូទាំងភ្នំពេញ', '金边市内快递'),
  },
  {
    image: '/banners/khqr.svg',
    link: '/blog',
    title: t('Pay with KHQR in seconds', 'ទូទាត់ដោយ KHQR ក្នុងពេលប៉ុន្មានវិនាទី', 'KHQR 秒付'),
  },
];

export const SEED_CONTACT: Contact = {
  phones: [
    { operator: 'Smart', number: '010 888 168' },
    { operator: 'Cellcard', number: '012 888 168' },
    { operator: 'Metfone', number: '097 888 1680' },
  ],
  email: 'support@fardin.com.kh',
  address: t(
    'No. 168, Street 271, Sangkat Tuek Thla, Khan Sen Sok, Phnom Penh, Cambodia',
    'ផ្ទះលេខ ១៦៨ ផ្លូវ ២៧១ សង្កាត់ទឹកថ្លា ខណ្ឌសែនសុខ រាជធានីភ្នំពេញ',
    '柬埔寨金边森速区德格拉分区271街168号',
  ),
  warehouse: { lat: 11.5564, lng: 104.9282 },
  messaging: { telegram: 'https://t.me/fardin_support', whatsapp: 'https://wa.me/85510888168' },
};

export const DEMO_USERS = [
  { name: 'Demo Shopper', phone: '+85510000001', password: 'demo-shopper', role: 'shopper' as const },
  { name: 'Demo Admin', phone: '+85510000002', password: 'demo-admin', role: 'admin' as const },
  // The last mile's demo rider (decision 0043): the rider page at /rider.
  { name: 'Demo Rider', phone: '+85510000003', password: 'demo-rider', role: 'rider' as const },
];
