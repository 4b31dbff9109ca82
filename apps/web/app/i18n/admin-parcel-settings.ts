import { defineMessages } from './define-messages';

/**
 * The back office's parcels setting (decision 0054): free storage days, the daily storage fee and
 * the routes where the freight may be paid in cash at the door. Modes are the checkout's names.
 */
export const adminParcelSettingsMessages = defineMessages({
  kh: {
    'admin.parcelSettings.title': 'កញ្ចប់៖ ការរក្សាទុក និងការបង់ថ្លៃដឹកពេលទទួល',
    'admin.parcelSettings.freeDays': 'ចំនួនថ្ងៃរក្សាទុកឥតគិតថ្លៃ',
    'admin.parcelSettings.dailyFee': 'ថ្លៃរក្សាទុកក្នុងមួយថ្ងៃ (USD)',
    'admin.parcelSettings.cod': 'អនុញ្ញាតឱ្យបង់ថ្លៃដឹកជាប្រាក់សុទ្ធនៅមាត់ទ្វារ',
    'admin.parcelSettings.codIntro': 'ធីកប្រទេស និងមធ្យោបាយដឹកដែលអតិថិជនអាចបង់ថ្លៃដឹកជាប្រាក់សុទ្ធពេលទទួលកញ្ចប់។',
    'admin.parcelSettings.country': 'ប្រទេស',
    'admin.parcelSettings.addCountry': 'បន្ថែមប្រទេស (កូដ ២ អក្សរ ដូចជា CN)',
    'admin.parcelSettings.none': 'មិនទាន់មានតម្លៃដឹកតាមប្រទេសនៅឡើយទេ',
  },
  en: {
    'admin.parcelSettings.title': 'Parcels: storage and freight paid at the door',
    'admin.parcelSettings.freeDays': 'Free storage days',
    'admin.parcelSettings.dailyFee': 'Storage fee per day (USD)',
    'admin.parcelSettings.cod': 'Freight may be paid in cash at the door',
    'admin.parcelSettings.codIntro':
      'Tick the countries and modes where shoppers may pay the freight in cash when the parcel arrives.',
    'admin.parcelSettings.country': 'Country',
    'admin.parcelSettings.addCountry': 'Add a country (2-letter code, e.g. CN)',
    'admin.parcelSettings.none': 'No shipping rates by country yet',
  },
  zh: {
    'admin.parcelSettings.title': '包裹：仓储与到付运费',
    'admin.parcelSettings.freeDays': '免费仓储天数',
    'admin.parcelSettings.dailyFee': '每日仓储费（美元）',
    'admin.parcelSettings.cod': '运费可在送货上门时以现金支付',
    'admin.parcelSettings.codIntro': '勾选顾客可在包裹送达时以现金支付运费的国家和运输方式。',
    'admin.parcelSettings.country': '国家',
    'admin.parcelSettings.addCountry': '添加国家（两位字母代码，如 CN）',
    'admin.parcelSettings.none': '尚无按国家的运费',
  },
});
