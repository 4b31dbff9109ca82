import { defineMessages } from './define-messages';

/** The public tracking code of an order, shown to its shopper (decision 0014). */
export const trackingMessages = defineMessages({
  kh: {
    'tracking.code': 'លេខកូដតាមដាន',
    'tracking.hint': 'អ្នកណាដែលមានលេខកូដនេះ អាចមើលដំណើរការនៃការបញ្ជាទិញ (គ្មានឈ្មោះ អាសយដ្ឋាន ឬតម្លៃ) នៅទំព័រតាមដាន។',
    'tracking.copy': 'ចម្លងលេខកូដ',
    'tracking.copied': 'បានចម្លងលេខកូដ',
    'tracking.share': 'ចែករំលែក',
    'tracking.linkCopied': 'បានចម្លងតំណ',
    'tracking.open': 'បើកទំព័រតាមដាន',
  },
  en: {
    'tracking.code': 'Tracking code',
    'tracking.hint':
      'Anyone with this code can follow the order’s steps (no names, address or prices) on the tracking page.',
    'tracking.copy': 'Copy code',
    'tracking.copied': 'Code copied',
    'tracking.share': 'Share',
    'tracking.linkCopied': 'Link copied',
    'tracking.open': 'Open the tracking page',
  },
  zh: {
    'tracking.code': '追踪码',
    'tracking.hint': '任何拥有此追踪码的人都可以在追踪页面查看订单进度（不含姓名、地址或价格）。',
    'tracking.copy': '复制追踪码',
    'tracking.copied': '已复制追踪码',
    'tracking.share': '分享',
    'tracking.linkCopied': '已复制链接',
    'tracking.open': '打开追踪页面',
  },
});
