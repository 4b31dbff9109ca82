import type { Locale } from '@fardin/core/locale';
import type { PolicyText } from './privacy-text';

/** /about-us, per locale, in the same shape as the privacy policy. */
export const ABOUT_TEXT: Record<Locale, PolicyText> = {
  kh: {
    title: 'អំពី Fardin',
    updated: '',
    intro:
      'Fardin ជាហាងអនឡាញរបស់កម្ពុជា ដែលជួយអ្នកទិញទំនិញពី Taobao, 1688, Amazon, Lazada និងផ្សារអនឡាញផ្សេងទៀត ជាភាសាខ្មែរ ហើយដឹកដល់ដៃអ្នក។',
    sections: [
      {
        title: 'អ្វីដែលយើងធ្វើ',
        items: [
          'ទិញជំនួសអ្នកពីហាងបរទេស និងបកប្រែព័ត៌មានទំនិញ។',
          'ដឹកឆ្លងប្រទេសតាមផ្លូវគោក ផ្លូវទឹក និងផ្លូវអាកាស ពីឃ្លាំងរបស់យើងនៅចិន អាមេរិក កូរ៉េ ជប៉ុន ថៃ និងវៀតណាម។',
          'ដឹកក្នុងស្រុក៖ ដឹករហ័ស ដឹកធម្មតា ដឹកឆ្លងខេត្ត និងដឹកទំនិញធ្ងន់ ទូទាំងខេត្តទាំង 25។',
        ],
      },
      {
        title: 'ហេតុអ្វីជ្រើស Fardin',
        items: ['តម្លៃច្បាស់លាស់ជាដុល្លារ និងរៀល មុនពេលទិញ។', 'ទូទាត់ងាយៗដោយ KHQR ផ្ទេរប្រាក់ ឬបង់ពេលទទួល។', 'តាមដានកញ្ចប់គ្រប់ដំណាក់កាល។'],
      },
    ],
  },
  en: {
    title: 'About Fardin',
    updated: '',
    intro:
      'Fardin is a Cambodian online shop that helps you buy from Taobao, 1688, Amazon, Lazada and other marketplaces in your own language, and delivers to your door.',
    sections: [
      {
        title: 'What we do',
        items: [
          'We buy for you from foreign stores and translate the product details.',
          'Cross-border shipping by land, sea and air from our warehouses in China, the USA, Korea, Japan, Thailand and Vietnam.',
          'Local delivery: Fast, Normal, Province and Cargo Express across all 25 provinces.',
        ],
      },
      {
        title: 'Why Fardin',
        items: [
          'Clear prices in dollars and riel before you buy.',
          'Easy payment by KHQR, bank transfer or cash on delivery.',
          'Track your parcel at every step.',
        ],
      },
    ],
  },
  zh: {
    title: '关于 Fardin',
    updated: '',
    intro: 'Fardin 是一家柬埔寨网店，帮助您用母语在淘宝、1688、亚马逊、Lazada 等平台购物，并送货上门。',
    sections: [
      {
        title: '我们的服务',
        items: [
          '为您在海外商店代购，并翻译商品信息。',
          '经我们在中国、美国、韩国、日本、泰国和越南的仓库，提供陆运、海运和空运跨境物流。',
          '本地配送：极速快递、普通快递、跨省快递和大件货运，覆盖全国 25 个省市。',
        ],
      },
      {
        title: '为什么选择 Fardin',
        items: ['下单前即可看到美元和瑞尔的明确价格。', '支持 KHQR、银行转账和货到付款。', '全程追踪包裹。'],
      },
    ],
  },
};
