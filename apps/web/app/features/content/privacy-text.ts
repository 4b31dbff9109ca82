import type { Locale } from '@fardin/core/locale';

interface PolicySection {
  title: string;
  items: string[];
}
export interface PolicyText {
  title: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
}

/** The privacy policy of the store, per locale. Retention periods match what the server keeps. */
export const PRIVACY_TEXT: Record<Locale, PolicyText> = {
  kh: {
    title: 'គោលការណ៍ឯកជនភាព',
    updated: 'កែប្រែចុងក្រោយ៖ ថ្ងៃទី 22 ខែវិច្ឆិកា ឆ្នាំ 2026',
    intro: 'Fardin ("យើង") គោរពឯកជនភាពរបស់អ្នក។ គោលការណ៍នេះពន្យល់ថា យើងប្រមូលព័ត៌មានអ្វីខ្លះ ហេតុអ្វី រក្សាទុករយៈពេលប៉ុន្មាន និងសិទ្ធិរបស់អ្នក។',
    sections: [
      {
        title: 'ព័ត៌មានដែលយើងប្រមូល',
        items: [
          'គណនី៖ ឈ្មោះ លេខទូរស័ព្ទ ពាក្យសម្ងាត់ (រក្សាទុកជាកូដសម្ងាត់ មិនអាចអានបាន) និងរូបប្រវត្តិរូប បើអ្នកដាក់។',
          'អាសយដ្ឋាន និងទីតាំងលើផែនទី ដែលអ្នកបញ្ចូលសម្រាប់ការដឹកជញ្ជូន។',
          'ការបញ្ជាទិញ ការទូទាត់ (ចំនួនទឹកប្រាក់ វិធីទូទាត់ រូបវិក្កយបត្រផ្ទេរប្រាក់) និងការកក់ដឹកជញ្ជូន (លេខទូរស័ព្ទ និងទីតាំងអ្នកផ្ញើ និងអ្នកទទួល)។',
          'ព័ត៌មានបច្ចេកទេស៖ ខូគីភាសា និងខូគីចូលគណនី និងកំណត់ហេតុម៉ាស៊ីនមេ (អាសយដ្ឋាន IP ពេលវេលា ទំព័រ)។',
        ],
      },
      {
        title: 'ហេតុអ្វីយើងប្រើវា',
        items: [
          'ដើម្បីបង្កើត និងការពារគណនីរបស់អ្នក (OTP តាម SMS)។',
          'ដើម្បីទិញ ដឹក និងប្រគល់ទំនិញ និងទាក់ទងអ្នកពេលចាំបាច់។',
          'ដើម្បីផ្ទៀងផ្ទាត់ការទូទាត់ និងការពារការក្លែងបន្លំ។',
          'យើងមិនលក់ព័ត៌មានរបស់អ្នក ហើយមិនប្រើវាសម្រាប់ការផ្សាយពាណិជ្ជកម្មពីភាគីទីបីទេ។',
        ],
      },
      {
        title: 'អ្នកណាឃើញព័ត៌មាននេះ',
        items: [
          'អ្នកបើកបរ និងដៃគូដឹកជញ្ជូន ឃើញតែឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋានដែលត្រូវការសម្រាប់ដឹក។',
          'ធនាគារ និងប្រព័ន្ធ Bakong ទទួលព័ត៌មានទូទាត់ដែលចាំបាច់។',
          'ទំព័រតាមដានសាធារណៈ បង្ហាញតែព័ត៌មានដូចស្លាកកញ្ចប់ (លេខទូរស័ព្ទត្រូវបានលាក់មួយផ្នែក)។',
        ],
      },
      {
        title: 'រយៈពេលរក្សាទុក',
        items: [
          'គណនី៖ រហូតដល់អ្នកលុបគណនី។',
          'ការបញ្ជាទិញ ការទូទាត់ និងការដឹកជញ្ជូន៖ 5 ឆ្នាំ តាមច្បាប់គណនេយ្យ។',
          'កូដ OTP៖ 5 នាទី។ វគ្គចូលគណនី៖ 24 ម៉ោង។ កំណត់ហេតុម៉ាស៊ីនមេ៖ 90 ថ្ងៃ។',
        ],
      },
      {
        title: 'សិទ្ធិរបស់អ្នក',
        items: [
          'មើល និងកែប្រែព័ត៌មានរបស់អ្នកនៅទំព័រគណនី។',
          'លុបគណនីពីទំព័រគណនី ឬសុំតាមទូរស័ព្ទ/អ៊ីមែល។ យើងលុប ឬធ្វើអនាមិកទិន្នន័យក្នុង 30 ថ្ងៃ លើកលែងតែអ្វីដែលច្បាប់តម្រូវឱ្យរក្សា។',
          'សុំច្បាប់ចម្លងទិន្នន័យរបស់អ្នក ឬប្ដឹងមកយើង ហើយយើងឆ្លើយក្នុង 30 ថ្ងៃ។',
        ],
      },
      {
        title: 'សុវត្ថិភាព',
        items: [
          'ការតភ្ជាប់ទាំងអស់ប្រើ HTTPS។ ពាក្យសម្ងាត់ និងកូដចូលគណនី រក្សាទុកជាកូដសម្ងាត់ដែលមិនអាចបកប្រែត្រឡប់វិញបាន។',
          'មានតែបុគ្គលិកដែលត្រូវការប៉ុណ្ណោះ អាចមើលការបញ្ជាទិញ និងការដឹកជញ្ជូន។',
        ],
      },
      { title: 'ទំនាក់ទំនង', items: ['សំណួរអំពីឯកជនភាព៖ សូមទាក់ទងតាមលេខទូរស័ព្ទ ឬអ៊ីមែលនៅខាងក្រោមទំព័រ។'] },
    ],
  },
  en: {
    title: 'Privacy policy',
    updated: 'Last updated: 22 November 2026',
    intro:
      'Fardin ("we") respects your privacy. This policy explains what we collect, why, how long we keep it and what your rights are.',
    sections: [
      {
        title: 'What we collect',
        items: [
          'Account: name, phone number, password (stored only as a one-way hash) and a profile photo if you add one.',
          'Addresses and map locations you enter for deliveries.',
          'Orders, payments (amount, method, transfer receipt photos) and delivery bookings (phone numbers and locations of sender and receiver).',
          'Technical data: the language and login cookies, and server logs (IP address, time, page).',
        ],
      },
      {
        title: 'Why we use it',
        items: [
          'To create and protect your account (SMS one-time codes).',
          'To buy, ship and deliver your goods, and contact you when needed.',
          'To verify payments and prevent fraud.',
          'We never sell your data and do not use it for third-party advertising.',
        ],
      },
      {
        title: 'Who sees it',
        items: [
          'Drivers and delivery partners see only the name, phone and address needed to deliver.',
          'Banks and the Bakong system receive the payment details they need.',
          'The public tracking page shows only what a parcel label shows (phone numbers partly hidden).',
        ],
      },
      {
        title: 'How long we keep it',
        items: [
          'Account: until you delete it.',
          'Orders, payments and deliveries: 5 years, as accounting law requires.',
          'One-time codes: 5 minutes. Login sessions: 24 hours. Server logs: 90 days.',
        ],
      },
      {
        title: 'Your rights',
        items: [
          'See and correct your data on your account pages.',
          'Delete your account from the account page or ask us by phone or email; we delete or anonymise your data within 30 days, except what the law requires us to keep.',
          'Ask for a copy of your data or make a complaint; we answer within 30 days.',
        ],
      },
      {
        title: 'Security',
        items: [
          'All connections use HTTPS. Passwords and login tokens are stored hashed.',
          'Only staff who need it can see orders and deliveries.',
        ],
      },
      {
        title: 'Contact',
        items: ['Questions about privacy: call or email us using the contacts at the bottom of every page.'],
      },
    ],
  },
  zh: {
    title: '隐私政策',
    updated: '最后更新：2026 年 11 月 22 日',
    intro: 'Fardin（“我们”）尊重您的隐私。本政策说明我们收集哪些信息、用途、保存期限以及您的权利。',
    sections: [
      {
        title: '我们收集的信息',
        items: [
          '账户：姓名、手机号、密码（仅以单向哈希保存）以及您上传的头像。',
          '您为配送填写的地址和地图位置。',
          '订单、付款（金额、方式、转账回单照片）和配送预约（寄件人和收件人的电话及位置）。',
          '技术数据：语言 Cookie、登录 Cookie 以及服务器日志（IP 地址、时间、页面）。',
        ],
      },
      {
        title: '使用目的',
        items: [
          '创建并保护您的账户（短信验证码）。',
          '代购、运输和派送您的货物，并在需要时联系您。',
          '核实付款，防止欺诈。',
          '我们绝不出售您的数据，也不将其用于第三方广告。',
        ],
      },
      {
        title: '谁能看到',
        items: [
          '司机和配送合作方只能看到派送所需的姓名、电话和地址。',
          '银行和 Bakong 系统只接收必要的付款信息。',
          '公开追踪页面只显示包裹面单上的信息（电话号码部分隐藏）。',
        ],
      },
      {
        title: '保存期限',
        items: [
          '账户：直到您删除账户。',
          '订单、付款和配送记录：按会计法规定保存 5 年。',
          '验证码：5 分钟。登录会话：24 小时。服务器日志：90 天。',
        ],
      },
      {
        title: '您的权利',
        items: [
          '在账户页面查看和更正您的信息。',
          '在账户页面删除账户，或通过电话、邮件联系我们；我们会在 30 天内删除或匿名化您的数据（法律要求保留的除外）。',
          '索取您的数据副本或提出投诉，我们会在 30 天内答复。',
        ],
      },
      {
        title: '安全',
        items: ['所有连接均使用 HTTPS，密码和登录令牌以哈希形式保存。', '只有需要的员工才能查看订单和配送信息。'],
      },
      { title: '联系我们', items: ['如有隐私问题，请通过每个页面底部的电话或邮箱联系我们。'] },
    ],
  },
};
