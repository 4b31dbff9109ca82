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

const t = (en: string, kh: string, zh: string): LocalizedText => ({ en, kh, zh });

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
