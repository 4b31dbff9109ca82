import type { Locale } from '@fardin/core/locale';

/** What the bot says itself (replies to /start and to button presses), in the chat's language. */
const TEXT = {
  linked: {
    kh: '✅ គណនី Fardin របស់អ្នកបានភ្ជាប់ជាមួយ Telegram ហើយ។ អ្នកនឹងទទួលបានដំណឹងអំពីការបញ្ជាទិញនៅទីនេះ។',
    en: '✅ Your Fardin account is linked. Order updates will arrive here.',
    zh: '✅ 您的 Fardin 账户已关联。订单动态将发送到这里。',
  },
  linkInvalid: {
    kh: 'តំណនេះបានផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមបើក "ភ្ជាប់ Telegram" ម្តងទៀតពីប្រវត្តិរូបរបស់អ្នក។',
    en: 'This link has expired or was already used. Open "Link Telegram" on your profile again.',
    zh: '此链接已过期或已被使用。请在个人资料中再次点击“关联 Telegram”。',
  },
  hello: {
    kh: 'សួស្តី! សូមភ្ជាប់គណនីរបស់អ្នកពីទំព័រប្រវត្តិរូបនៅលើគេហទំព័រ Fardin។',
    en: 'Hello! Link your account from your profile page on the Fardin website.',
    zh: '您好！请在 Fardin 网站的个人资料页面关联您的账户。',
  },
  qcApproved: {
    kh: '✅ បានយល់ព្រមលើការត្រួតពិនិត្យគុណភាព។',
    en: '✅ Quality check approved.',
    zh: '✅ 已确认质检。',
  },
  actionFailed: {
    kh: 'មិនអាចធ្វើសកម្មភាពនេះបានទេ (វាប្រហែលជាបានធ្វើរួចហើយ)។ សូមបើកការបញ្ជាទិញនៅលើគេហទំព័រ។',
    en: 'This could not be done (it may be done already). Open the order on the website.',
    zh: '无法执行此操作（可能已完成）。请在网站上打开订单。',
  },
  notLinked: {
    kh: 'ការជជែកនេះមិនទាន់ភ្ជាប់ជាមួយគណនីណាមួយទេ។',
    en: 'This chat is not linked to an account.',
    zh: '此聊天尚未关联任何账户。',
  },
  unknownAction: {
    kh: 'ប៊ូតុងនេះលែងប្រើបានហើយ។',
    en: 'This button no longer works.',
    zh: '此按钮已失效。',
  },
  staffReplySent: {
    kh: '✅ បានផ្ញើទៅអតិថិជននៃការបញ្ជាទិញ #{order}។',
    en: '✅ Sent to the shopper of order #{order}.',
    zh: '✅ 已发送给订单 #{order} 的顾客。',
  },
  staffNotLinked: {
    kh: 'សូមភ្ជាប់ Telegram របស់អ្នកពីប្រវត្តិរូបបុគ្គលិកជាមុនសិន ដើម្បីឆ្លើយតបអតិថិជននៅទីនេះ។',
    en: 'Link your Telegram from your staff profile first to answer shoppers here.',
    zh: '请先在员工个人资料中关联您的 Telegram，才能在此回复顾客。',
  },
  staffReplyTooLong: {
    kh: 'សារវែងពេក (អតិបរមា 2000 តួអក្សរ)។ មិនបានផ្ញើទៅអតិថិជនទេ។',
    en: 'Too long (at most 2000 characters). Not sent to the shopper.',
    zh: '内容过长（最多 2000 个字符），未发送给顾客。',
  },
  staffOnly: {
    kh: 'មានតែបុគ្គលិកប៉ុណ្ណោះដែលអាចឆ្លើយតបអតិថិជនបាន។',
    en: 'Only staff can answer shoppers.',
    zh: '只有员工可以回复顾客。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type BotTextKey = keyof typeof TEXT;

export function botText(key: BotTextKey, language: Locale): string {
  return TEXT[key][language];
}
