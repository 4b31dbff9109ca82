import { defineMessages } from './define-messages';

/**
 * The offline page (issue 29 item 6): what the service worker answers, in the shopper's language,
 * for a page this phone has not kept. Static files made from these texts by
 * `npx tsx apps/web/scripts/generate-offline-pages.ts` (public/offline/{kh,en,zh}.html).
 */
export const offlineMessages = defineMessages({
  kh: {
    'offline.title': 'គ្មានអ៊ីនធឺណិត',
    'offline.heading': 'អ្នកកំពុងគ្មានអ៊ីនធឺណិត',
    'offline.body': 'ទំព័រនេះមិនទាន់បានរក្សាទុកនៅលើទូរស័ព្ទនេះទេ។ សូមភ្ជាប់អ៊ីនធឺណិត ហើយព្យាយាមម្ដងទៀត។',
    'offline.saved': 'ទំព័រដែលអ្នកបានបើកពីមុន (ដូចជាការបញ្ជាទិញរបស់អ្នក) នៅតែអាចអានបានពេលគ្មានអ៊ីនធឺណិត។',
    'offline.retry': 'ព្យាយាមម្ដងទៀត',
    'offline.home': 'ទៅទំព័រដើម',
  },
  en: {
    'offline.title': 'Offline',
    'offline.heading': 'You are offline',
    'offline.body': 'This page has not been saved on this phone yet. Connect to the internet and try again.',
    'offline.saved': 'Pages you opened before (such as your orders) can still be read offline.',
    'offline.retry': 'Try again',
    'offline.home': 'Go to the home page',
  },
  zh: {
    'offline.title': '离线',
    'offline.heading': '您已离线',
    'offline.body': '此页面尚未保存在这部手机上。请连接网络后重试。',
    'offline.saved': '您之前打开过的页面（例如您的订单）离线时仍可阅读。',
    'offline.retry': '重试',
    'offline.home': '返回首页',
  },
});
