import { defineMessages } from './define-messages';

/**
 * Telegram (decision 0040): the profile's "link Telegram" box (storefront) and the back office's
 * Telegram outbox on the embedded fake Bot API (`admin.*`: sent only to the back office).
 */
export const telegramMessages = defineMessages({
  kh: {
    'telegram.title': 'Telegram',
    'telegram.intro': 'ទទួលដំណឹងអំពីការបញ្ជាទិញរបស់អ្នក ហើយយល់ព្រមលើការត្រួតពិនិត្យគុណភាពនៅក្នុង Telegram។',
    'telegram.link': 'ភ្ជាប់ Telegram',
    'telegram.open': 'បើក Telegram ហើយចុច Start',
    'telegram.linkHint': 'តំណនេះប្រើបានតែម្តង ហើយផុតកំណត់ក្នុងរយៈពេល 15 នាទី។',
    'telegram.linked': 'Telegram បានភ្ជាប់ហើយ',
    'telegram.unlink': 'ផ្ដាច់ Telegram',
    'telegram.fakeHint': 'ម៉ាស៊ីនមេនេះប្រើ Telegram សាកល្បង៖ អ្នកគ្រប់គ្រងអាចបើកតំណនេះនៅក្នុង "ប្រអប់សារ Telegram"។',
    'admin.nav.telegramOutbox': 'ប្រអប់សារ Telegram',
    'admin.telegram.intro':
      'សារដែលបូតបានផ្ញើតាម Telegram សាកល្បង (គ្មាន TELEGRAM_API_URL) តាមការជជែកនីមួយៗ។ ចុចប៊ូតុងដូចអ្នកទិញ ឬបើកតំណភ្ជាប់របស់អ្នកទិញ៖ វាឆ្លងកាត់កម្មវិធីទទួលសារដូចគ្នានឹង Telegram ពិត។',
    'admin.telegram.real':
      'សារត្រូវបានផ្ញើតាម Telegram ពិត (TELEGRAM_API_URL)។ Telegram សាកល្បងត្រូវបានបិទ ហើយសារមិនត្រូវបានរក្សាទុកនៅទីនេះទេ។',
    'admin.telegram.chats': 'ការជជែក',
    'admin.telegram.staffGroup': 'ក្រុមបុគ្គលិក',
    'admin.telegram.chat': 'ការជជែក {id}',
    'admin.telegram.shopper': 'អ្នកទិញ {user}',
    'admin.telegram.simulate': 'អ្នកទិញបើកតំណភ្ជាប់',
    'admin.telegram.link': 'តំណ t.me ឬលេខសម្ងាត់',
    'admin.telegram.chatId': 'លេខការជជែក',
    'admin.telegram.start': 'ផ្ញើ /start',
    'admin.telegram.you': 'អ្នកទិញ',
    'admin.telegram.bot': 'បូត',
  },
  en: {
    'telegram.title': 'Telegram',
    'telegram.intro': 'Get your order updates and approve quality checks in Telegram.',
    'telegram.link': 'Link Telegram',
    'telegram.open': 'Open Telegram and press Start',
    'telegram.linkHint': 'This link works once and expires in 15 minutes.',
    'telegram.linked': 'Telegram is linked',
    'telegram.unlink': 'Unlink Telegram',
    'telegram.fakeHint':
      'This server runs the built-in test Telegram: an admin can open this link in the "Telegram outbox".',
    'admin.nav.telegramOutbox': 'Telegram outbox',
    'admin.telegram.intro':
      'Messages the bot sent through the built-in test Telegram (no TELEGRAM_API_URL), per chat. Press a button as the shopper would, or open a shopper’s link: it goes through the same webhook handler as real Telegram.',
    'admin.telegram.real':
      'Messages go through the real Telegram (TELEGRAM_API_URL). The built-in test Telegram is off and keeps nothing here.',
    'admin.telegram.chats': 'Chats',
    'admin.telegram.staffGroup': 'Staff group',
    'admin.telegram.chat': 'Chat {id}',
    'admin.telegram.shopper': 'Shopper {user}',
    'admin.telegram.simulate': 'A shopper opens a link',
    'admin.telegram.link': 't.me link or token',
    'admin.telegram.chatId': 'Chat id',
    'admin.telegram.start': 'Send /start',
    'admin.telegram.you': 'Shopper',
    'admin.telegram.bot': 'Bot',
  },
  zh: {
    'telegram.title': 'Telegram',
    'telegram.intro': '在 Telegram 中接收订单动态并确认质检。',
    'telegram.link': '关联 Telegram',
    'telegram.open': '打开 Telegram 并点击 Start',
    'telegram.linkHint': '此链接只能使用一次，15 分钟后失效。',
    'telegram.linked': 'Telegram 已关联',
    'telegram.unlink': '取消关联 Telegram',
    'telegram.fakeHint': '本服务器使用内置的测试 Telegram：管理员可在“Telegram 发件箱”中打开此链接。',
    'admin.nav.telegramOutbox': 'Telegram 发件箱',
    'admin.telegram.intro':
      '机器人通过内置测试 Telegram（未设置 TELEGRAM_API_URL）发送的消息，按聊天分组。可以像顾客一样点击按钮，或打开顾客的关联链接：它们与真实 Telegram 一样经过同一个 webhook 处理。',
    'admin.telegram.real':
      '消息通过真实的 Telegram（TELEGRAM_API_URL）发送。内置测试 Telegram 已关闭，这里不保存消息。',
    'admin.telegram.chats': '聊天',
    'admin.telegram.staffGroup': '员工群',
    'admin.telegram.chat': '聊天 {id}',
    'admin.telegram.shopper': '顾客 {user}',
    'admin.telegram.simulate': '顾客打开链接',
    'admin.telegram.link': 't.me 链接或令牌',
    'admin.telegram.chatId': '聊天 ID',
    'admin.telegram.start': '发送 /start',
    'admin.telegram.you': '顾客',
    'admin.telegram.bot': '机器人',
  },
});
